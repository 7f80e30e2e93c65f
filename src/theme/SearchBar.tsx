import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@cairn/docusaurus-internals/router';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_LABEL,
  OLDER_DOCS_VERSIONS,
  OTHER_DOCS_VERSION_PATHS,
} from '@site/src/constants/docs';
import {searchVersionOfPath} from '@site/src/lib/searchIndex';
import styles from '@site/src/components/Search/styles.module.css';

/** The docs versions the offline search can be limited to, as the version dropdown names them. */
const SEARCH_VERSIONS = [
  {name: 'next', label: NEXT_DOCS_LABEL},
  {name: LATEST_DOCS_VERSION, label: LATEST_DOCS_VERSION},
  ...OLDER_DOCS_VERSIONS.map(({version}) => ({name: version, label: version})),
];

// Neither search implementation is in the first-load bundle: each loads when the visitor opens search.
/** Starts loading the offline index (and the dialog's code) when the pointer or the focus reaches the button. */
const warmUpSearch = () => {
  import('@site/src/components/Search/pagefind').then(
    ({warmUpSearch: warmUp}) => warmUp(),
    () => undefined,
  );
};
const PagefindSearch = lazy(() => import('@site/src/components/Search/PagefindSearch'));
const AlgoliaSearchBar = lazy(() => import('@theme-original/SearchBar'));

/** Opens DocSearch once its lazily loaded button has mounted. */
function OpenAlgolia(): ReactNode {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.parentElement?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
  }, []);
  return <span ref={ref} hidden />;
}

/**
 * The search entry point: "Search our Docs" on docs pages, "Search" elsewhere, and Ctrl/Cmd+K everywhere.
 * Algolia DocSearch when the build has Algolia keys, otherwise the offline Pagefind index.
 */
export default function SearchBarWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const useAlgolia = Boolean((siteConfig.themeConfig as {algolia?: unknown}).algolia);
  // A docs page, not a docs address that does not exist: that one hydrates the site-wide 404.html, which was
  // rendered outside the docs, so it must keep the "Search" label to match it.
  const onDocs = Boolean(useActiveDocContext('default').activeDoc);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();

  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (useAlgolia && opened) return undefined; // DocSearch handles its own shortcut once loaded.
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show, useAlgolia, opened]);

  if (useAlgolia && opened) {
    return (
      <Suspense fallback={null}>
        <span>
          <AlgoliaSearchBar />
          <OpenAlgolia />
        </span>
      </Suspense>
    );
  }

  const label = onDocs ? 'Search our Docs' : 'Search';
  return (
    <>
      <button
        type="button"
        className={clsx(styles.trigger, onDocs && styles.triggerWide)}
        onClick={show}
        onPointerEnter={useAlgolia ? undefined : warmUpSearch}
        onFocus={useAlgolia ? undefined : warmUpSearch}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={styles.label}>{label}</span>
        <kbd className={styles.keys} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && !useAlgolia ? (
        <Suspense fallback={null}>
          <PagefindSearch
            versions={SEARCH_VERSIONS}
            initialVersion={searchVersionOfPath(pathname, LATEST_DOCS_VERSION, OTHER_DOCS_VERSION_PATHS)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
