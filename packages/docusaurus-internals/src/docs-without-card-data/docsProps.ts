import type {RouteConfig} from '@docusaurus/types';

type SidebarItem = {type: string; items?: SidebarItem[]; docId?: string; unlisted?: boolean};

/** Sidebar items without what no component of this site reads: a link's `docId`, and `unlisted` when false. */
function leanSidebar(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category' && item.items) return {...item, items: leanSidebar(item.items)};
    if (item.type !== 'link') return item;
    const lean = {...item};
    delete lean.docId;
    if (!lean.unlisted) delete lean.unlisted;
    return lean;
  });
}

/**
 * Every docs page of a version loads that version's metadata: its sidebars and, for each of its docs, the id, title,
 * description and sidebar (`PropVersionMetadata.docs`). Only the classic theme's doc cards (`DocCardList`, the
 * generated index pages of categories, and `useDocById()`) read that list of docs, and this site shows none; on the
 * docs it was three quarters of the data, about 5 KB of gzipped JavaScript on every docs page. This empties it in
 * the routes' props, recursively, and drops the sidebar links' `docId` (read by those cards and by upstream's
 * sidebar, which ours replaces) and `unlisted: false`; the optional fields of `PropSidebarItemLink`.
 */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version as
    {docs?: Record<string, unknown>; docsSidebars?: Record<string, SidebarItem[]>} | undefined;
  const props =
    version?.docs && route.props
      ? {
          ...route.props,
          version: {
            ...version,
            docs: {},
            ...(version.docsSidebars && {
              docsSidebars: Object.fromEntries(
                Object.entries(version.docsSidebars).map(([name, items]) => [name, leanSidebar(items)]),
              ),
            }),
          },
        }
      : route.props;
  return {...route, ...(props ? {props} : {}), ...(route.routes ? {routes: route.routes.map(withoutVersionDocs)} : {})};
}

/** Whether a doc's Markdown renders doc cards or looks docs up by id, which need the version's list of docs. */
export const rendersDocCards = (markdown: string): boolean =>
  /\bDocCardList\b|\buseDocById\b|\buseCurrentSidebarCategory\b/.test(markdown);

/** Whether a sidebar has a category with a generated index page, whose cards need the version's list of docs. */
export function hasGeneratedIndex(items: readonly unknown[]): boolean {
  return items.some((item) => {
    const category = item as {type?: string; link?: {type?: string}; items?: unknown[]};
    return (
      category.type === 'category' &&
      (category.link?.type === 'generated-index' || hasGeneratedIndex(category.items ?? []))
    );
  });
}
