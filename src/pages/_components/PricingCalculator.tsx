import {useId, useState, type ReactNode} from 'react';
import {plans, startupPlan} from '@site/src/data/plans';
import {formatCount, formatUsd} from '@site/src/lib/numbers';
import {monthlyPrices, parseEvents} from '@site/src/lib/pricing';
import styles from './PricingCalculator.module.css';

const NAMES = Object.fromEntries([...plans, startupPlan].map((plan) => [plan.id, plan.name]));

/**
 * The monthly price of every plan for the number of events a reader types (src/lib/pricing.ts). Loaded by the
 * pricing page only when a reader opens it.
 */
export default function PricingCalculator({initialEvents = '3,000,000'}: {initialEvents?: string}): ReactNode {
  const [input, setInput] = useState(initialEvents);
  const id = useId();
  const events = parseEvents(input);
  const prices = events === undefined ? undefined : monthlyPrices(events);
  return (
    <div className={styles.calculator}>
      <label htmlFor={`${id}-events`} className={styles.label}>
        Events a month
      </label>
      <input
        id={`${id}-events`}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // The calculator opens because the reader asked for it: the field is where they type next.
        autoFocus
        value={input}
        aria-invalid={events === undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setInput(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {events === undefined
          ? 'Type a whole number of events, such as 3000000, 3,000,000, 250k or 3m.'
          : 'Page views, clicks, form submits and custom events all count.'}
      </p>
      <div aria-live="polite">
        {prices && (
          <table className={styles.table}>
            <caption>Monthly price for {formatCount(events!)} events</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col" className={styles.amount}>
                  A month
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.map((price) => (
                <tr key={price.plan} data-plan={price.plan}>
                  <th scope="row" className={styles.plan}>
                    {NAMES[price.plan]}
                    <span className={styles.detail}>{price.detail}</span>
                  </th>
                  <td className={styles.amount}>
                    {price.amount === null
                      ? 'Not covered'
                      : `${price.plan === 'enterprise' ? 'from ' : ''}${formatUsd(price.amount)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
