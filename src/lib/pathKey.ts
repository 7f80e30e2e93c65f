/**
 * A page's key: its path without a trailing slash, hash or query. A module of its own so that the docs page's code
 * (breadcrumbs) and the sidebar's code, which load as separate chunks, do not each carry the whole sidebar tree.
 */
export function pathKey(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
