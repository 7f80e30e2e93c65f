/** Which built pages the offline search indexes, and how each is labelled and filtered. */

export type SearchSection = 'Docs' | 'Handbook' | 'Blog' | 'Site';

/**
 * The class a page outside the docs, handbook and blog puts on its `<html>` to be searched, under "Site": an MDX page
 * with `wrapperClassName: cairn-search-page` in its front matter, a React page with
 * `<HtmlClassNameProvider className={SEARCH_PAGE_CLASS}>`. Its `main article` is what is indexed.
 */
export const SEARCH_PAGE_CLASS = 'cairn-search-page';

export interface SearchPageInfo {
  section: SearchSection;
  /** Docs version ("1.15", "next"); pages outside the versioned docs carry "all". */
  version: string;
}

/** Classifies a built page from the classes Docusaurus puts on its <html> element; null means "do not index". */
export function classifyPage(htmlClassName: string): SearchPageInfo | null {
  const classes = new Set(htmlClassName.split(/\s+/));
  if (classes.has('blog-post-page')) return {section: 'Blog', version: 'all'};
  if (classes.has(SEARCH_PAGE_CLASS) && classes.has('plugin-pages')) return {section: 'Site', version: 'all'};
  if (!classes.has('docs-doc-page')) return null;
  if (classes.has('plugin-id-handbook')) return {section: 'Handbook', version: 'all'};
  if (classes.has('plugin-id-default')) {
    const version = [...classes].find((c) => c.startsWith('docs-version-'))?.slice('docs-version-'.length);
    return {section: 'Docs', version: !version || version === 'current' ? 'next' : version};
  }
  return null;
}

/**
 * Pages written for contributors, not readers (an address segment starting with `_`, such as the API reference's
 * page template `/docs/_api-endpoint-template`): never in readers' search results.
 */
export function isContributorPage(url: string): boolean {
  return url.split('/').some((segment) => segment.startsWith('_'));
}

/** Parts of a page that are navigation, not content: never indexed. */
export const SEARCH_EXCLUDED_SELECTORS = [
  'nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  '.pagination-nav',
  '.hash-link',
  'footer',
];

/**
 * The docs version a search from this path starts with: the version of the docs page being read (`/docs/next/...`,
 * `/docs/1.14/...`), or the latest for any other page. `otherVersions` are the path segments of the versions other
 * than the latest ("next", "1.14").
 */
export function searchVersionOfPath(pathname: string, latestVersion: string, otherVersions: readonly string[]): string {
  const segment = /^\/docs\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return segment && otherVersions.includes(segment) ? segment : latestVersion;
}
