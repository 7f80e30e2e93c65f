import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** How many suggestions show, and so how many rows the placeholder has. */
export const SHOWN = 5;

/** The suggestions' frame, shared by the suggestions and their loading state (./Loading.tsx). */
export function SuggestionsFrame({headingId, busy, children}: {headingId: string; busy: boolean; children: ReactNode}): ReactNode {
  return (
    <section className={styles.suggestions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Pages that may be what you were looking for
      </h2>
      <div className={styles.area} aria-live="polite" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}

export function Placeholder({className}: {className?: string}): ReactNode {
  return (
    <div className={className}>
      <span className={styles.srOnly}>Looking for similar pages…</span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({length: SHOWN}, (_, i) => (
          <li key={i} className={styles.placeholder} />
        ))}
      </ul>
    </div>
  );
}
