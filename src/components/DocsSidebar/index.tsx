import {startTransition, useEffect, useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@cairn/docusaurus-internals/router';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {initiallyExpandedKeys, parentKeysOf, pathKey, type SidebarEntry} from '@site/src/lib/sidebarTree';
import {followFlag, type FlagClient} from '@site/src/lib/flags';
import {useLayoutState} from '@site/src/components/Layout/LayoutState';
import {DOCS_SIDEBAR_ID} from '@site/src/constants/layout';
import SidebarTree from './SidebarTree';
import styles from './styles.module.css';

export const TUTORIALS_FLAG = 'launch-tutorials-section';

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Shows the Tutorials group only while the `launch-tutorials-section` flag is on. The state lives on
 * <html data-flag-launch-tutorials-section>, which custom.css reads, so the group is hidden from the first
 * paint (flags are off until the analytics client says otherwise) and toggles without a reload.
 */
function useTutorialsFlag(): void {
  useEffect(() => {
    const root = document.documentElement;
    return followFlag(
      () => window.posthog as FlagClient | undefined,
      TUTORIALS_FLAG,
      (on) => root.setAttribute(`data-flag-${TUTORIALS_FLAG}`, on ? 'on' : 'off'),
      window,
    );
  }, []);
}

/**
 * The docs and handbook sidebar. Above the 1076px cut-off a 300px column beside the page, which the visitor
 * can hide (leaving a rail with a button to bring it back); at and below it a drawer opened from the docs
 * toolbar (src/theme/DocItem/Layout); without JavaScript, a list above the page.
 */
export default function DocsSidebar(): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const {state, dispatch} = useLayoutState();
  const hideable = useThemeConfig().docs.sidebar.hideable;
  const closeButton = useRef<HTMLButtonElement>(null);
  useTutorialsFlag();

  const items = (sidebar?.items ?? []) as SidebarEntry[];
  const key = pathKey(pathname);
  const parents = parentKeysOf(items, pathname) ?? [];
  const opened = initiallyExpandedKeys(items);
  const name = sidebar?.name ?? null;

  // Until the state has caught up with this page (server render, first paint, the frame after a navigation),
  // expand what navigating will: the categories open in this sidebar (or those it opens with, coming from another
  // sidebar or none), and the page's parents.
  const current = state.selectedKey === key && state.sidebarEntry === name;
  const sameSidebar = state.sidebarEntry === name;
  const isExpanded = (category: string) =>
    current
      ? state.expandedKeys.includes(category)
      : parents.includes(category) || (sameSidebar ? state.expandedKeys.includes(category) : opened.includes(category));

  // Navigating (first load included) selects the page and expands its parents. Coming from no docs page (the
  // page's start), that changes nothing on screen (see isExpanded), so it runs as a transition, which yields to the
  // browser instead of re-rendering the whole tree in the task that hydrates the page.
  useBrowserLayoutEffect(() => {
    const navigate = () => dispatch({type: 'navigate', key, sidebarEntry: name, parents, opened});
    if (state.selectedKey === null) startTransition(navigate);
    else navigate();
    // `parents` and `opened` derive from `key` and `name`, so those two say when to run; `state` is read, not
    // followed.
  }, [dispatch, key, name]);

  const {open, hidden} = state.sidebar;
  useEffect(() => {
    if (!open) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({type: 'sidebar/close'});
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dispatch]);

  if (!sidebar) return null;
  return (
    <>
      <aside
        id={DOCS_SIDEBAR_ID}
        className={clsx(
          ThemeClassNames.docs.docSidebarContainer,
          styles.container,
          open && styles.open,
          hidden && styles.hidden,
        )}
        aria-label="Sidebar"
      >
        <div className={styles.viewport}>
          <div className={styles.drawerHeader}>
            <span className={styles.drawerTitle}>{name === 'handbook' ? 'Handbook' : 'Docs'}</span>
            <button
              ref={closeButton}
              type="button"
              className={clsx('clean-btn', styles.iconButton)}
              aria-label="Close the sidebar"
              onClick={() => dispatch({type: 'sidebar/close'})}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </button>
          </div>
          <nav
            className={clsx('menu thin-scrollbar', ThemeClassNames.docs.docSidebarMenu, styles.menu)}
            aria-label={name === 'handbook' ? 'Handbook sidebar' : 'Docs sidebar'}
          >
            <SidebarTree
              items={items}
              selectedKey={key}
              isExpanded={isExpanded}
              onToggle={(category) => dispatch({type: 'sidebar/toggleKey', key: category})}
            />
          </nav>
          {hideable && (
            <button
              type="button"
              className={clsx('clean-btn', styles.hideButton)}
              onClick={() => dispatch({type: 'sidebar/hide', hidden: true})}
            >
              <span aria-hidden="true">«</span> Hide sidebar
            </button>
          )}
        </div>
        {hideable && (
          <button
            type="button"
            className={clsx('clean-btn', styles.showButton)}
            aria-label="Show the sidebar"
            title="Show the sidebar"
            onClick={() => dispatch({type: 'sidebar/hide', hidden: false})}
          >
            <span aria-hidden="true">»</span>
          </button>
        )}
      </aside>
      <div
        className={clsx(styles.backdrop, open && styles.backdropShown)}
        aria-hidden="true"
        onClick={() => dispatch({type: 'sidebar/close'})}
      />
    </>
  );
}
