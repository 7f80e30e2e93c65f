/**
 * The docs sidebar as a tree of keyed entries: which page a path selects and which categories lead to it.
 * The shapes are those of `useDocsSidebar().items` (@docusaurus/plugin-content-docs/client).
 */
import {pathKey} from './pathKey';

export type SidebarEntry =
  | {type: 'link'; label: string; href: string; className?: string}
  | {type: 'category'; label: string; items: SidebarEntry[]; href?: string; className?: string; collapsed?: boolean}
  | {type: 'html'; value: string; className?: string};

export {pathKey} from './pathKey';

/** A category's key: the labels from the top of the sidebar down to it. */
export function categoryKey(parentKey: string | null, label: string): string {
  return parentKey ? `${parentKey} / ${label}` : label;
}

/**
 * The keys of the categories that contain the page at `path` (outermost first), or null when the sidebar
 * does not list it. A category whose own link is the page counts as a parent (it opens on its page).
 */
export function parentKeysOf(
  items: readonly SidebarEntry[],
  path: string,
  parentKey: string | null = null,
): string[] | null {
  const target = pathKey(path);
  for (const item of items) {
    if (item.type === 'link' && pathKey(item.href) === target) return [];
    if (item.type === 'category') {
      const key = categoryKey(parentKey, item.label);
      if (item.href && pathKey(item.href) === target) return [key];
      const inner = parentKeysOf(item.items, path, key);
      if (inner) return [key, ...inner];
    }
  }
  return null;
}

/** Keys of the categories a sidebar opens with (`collapsed: false` in sidebars.ts). */
export function initiallyExpandedKeys(items: readonly SidebarEntry[], parentKey: string | null = null): string[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const key = categoryKey(parentKey, item.label);
    return [...(item.collapsed === false ? [key] : []), ...initiallyExpandedKeys(item.items, key)];
  });
}
