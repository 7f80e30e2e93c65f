import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PUBLIC_NUMBERS, PUBLIC_NUMBERS_AS_OF, type PublicNumberId} from '@site/src/data/publicNumbers';
import styles from './PublicNumbers.module.css';

const SHOWN: PublicNumberId[] = ['selfHostedInstances', 'cloudOrganizations', 'contributors'];

/** The public numbers as tiles, each with how it is counted (src/data/publicNumbers.ts). */
export default function PublicNumbers(): ReactNode {
  return (
    <>
      <dl className={styles.tiles}>
        {SHOWN.map((id) => (
          <div key={id} className={styles.tile}>
            <dt className={styles.label}>{PUBLIC_NUMBERS[id].label}</dt>
            <dd className={styles.figure}>{PUBLIC_NUMBERS[id].figure}</dd>
            <dd className={styles.measure}>{PUBLIC_NUMBERS[id].measure}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Counted in {PUBLIC_NUMBERS_AS_OF}. How we got here, and what did not go to plan, is in{' '}
        <Link to="/handbook/company/story">our story</Link> and <Link to="/blog/a-year-of-cairn">a year of Cairn</Link>.
      </p>
    </>
  );
}
