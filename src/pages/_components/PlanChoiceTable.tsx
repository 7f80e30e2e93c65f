import type {ReactNode} from 'react';
import {planChoice, planComparison, plans} from '@site/src/data/plans';
import styles from './PlanChoiceTable.module.css';

/**
 * Who should pick which plan: the plans side by side, with their price, who each suits, who runs it, and what each
 * includes (the same rows as the pricing page's comparison), all from src/data/plans.ts.
 */
export default function PlanChoiceTable(): ReactNode {
  const rows = [
    planChoice[0],
    {row: 'Price', values: plans.map((plan) => `${plan.price}. ${plan.priceNote}.`)},
    ...planChoice.slice(1),
    ...planComparison,
  ];
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-labelledby="plan-choice-caption">
      <table className={styles.table}>
        <caption id="plan-choice-caption" className={styles.caption}>
          Self-hosted (open source), Cloud and Enterprise compared: who each plan suits and what it includes
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="cairn-visually-hidden">Question</span>
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.id === 'open-source' ? 'Self-hosted (open source)' : plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({row, values}) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {values.map((value, index) => (
                <td key={plans[index].id}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
