import {pathKey} from './pathKey';
import type {SidebarEntry} from './sidebarTree';

/** One step of a page's breadcrumbs: a category (with its own page or none) or the page itself. */
export type Breadcrumb = Exclude<SidebarEntry, {type: 'html'}>;

/**
 * The breadcrumbs of the page at `path`: the categories that lead to it, outermost first, then the page's own
 * entry; a category whose own link is the page ends the trail. Empty when the sidebar does not list the page.
 * The same trail as the docs plugin's `useSidebarBreadcrumbs()`, without its look-up of the active plugin.
 */
export function breadcrumbsOf(items: readonly SidebarEntry[], path: string): Breadcrumb[] {
  const target = pathKey(path);
  for (const item of items) {
    if (item.type === 'link' && pathKey(item.href) === target) return [item];
    if (item.type === 'category') {
      if (item.href && pathKey(item.href) === target) return [item];
      const inner = breadcrumbsOf(item.items, path);
      if (inner.length > 0) return [item, ...inner];
    }
  }
  return [];
}
