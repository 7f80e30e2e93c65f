import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {OLDER_DOCS_VERSIONS} from '@site/src/constants/docs';
import {costRange, MEDIUM_HOSTING_COSTS} from '@site/src/data/hostingCosts';
import {PRICING} from '@site/src/data/plans';
import {releases} from '@site/src/data/releases';
import {formatCount, formatUsd} from '@site/src/lib/numbers';
import {selfHostingComparison} from '@site/src/lib/pricing';
import {supportWindow} from '@site/src/lib/releases';

/**
 * The numbers of /features/self-hosted, each from its one source: the hosting cost estimates
 * (src/data/hostingCosts.ts), the Cloud price (src/data/plans.ts) and the releases that get fixes
 * (src/data/releases.ts, with the older docs versions of src/constants/docs.ts).
 */

/** What the medium size costs per provider, as a table. */
export function MediumHostingCosts(): ReactNode {
  const {events} = selfHostingComparison();
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th>Provider</th>
          <th>Servers for {formatCount(events)} events a month, with ClickHouse</th>
        </tr>
      </thead>
      <tbody>
        {MEDIUM_HOSTING_COSTS.map((cost) => (
          <tr key={cost.provider}>
            <td>{cost.provider}</td>
            <td>{costRange(cost)} a month</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One sentence: the same volume on Cairn Cloud, at list price. */
export function CloudComparison(): ReactNode {
  const {events, cloud, selfHostedLow, selfHostedHigh} = selfHostingComparison();
  return (
    <>
      At {formatCount(events)} events a month, the servers cost {formatUsd(selfHostedLow)} to{' '}
      {formatUsd(selfHostedHigh)} a month depending on the provider; the same volume on Cairn Cloud, where the first{' '}
      {formatCount(PRICING.cloudFreeEvents)} events of each month are free, costs {formatUsd(cloud)} a month.
    </>
  );
}

/** The minor releases that get patch releases now, each with the release that ends its fixes. */
export function SupportWindowList(): ReactNode {
  return (
    <ul>
      {supportWindow(releases).map(({minor, fixesUntil}, index) => {
        const older = OLDER_DOCS_VERSIONS.find((version) => version.version === minor);
        return (
          <li key={minor}>
            <strong>{minor}</strong>
            {index === 0 ? ', the latest minor release,' : ', the one before it,'} gets security and bug fixes until{' '}
            {fixesUntil} is released.{' '}
            {older ? (
              <>
                Its docs stay online at <Link to={`/docs/${older.version}`}>/docs/{older.version}</Link>.
              </>
            ) : (
              <>
                Its docs are the <Link to="/docs">current docs</Link>.
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
