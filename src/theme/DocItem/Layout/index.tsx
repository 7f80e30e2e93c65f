/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocItem/Layout). Upstream picks the desktop or the mobile
 * table of contents with `useWindowSize()` (996px), after hydration. Ours renders one table of contents
 * (src/components/TableOfContents) that CSS places at the site's 1076px cut-off: a column on the right, or
 * a panel under the docs toolbar, which also opens the sidebar drawer.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
// BEGIN CAIRN
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';
import TableOfContents from '@site/src/components/TableOfContents';
import {useLayoutState} from '@site/src/components/Layout/LayoutState';
import {DOCS_SIDEBAR_ID} from '@site/src/constants/layout';
import {buildTocTree} from '@site/src/lib/toc';
// END CAIRN

import styles from './styles.module.css';

// BEGIN CAIRN
const TOC_ID = 'cairn-toc';

function useTocRange() {
  const {frontMatter} = useDoc();
  const {tableOfContents} = useThemeConfig();
  return {
    minHeadingLevel: frontMatter.toc_min_heading_level ?? tableOfContents.minHeadingLevel,
    maxHeadingLevel: frontMatter.toc_max_heading_level ?? tableOfContents.maxHeadingLevel,
  };
}

/** At and below the cut-off: the buttons that open the sidebar drawer and the table of contents. */
function DocsToolbar({hasToc}: {hasToc: boolean}): ReactNode {
  const sidebar = useDocsSidebar();
  const {state, dispatch} = useLayoutState();
  if (!sidebar && !hasToc) return null;
  return (
    <div className={styles.toolbar} data-pagefind-ignore="all">
      {sidebar && (
        <button
          type="button"
          className={clsx('clean-btn', styles.toolbarButton)}
          aria-expanded={state.sidebar.open}
          aria-controls={DOCS_SIDEBAR_ID}
          onClick={() => dispatch({type: 'sidebar/toggle'})}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 6h16M4 12h10M4 18h13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
          {sidebar.name === 'handbook' ? 'Handbook menu' : 'Docs menu'}
        </button>
      )}
      {hasToc && (
        <button
          type="button"
          className={clsx('clean-btn', styles.toolbarButton)}
          aria-expanded={state.contents.open}
          aria-controls={TOC_ID}
          onClick={() => dispatch({type: 'contents/toggle'})}>
          On this page
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={clsx(state.contents.open && styles.flipped)}>
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      )}
    </div>
  );
}
// END CAIRN

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  // BEGIN CAIRN
  const range = useTocRange();
  const {state} = useLayoutState();
  const version = useDocsVersion();
  // The handbook is a docs instance without versions; the docs' unreleased version is "current".
  const versionName = version.pluginId === 'handbook' ? null : version.version === 'current' ? 'next' : version.version;
  const hasToc =
    !frontMatter.hide_table_of_contents &&
    buildTocTree(toc, {minDepth: range.minHeadingLevel, maxDepth: range.maxHeadingLevel}).length > 0;
  return (
    <div className={clsx(styles.layout, hasToc && styles.withToc)}>
      <DocsToolbar hasToc={hasToc} />
      {hasToc && (
        <div id={TOC_ID} className={clsx(ThemeClassNames.docs.docTocDesktop, styles.toc, state.contents.open && styles.tocOpen)}>
          <TableOfContents toc={toc} {...range} />
        </div>
      )}
      <div className={styles.content}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <PageActions key={`actions:${metadata.permalink}`} title={metadata.title} />
            <DocBreadcrumbs />
            <DocVersionBadge />
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
            <PageFeedback key={`feedback:${metadata.permalink}`} title={metadata.title} version={versionName} />
          </article>
          <DocItemPaginator />
        </div>
      </div>
    </div>
  );
  // END CAIRN
}
