import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useNavigate} from '@cairn/docusaurus-internals/router';
import {RESULTS_SHOWN, searchFilters} from '@cairn/docs-search';
import {pageClient, searchClickEvent, searchEvents, track} from '@site/src/lib/siteEvents';
import {searchPagefind, type PagefindResult} from './pagefind';
import styles from './styles.module.css';

/** A search counts as done when its query has not changed for this long: one event per search, not per keystroke. */
const SETTLED_MS = 1000;
/** Typing faster than this searches once, for the last query. */
const DEBOUNCE_MS = 150;

export interface SearchVersion {
  /** The search filter's value: "next", "1.15", "1.14". */
  name: string;
  label: string;
}

/**
 * The offline search dialog: the site's search (packages/docs-search: readers' words, spelling correction) over the
 * Pagefind index, one ranking across docs, handbook and blog with each result's section shown, for one docs version
 * at a time (`initialVersion`, the version of the page being read, until the reader picks another).
 */
export default function PagefindSearch({
  onClose,
  versions,
  initialVersion,
}: {
  onClose: () => void;
  versions: readonly SearchVersion[];
  initialVersion: string;
}): ReactNode {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(initialVersion);
  const [results, setResults] = useState<PagefindResult[]>([]);
  const [status, setStatus] = useState<'idle' | 'searching' | 'done' | 'error'>('idle');
  const [active, setActive] = useState(0);
  const [total, setTotal] = useState(0);
  // The corrected query the results are for, and whether the reader asked for their own spelling instead.
  const [corrected, setCorrected] = useState<string | undefined>(undefined);
  const [asTyped, setAsTyped] = useState(false);
  const titleId = useId();
  const lastTracked = useRef('');

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    inputRef.current?.focus();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    let current = true;
    const text = query.trim();
    if (!text) return undefined;
    const timer = window.setTimeout(() => {
      setStatus('searching');
      searchPagefind(text, searchFilters(version), RESULTS_SHOWN, {correct: !asTyped})
        .then((search) => {
          if (!current) return;
          setResults(search.pages);
          setTotal(search.total);
          setCorrected(search.correctedQuery);
          setActive(0);
          setStatus('done');
        })
        .catch(() => current && setStatus('error'));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, version, asTyped]);

  // The site's analytics (when there is any) learns what readers search for and whether they found it: once per
  // search, when its query has settled or a result is chosen, whichever comes first.
  const searchKey = `${version}\n${query.trim()}`;
  const trackSearch = () => {
    if (!query.trim() || lastTracked.current === searchKey) return;
    lastTracked.current = searchKey;
    for (const [event, properties] of searchEvents(query, total, {version})) track(pageClient(), event, properties);
  };
  useEffect(() => {
    if (status !== 'done') return undefined;
    const timer = window.setTimeout(trackSearch, SETTLED_MS);
    return () => window.clearTimeout(timer);
    // trackSearch reads exactly these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, searchKey, total]);

  const hasQuery = query.trim().length > 0;
  const flat = hasQuery ? results : [];

  const chose = (url: string) => {
    trackSearch();
    const rank = flat.findIndex((result) => result.url === url) + 1;
    track(pageClient(), ...searchClickEvent(query, rank, url, {version}));
  };
  const go = (url: string) => {
    chose(url);
    onClose();
    navigate(url);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === dialogRef.current && onClose()}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className="cairn-visually-hidden">
          Search cairn.dev
        </h2>
        <div className={styles.inputRow}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            value={query}
            placeholder="Search docs, handbook and blog"
            aria-label="Search docs, handbook and blog"
            aria-controls={`${titleId}-results`}
            onChange={(event) => {
              setQuery(event.target.value);
              setAsTyped(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, flat.length - 1));
              else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              else if (event.key === 'Enter' && flat[active]) go(flat[active].url);
              // A search field swallows Escape to clear itself; here it closes the dialog.
              else if (event.key === 'Escape') onClose();
              else return;
              event.preventDefault();
            }}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
        <label className={styles.option}>
          Docs version
          <select value={version} onChange={(event) => setVersion(event.target.value)}>
            {versions.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div id={`${titleId}-results`} className={styles.results} aria-live="polite">
          {hasQuery && status === 'error' ? (
            <p>Search is unavailable right now. The docs menu and sidebar still work.</p>
          ) : null}
          {hasQuery && status === 'done' && flat.length === 0 ? <p>No results for “{query.trim()}”.</p> : null}
          {hasQuery && status === 'done' && corrected ? (
            <p className={styles.correction}>
              Showing results for <strong>{corrected}</strong>.{' '}
              <button type="button" className={styles.linkButton} onClick={() => setAsTyped(true)}>
                Search instead for “{query.trim()}”
              </button>
            </p>
          ) : null}
          {flat.length > 0 ? (
            <ul className={styles.list} aria-label="Results">
              {flat.map((result, index) => (
                <li key={result.url}>
                  <Link
                    to={result.url}
                    className={index === active ? styles.activeResult : styles.result}
                    onClick={() => {
                      chose(result.url);
                      onClose();
                    }}
                  >
                    <span className={styles.resultTitle}>
                      {result.meta.title ?? result.url}
                      <span className={styles.section}>{result.meta.section ?? 'Docs'}</span>
                    </span>
                    {/* Pagefind's excerpt is our own page text, with the matches wrapped in <mark>. */}
                    <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
