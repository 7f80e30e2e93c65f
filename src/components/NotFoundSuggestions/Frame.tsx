import type {MouseEventHandler, ReactNode} from 'react';
import styles from './styles.module.css';

/** How many suggestions show, and so how many rows the placeholder has. */
export const SHOWN = 5;

/**
 * The heading's ids: one for the suggestions, one for their loading state, because 404.html holds both (React streams
 * the lazy suggestions after their fallback, then swaps them in) and an id is unique in a page. The suggestions show
 * once a page, so fixed ids do.
 */
export const HEADING_ID = {shown: 'not-found-suggestions-heading', loading: 'not-found-suggestions-loading-heading'};

/** The suggestions' frame, shared by the suggestions and their loading state (./Loading.tsx). */
export function SuggestionsFrame({
  headingId,
  busy,
  onClick,
  children,
}: {
  headingId: string;
  busy: boolean;
  /** Clicks inside the frame (a suggestion followed). */
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}): ReactNode {
  return (
    // The click handler only observes which link was followed; the links themselves are the controls.
    <section className={styles.suggestions} aria-labelledby={headingId} onClick={onClick}>
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
      <span className="cairn-visually-hidden">Looking for similar pages…</span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({length: SHOWN}, (_, i) => (
          <li key={i} className={styles.placeholder} />
        ))}
      </ul>
    </div>
  );
}
