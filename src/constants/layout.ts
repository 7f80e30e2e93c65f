/**
 * Layout constants: the one place these numbers live. Components import them; CSS reads them as custom
 * properties (`--cairn-*`, written into every page's <head> by src/plugins/layout-tokens.ts) and as custom
 * media queries (`@media (--cairn-narrow)`, replaced at build time by the same plugin).
 */

/** Breakpoints as max widths, in px (Ant Design's grid: a width at or below is that size or smaller). */
export const BREAKPOINTS = {
  xs: 479.98,
  sm: 575.98,
  md: 767.98,
  lg: 991.98,
  xl: 1199.98,
  xxl: 1599.98,
} as const;

/** The responsive map: the media query at which each size applies. */
export const RESPONSIVE_MAP = {
  xs: '(max-width: 575px)',
  sm: '(min-width: 576px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
  xl: '(min-width: 1200px)',
  xxl: '(min-width: 1600px)',
} as const;

/**
 * The desktop/narrow cut-off. At this width and below: burger menu, sidebar and table of contents behind
 * toggles. Wider (1077px and up): the desktop layout. Not Docusaurus's 996px.
 */
export const LAYOUT_CUTOFF = 1076;

/** Range syntax, so no fractional width (zoom, scrollbars) falls between the two. */
export const NARROW_QUERY = `(width <= ${LAYOUT_CUTOFF}px)`;
export const WIDE_QUERY = `(width > ${LAYOUT_CUTOFF}px)`;

/** Side panels (the blog sidebar, the hidden docs sidebar's rail). */
export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;

/** Docs and handbook sidebar. */
export const DOCS_SIDEBAR_WIDTH = 300;
export const DOCS_SIDEBAR_INDENT = 12;

/** Where a heading lands below the top of the window after a table-of-contents click or a #hash load. */
export const TOC_OFFSET = 80;
export const TOC_OFFSET_NARROW = 95;

/** Duration of the smooth scroll to a heading (instant under prefers-reduced-motion). */
export const SCROLL_DURATION_MS = 450;

/** Custom media queries usable in any CSS module as `@media (--cairn-name)`. */
export const CUSTOM_MEDIA: Record<string, string> = {
  '--cairn-narrow': NARROW_QUERY,
  '--cairn-wide': WIDE_QUERY,
  ...Object.fromEntries(Object.entries(RESPONSIVE_MAP).map(([size, query]) => [`--cairn-${size}`, query])),
};

/** Custom properties for CSS, declared on :root. */
export const CSS_TOKENS: Record<string, string> = {
  '--cairn-sider-width': `${SIDER_WIDTH}px`,
  '--cairn-sider-collapsed-width': `${SIDER_COLLAPSED_WIDTH}px`,
  '--cairn-docs-sidebar-width': `${DOCS_SIDEBAR_WIDTH}px`,
  '--cairn-docs-sidebar-indent': `${DOCS_SIDEBAR_INDENT}px`,
  '--cairn-toc-offset': `${TOC_OFFSET}px`,
  '--cairn-toc-offset-narrow': `${TOC_OFFSET_NARROW}px`,
  '--cairn-scroll-duration': `${SCROLL_DURATION_MS}ms`,
};

/**
 * The id of the docs and handbook sidebar (src/components/DocsSidebar), which the narrow-screen toolbar's button
 * controls (`aria-controls`). Here rather than in the sidebar's module, so the page's chunk does not carry a second
 * copy of the sidebar.
 */
export const DOCS_SIDEBAR_ID = 'cairn-docs-sidebar';
