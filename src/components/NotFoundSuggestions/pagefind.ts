import type {SearchSection} from '@site/src/lib/searchIndex';

/** One page found by Pagefind, as its `data()` gives it. */
export interface PagefindPage {
  url: string;
  meta: {title?: string; section?: SearchSection};
}

interface PagefindRuntime {
  search(
    query: string,
    options: Record<string, unknown>,
  ): Promise<{results: {data(): Promise<PagefindPage>}[]} | null>;
}

/**
 * The pages Pagefind finds for `query`, best first, at most `limit`. The runtime (`/pagefind/pagefind.js`, written
 * by scripts/search-index.mts) is the one module the search dialog uses too; a missing or blocked index rejects.
 */
export async function searchPagefind(query: string, filters: Record<string, unknown>, limit: number): Promise<PagefindPage[]> {
  const pagefind = (await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string)) as PagefindRuntime;
  const search = await pagefind.search(query, {filters});
  return Promise.all((search?.results ?? []).slice(0, limit).map((result) => result.data()));
}
