/** Finds docs that no sidebar lists, so the build can fail and name their files. */

export interface SidebarItemLike {
  type: string;
  id?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

export interface DocLike {
  id: string;
  source: string;
  unlisted?: boolean;
}

/** Every doc id that a sidebar item tree references, as an item or as a category's link. */
export function sidebarDocIds(items: readonly SidebarItemLike[]): Set<string> {
  const ids = new Set<string>();
  const visit = (item: SidebarItemLike): void => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.add(item.id);
    if (item.link?.type === 'doc' && item.link.id) ids.add(item.link.id);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return ids;
}

/** Source files (site-relative) of the docs that are in no sidebar; unlisted docs are exempt. */
export function docsMissingFromSidebars(
  docs: readonly DocLike[],
  sidebars: Record<string, readonly SidebarItemLike[]>,
): string[] {
  const listed = new Set<string>();
  for (const items of Object.values(sidebars)) sidebarDocIds(items).forEach((id) => listed.add(id));
  return docs
    .filter((doc) => !doc.unlisted && !listed.has(doc.id))
    .map((doc) => doc.source.replace(/^@site\//, ''))
    .sort();
}
