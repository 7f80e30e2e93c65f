import {useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode} from 'react';
import {useLocation} from '@cairn/docusaurus-internals/router';
import {searchFilters} from '@cairn/docs-search';
import {searchVersionOfPath} from '@site/src/lib/searchIndex';
import {LATEST_DOCS_VERSION, OTHER_DOCS_VERSION_PATHS} from '@site/src/constants/docs';
import {findSuggestions, searchWordsFromPath} from '@site/src/lib/notFound';
import {searchPagefind, type PagefindResult as PagefindPage} from '@site/src/components/Search/pagefind';
import {HEADING_ID, Placeholder, SHOWN, SuggestionsFrame} from './Frame';
import {Fallback, InitialState, Row} from './Sections';
import {notFoundClickEvent, notFoundEvent, pageClient, track} from '@site/src/lib/siteEvents';
import styles from './styles.module.css';

/** How long search may take before the section links show instead. */
const TIMEOUT_MS = 8000;

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** What the search gave for one path: the pages to suggest, or null when it failed, timed out or found nothing. */
type Found = {path: string; pages: PagefindPage[] | null};

/** Until this component has hydrated, what the server rendered (the same 404.html answers every unknown path). */
function statusOf(isBrowser: boolean, pathname: string, hasWords: boolean, found: Found | undefined) {
  if (!isBrowser) return 'initial';
  if (!hasWords) return 'fallback';
  if (found?.path !== pathname) return 'loading';
  return found.pages ? 'results' : 'fallback';
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
  // Not Docusaurus's useIsBrowser(): this component loads as a lazy chunk (see NotFound/Content) and may hydrate after
  // the rest of the page, when useIsBrowser() is already true. React hydrates it with the server snapshot (false),
  // so its first render is what the server rendered, then renders it again with the browser's (true).
  const isBrowser = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const [found, setFound] = useState<Found | undefined>(undefined);
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
    const filters = searchFilters(searchVersionOfPath(pathname, LATEST_DOCS_VERSION, OTHER_DOCS_VERSION_PATHS));
    findSuggestions(pathname, async (query, limit) => (await searchPagefind(query, filters, limit)).pages, SHOWN)
      .then(finish)
      // No index (a build without scripts/search-index.mts), blocked or offline: the section links show instead.
      .catch(() => finish(null));
    return () => {
      current = false;
      window.clearTimeout(timeout);
    };
  }, [isBrowser, hasWords, pathname]);

  const status = statusOf(isBrowser, pathname, hasWords, found);
  const pages = status === 'results' ? (found?.pages ?? []) : [];

  // The site's analytics (when there is any) learns which addresses readers miss, and what they chose instead.
  const tracked = useRef('');
  useEffect(() => {
    if ((status !== 'results' && status !== 'fallback') || tracked.current === pathname) return;
    tracked.current = pathname;
    track(pageClient(), ...notFoundEvent(pathname, pages.length));
  }, [status, pathname, pages.length]);
  const onChoose = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const links = Array.from(event.currentTarget.querySelectorAll('a'));
    track(pageClient(), ...notFoundClickEvent(pathname, link.getAttribute('href') ?? '', links.indexOf(link) + 1));
  };

  return (
    <SuggestionsFrame
      headingId={HEADING_ID.shown}
      busy={status === 'initial' || status === 'loading'}
      onClick={onChoose}
    >
      {/* First paint: the placeholder when JavaScript runs (it searches next), the section links when it does not. */}
      {status === 'initial' ? <InitialState /> : null}
      {status === 'loading' ? <Placeholder /> : null}
      {status === 'fallback' ? <Fallback /> : null}
      {status === 'results' ? (
        <ul className={styles.list}>
          {pages.map((page) => (
            <Row
              key={page.url}
              to={page.url}
              title={page.meta.title ?? page.url}
              detail={page.meta.section ?? 'Docs'}
            />
          ))}
        </ul>
      ) : null}
    </SuggestionsFrame>
  );
}
