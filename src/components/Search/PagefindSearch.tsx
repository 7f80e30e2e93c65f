import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useNavigate} from '@cairn/docusaurus-internals/router';
import {searchFilters, type SearchSection} from '@site/src/lib/searchIndex';
import {pageClient, searchClickEvent, searchEvents, track} from '@site/src/lib/siteEvents';
import {loadPagefind, type PagefindResult} from './pagefind';
import styles from './styles.module.css';

const SECTION_ORDER: SearchSection[] = ['Docs', 'Handbook', 'Blog'];
/** A search counts as done when its query has not changed for this long: one event per search, not per keystroke. */
const SETTLED_MS = 1000;

export interface SearchVersion {
  /** The search filter's value: "next", "1.15", "1.14". */
  name: string;
  label: string;
}

/**
 * The offline search dialog: results from the Pagefind index, grouped by section, for one docs version at a time
 * (`initialVersion`, the version of the page being read, until the reader picks another) with the handbook and blog.
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
    loadPagefind()
      .then((pagefind) => {
        if (current) setStatus('searching');
        return pagefind.debouncedSearch(text, {filters: searchFilters(version)}, 150);
      })
      .then(async (search) => {
        if (!search || !current) return;
        const data = await Promise.all(search.results.slice(0, 12).map((result) => result.data()));
        if (!current) return;
        setResults(data);
        setTotal(search.results.length);
        setActive(0);
        setStatus('done');
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
  }, [query, version]);

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
  const shown = hasQuery ? results : [];
  const ordered = SECTION_ORDER.map((section) => ({
    section,
    items: shown.filter((result) => (result.meta.section ?? 'Docs') === section),
  })).filter((group) => group.items.length > 0);
  const flat = ordered.flatMap((group) => group.items);

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
        <h2 id={titleId} className={styles.srOnly}>
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
            onChange={(event) => setQuery(event.target.value)}
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
          {ordered.map((group) => (
            <section key={group.section} aria-label={group.section}>
              <h3 className={styles.group}>{group.section}</h3>
              <ul className={styles.list}>
                {group.items.map((result) => {
                  const index = flat.indexOf(result);
                  return (
                    <li key={result.url}>
                      <Link
                        to={result.url}
                        className={index === active ? styles.activeResult : styles.result}
                        onClick={() => {
                          chose(result.url);
                          onClose();
                        }}
                      >
                        <span className={styles.resultTitle}>{result.meta.title ?? result.url}</span>
                        {/* Pagefind's excerpt is our own page text, with the matches wrapped in <mark>. */}
                        <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </dialog>
  );
}
