import type {SearchSection} from '@site/src/lib/searchIndex';

/** One page found by Pagefind, as its `data()` gives it. */
export interface PagefindResult {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: SearchSection};
}

type Results = Promise<{results: {data(): Promise<PagefindResult>}[]} | null>;

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string, options: Record<string, unknown>): Results;
  debouncedSearch(query: string, options: Record<string, unknown>, ms: number): Results;
}

let pagefindPromise: Promise<Pagefind> | undefined;

/**
 * Loads the Pagefind runtime that the build wrote to /pagefind (scripts/search-index.mts), once, on first use:
 * the search dialog and the 404 page's suggestions share it. A missing or blocked index rejects, and the next
 * call tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  pagefindPromise ??= import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string).then(
    async (module) => {
      const pagefind = module as Pagefind;
      await pagefind.options({excerptLength: 22});
      return pagefind;
    },
    (error: unknown) => {
      pagefindPromise = undefined;
      throw error;
    },
  );
  return pagefindPromise;
}

/** The pages Pagefind finds for `query`, best first, at most `limit`. */
export async function searchPagefind(
  query: string,
  filters: Record<string, unknown>,
  limit: number,
): Promise<PagefindResult[]> {
  const search = await (await loadPagefind()).search(query, {filters});
  return Promise.all((search?.results ?? []).slice(0, limit).map((result) => result.data()));
}
