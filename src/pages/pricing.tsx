import {lazy, Suspense, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import PageHeader from '@site/src/components/PageHeader';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import {planComparison as comparison, plans, PRICING, startupPlan, type Plan} from '@site/src/data/plans';
import {formatCount, formatUsd} from '@site/src/lib/numbers';
import {cloudMonthlyPrice} from '@site/src/lib/pricing';
import styles from './pricing.module.css';

// The calculator's code loads when a reader opens it, not with the page.
const PricingCalculator = lazy(() => import('./_components/PricingCalculator'));

const FREE_EVENTS = formatCount(PRICING.cloudFreeEvents);

const questions = [
  {
    q: 'What counts as an event?',
    a: 'Every captured page view, autocaptured click or form submit, and every event you send with capture. Person property updates sent to /engage/ are not billed.',
  },
  {
    q: 'What does 10 million events on Cloud cost?',
    a: `The first ${FREE_EVENTS} each month are free, so you pay for ${formatCount(10_000_000 - PRICING.cloudFreeEvents)}: ${formatCount(10_000_000 - PRICING.cloudFreeEvents)} × $${PRICING.cloudPricePerEvent} = ${formatUsd(cloudMonthlyPrice(10_000_000))} a month.`,
  },
  {
    q: 'Is the open-source version limited?',
    a: 'No. The MIT-licensed core has every analytics feature and no event limit. Only the ee/ folder (SSO, SAML, permissions) needs an Enterprise license.',
  },
  {
    q: 'Can we move between self-hosted and Cloud?',
    a: 'Yes. Both run the same Cairn; we help Enterprise and Cloud customers export and import their events and people.',
  },
];

/** A plan's price, summary, features and call to action: shared by the plan cards and the startup section. */
function PlanDetails({plan, buttonClassName}: {plan: Plan; buttonClassName: string}): ReactNode {
  const {deploy} = useDeployConfig();
  const href = plan.cta.appPath ? `${deploy.appUrl}${plan.cta.appPath}` : plan.cta.to;
  return (
    <>
      <p className={styles.price}>{plan.price}</p>
      <p className={styles.priceNote}>{plan.priceNote}</p>
      <p>{plan.summary}</p>
      <ul className={styles.list}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className={buttonClassName} to={href}>
        {plan.cta.label}
      </Link>
    </>
  );
}

/** The price for the reader's own volume: worked examples for everyone, the calculator when a reader opens it. */
function PriceEstimate(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <section className="margin-vert--xl" aria-labelledby="estimate">
      <h2 id="estimate">Estimate your monthly price</h2>
      <p>
        Self-hosting is free at any volume. On Cloud, the first {FREE_EVENTS} events of every month are free and each
        event above costs ${PRICING.cloudPricePerEvent}: 3,000,000 events cost {formatUsd(cloudMonthlyPrice(3_000_000))}{' '}
        a month and 10,000,000 cost {formatUsd(cloudMonthlyPrice(10_000_000))}. Enterprise starts at{' '}
        {formatUsd(PRICING.enterpriseFromMonthly)} a month.
      </p>
      {open ? (
        <Suspense fallback={<p>Loading the calculator…</p>}>
          <PricingCalculator />
        </Suspense>
      ) : (
        <button
          type="button"
          className={`button button--secondary ${styles.calculatorButton}`}
          onClick={() => setOpen(true)}
        >
          Calculate the price for your volume
        </button>
      )}
    </section>
  );
}

function PlanCard({plan}: {plan: Plan}): ReactNode {
  return (
    <article className={styles.card} aria-labelledby={`plan-${plan.id}`}>
      <h2 id={`plan-${plan.id}`} className={styles.planName}>
        {plan.name}
      </h2>
      <PlanDetails plan={plan} buttonClassName="button button--primary button--block" />
    </article>
  );
}

export default function Pricing(): ReactNode {
  // The footer and other pages link to /pricing#startup-plan: declare the anchor to the link checker.
  useBrokenLinks().collectAnchor('startup-plan');
  return (
    <Layout
      title="Pricing"
      description="Cairn is free to self-host; Cloud gives you 1 million events a month free; Enterprise adds ClickHouse, SSO and an SLA."
    >
      <PageHeader
        title="Pricing"
        lead="Self-host Cairn for free, let us run it on Cloud, or get Enterprise features and support. Every plan has the same analytics."
      />
      <main className="container margin-vert--lg">
        <div className={styles.cards}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>

        <section className="margin-vert--xl" aria-labelledby="compare">
          <h2 id="compare">Compare plans</h2>
          <div className={styles.tableWrap}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  {plans.map((plan) => (
                    <th key={plan.id} scope="col">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {comparison.map(({row, values}) => (
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
          <p className="margin-top--md">
            Not sure which to pick? <Link to="/choosing">Self-hosted, Cloud or Enterprise</Link> says who each plan
            suits, and <Link to="/when-not-cairn">when Cairn is not the right tool</Link> lists the jobs no plan does.
          </p>
        </section>

        <PriceEstimate />

        <section id="startup-plan" className={styles.startup} aria-labelledby="startup-plan-title">
          <h2 id="startup-plan-title">{startupPlan.name}</h2>
          <PlanDetails plan={startupPlan} buttonClassName="button button--primary" />
        </section>

        <section className="margin-vert--xl" aria-labelledby="pricing-faq">
          <h2 id="pricing-faq">Pricing questions</h2>
          {questions.map(({q, a}) => (
            <div key={q}>
              <h3>{q}</h3>
              <p>{a}</p>
            </div>
          ))}
          <p>
            More answers are in the <Link to="/faq">FAQ</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
