import {searchSite, vocabularyLoader, type SearchEngine, type SearchPage, type SiteSearch} from '@cairn/docs-search';
import type {SearchSection} from '@site/src/lib/searchIndex';

/** One page found by the search, as Pagefind's `data()` gives it. */
export interface PagefindResult extends SearchPage {
  meta: {title?: string; section?: SearchSection};
}

interface Pagefind extends SearchEngine {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
}

let pagefindPromise: Promise<Pagefind> | undefined;

/**
 * Loads the Pagefind runtime that the build wrote to /pagefind (scripts/search-index.mts) and its WebAssembly and
 * metadata, once, on first use: the search dialog and the 404 page's suggestions share it. A missing or blocked
 * index rejects, and the next call tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  pagefindPromise ??= import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string).then(
    async (module) => {
      const pagefind = module as Pagefind;
      await pagefind.options({excerptLength: 22});
      await pagefind.init();
      return pagefind;
    },
    (error: unknown) => {
      pagefindPromise = undefined;
      throw error;
    },
  );
  return pagefindPromise;
}

/**
 * Starts loading the index before the visitor types (the pointer or the focus reached the search button), so the
 * first results come sooner on a slow connection. Loads nothing a first search would not load.
 */
export function warmUpSearch(): void {
  loadPagefind().catch(() => undefined);
}

/** The words of the index, by chunk, as a search needs them (packages/docs-search). */
const vocabulary = vocabularyLoader(async (file) => {
  const response = await fetch(`/pagefind/${file}`);
  if (!response.ok) throw new Error(`/pagefind/${file}: ${response.status}`);
  return (await response.json()) as unknown;
});

/** For a search as typed: no word is looked up, so none is corrected. */
const noCorrection = {forWords: async () => ({})};

/** The site's search (packages/docs-search) over the offline index: the best `limit` pages for `query`. */
export async function searchPagefind(
  query: string,
  filters: Record<string, unknown>,
  limit: number,
  {correct = true}: {correct?: boolean} = {},
): Promise<SiteSearch<PagefindResult>> {
  return searchSite<PagefindResult>(await loadPagefind(), query, {
    filters,
    limit,
    vocabulary: correct ? vocabulary : noCorrection,
  });
}
