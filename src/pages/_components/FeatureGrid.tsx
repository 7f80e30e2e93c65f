import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Feature} from '@site/src/data/features';
import styles from './FeatureGrid.module.css';

/**
 * Features as cards, each linking to its page on the site (`/features/<slug>`), or to its docs page for the features
 * without one. `headingLevel` keeps the page's heading order.
 */
export default function FeatureGrid({
  features,
  headingLevel = 3,
}: {
  features: Feature[];
  headingLevel?: 2 | 3;
}): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.name} className={styles.card}>
          <Heading className={styles.name}>
            <Link to={feature.page ?? feature.doc}>{feature.name}</Link>
          </Heading>
          <p className={styles.summary}>{feature.summary}</p>
        </li>
      ))}
    </ul>
  );
}
