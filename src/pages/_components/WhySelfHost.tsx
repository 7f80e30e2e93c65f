import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PRICING} from '@site/src/data/plans';
import {formatCount, formatUsd} from '@site/src/lib/numbers';
import {selfHostingComparison} from '@site/src/lib/pricing';
import styles from './WhySelfHost.module.css';

/** The case for running Cairn yourself, each point with the page that backs it. */
export default function WhySelfHost({cloudSignup}: {cloudSignup: string}): ReactNode {
  const cost = selfHostingComparison();
  return (
    <ul className={styles.points}>
      <li className={styles.point}>
        <h3>Your events stay on your servers</h3>
        <p>
          The snippet sends events to your own domain and they land in your own PostgreSQL, or ClickHouse at volume.
          Nobody else receives them, us included: the anonymous usage report holds counts and versions, never an event
          or a person, and{' '}
          <Link to="/docs/configuring-cairn/environment-variables#notes-on-the-privacy-and-debugging-settings">
            turns off
          </Link>{' '}
          with <code>CAIRN_TELEMETRY=false</code>.{' '}
          <Link to="/docs/configuring-cairn/securing-cairn">Securing Cairn</Link> covers the rest.
        </p>
      </li>
      <li className={styles.point}>
        <h3>It costs less at volume</h3>
        <p>
          At {formatCount(cost.events)} events a month, Cloud costs {formatUsd(cost.cloud)} a month. The servers to run
          the same volume yourself, with ClickHouse, cost {formatUsd(cost.selfHostedLow)} to{' '}
          {formatUsd(cost.selfHostedHigh)} a month across seven providers, by{' '}
          <Link to="/docs/deployment/hosting-costs">our hosting cost estimates</Link>. You pay in time instead:
          upgrades, backups and monitoring are yours.
        </p>
      </li>
      <li className={styles.point}>
        <h3>No limits and no lock-in</h3>
        <p>
          The core is MIT-licensed, with every analysis feature and no event limit. You can read the code that counts
          your data, change it, and move between self-hosted and Cloud, which run the same software.
        </p>
      </li>
      <li className={styles.point}>
        <h3>Rather not run servers?</h3>
        <p>
          <Link to={cloudSignup}>Cairn Cloud</Link> runs it for you in the EU or the US, with the first{' '}
          {formatCount(PRICING.cloudFreeEvents)} events every month free. <Link to="/pricing">Pricing</Link> compares
          the plans.
        </p>
      </li>
    </ul>
  );
}
