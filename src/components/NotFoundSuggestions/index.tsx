import {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {defaultSearchFilters} from '@site/src/lib/searchIndex';
import {findSuggestions, isNextDocsPath, searchWordsFromPath} from '@site/src/lib/notFound';
import {searchPagefind, type PagefindResult as PagefindPage} from '@site/src/components/Search/pagefind';
import styles from './styles.module.css';

/** How many suggestions show, and how long search may take before the section links show instead. */
const SHOWN = 5;
const TIMEOUT_MS = 8000;

/** The sections to start from when search finds nothing or cannot run (and without JavaScript). */
const SECTIONS = [
  {title: 'Docs', to: '/docs', about: 'Set up, configure and use Cairn'},
  {title: 'Install', to: '/docs/deployment', about: 'Deploy Cairn on your own servers'},
  {title: 'Blog', to: '/blog', about: 'Release notes and stories from the team'},
  {title: 'Handbook', to: '/handbook', about: 'How the Cairn team works'},
];

/** What the search gave for one path: the pages to suggest, or null when it failed, timed out or found nothing. */
type Found = {path: string; pages: PagefindPage[] | null};

/** Until hydration is over, what the server rendered (the same 404.html answers every unknown path). */
function statusOf(isBrowser: boolean, pathname: string, hasWords: boolean, found: Found | undefined) {
  if (!isBrowser) return 'initial';
  if (!hasWords) return 'fallback';
  if (found?.path !== pathname) return 'loading';
  return found.pages ? 'results' : 'fallback';
}

function Row({to, title, detail}: {to: string; title: string; detail: string}): ReactNode {
  return (
    <li>
      <Link to={to} className={styles.link}>
        <span className={styles.title}>{title}</span>
        <span className={styles.detail}>{detail}</span>
      </Link>
    </li>
  );
}

function Fallback({className}: {className?: string}): ReactNode {
  return (
    <div className={className}>
      <ul className={styles.list}>
        {SECTIONS.map((section) => (
          <Row key={section.to} to={section.to} title={section.title} detail={section.about} />
        ))}
      </ul>
      <p className={styles.hint}>
        <span className={styles.keysHint}>
          Or press <kbd>Ctrl</kbd> <kbd>K</kbd> (<kbd>⌘</kbd> <kbd>K</kbd> on a Mac) to search the docs, handbook and blog.
        </span>
        <span className={styles.buttonHint}>Or search the docs, handbook and blog with the search button at the top.</span>
      </p>
    </div>
  );
}

function Placeholder({className}: {className?: string}): ReactNode {
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

/**
 * "Pages that may be what you were looking for" on the 404 page: the offline search (Pagefind) run on the words
 * of the requested path, the pages whose address is closest first (src/lib/notFound.ts). The path is read after
 * hydration (the same 404.html answers every unknown path). The area keeps the height of five results in every
 * state, so nothing moves; without JavaScript, or when search fails or finds nothing, it links to the main
 * sections instead.
 */
export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const {siteConfig} = useDocusaurusContext();
  const {latestDocsVersion} = siteConfig.customFields as {latestDocsVersion: string};
  const [found, setFound] = useState<Found | undefined>(undefined);
  const headingId = useId();
  const hasWords = searchWordsFromPath(pathname).length > 0;

  useEffect(() => {
    if (!isBrowser || !hasWords) return undefined;
    let current = true;
    // The first answer wins: results, or nothing on an error or after TIMEOUT_MS; nothing replaces it.
    const finish = (pages: PagefindPage[] | null) => {
      if (!current) return;
      current = false;
      window.clearTimeout(timeout);
      setFound({path: pathname, pages: pages && pages.length > 0 ? pages : null});
    };
    const timeout = window.setTimeout(() => finish(null), TIMEOUT_MS);
    const filters = defaultSearchFilters(latestDocsVersion, isNextDocsPath(pathname));
    findSuggestions(pathname, (query, limit) => searchPagefind(query, filters, limit), SHOWN)
      .then(finish)
      // No index (a build without scripts/search-index.mts), blocked or offline: the section links show instead.
      .catch(() => finish(null));
    return () => {
      current = false;
      window.clearTimeout(timeout);
    };
  }, [isBrowser, hasWords, pathname, latestDocsVersion]);

  const status = statusOf(isBrowser, pathname, hasWords, found);
  const pages = status === 'results' ? (found?.pages ?? []) : [];

  return (
    <section className={styles.suggestions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Pages that may be what you were looking for
      </h2>
      <div className={styles.area} aria-live="polite" aria-busy={status === 'initial' || status === 'loading'}>
        {/* First paint: the placeholder when JavaScript runs (it searches next), the section links when it does not. */}
        {status === 'initial' ? (
          <>
            <Placeholder className={styles.withJs} />
            <Fallback className={styles.withoutJs} />
          </>
        ) : null}
        {status === 'loading' ? <Placeholder /> : null}
        {status === 'fallback' ? <Fallback /> : null}
        {status === 'results' ? (
          <ul className={styles.list}>
            {pages.map((page) => (
              <Row key={page.url} to={page.url} title={page.meta.title ?? page.url} detail={page.meta.section ?? 'Docs'} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
