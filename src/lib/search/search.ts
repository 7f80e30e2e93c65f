/**
 * The site's search over the Pagefind index, as the search dialog, the 404 page's suggestions and
 * scripts/search-eval.mts run it: the reader's query and its synonym variant (src/data/searchSynonyms.ts) searched
 * side by side and merged into one ranking across sections; when that finds little, or a word is not in the index,
 * the index's vocabulary (loaded then, once) corrects the spelling and the corrected query is searched instead.
 */
import {SEARCH_SYNONYMS} from '../../data/searchSynonyms';
import {correctQuery, mergeRankings, queryWords, withSynonyms, type Vocabulary} from './query';

/** The index's vocabulary, loaded on first need and kept. A failed load is tried again next time. */
export interface LazyVocabulary {
  current(): Vocabulary | undefined;
  load(): Promise<Vocabulary>;
}

export function lazyVocabulary(fetchVocabulary: () => Promise<Vocabulary>): LazyVocabulary {
  let loaded: Vocabulary | undefined;
  let loading: Promise<Vocabulary> | undefined;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= fetchVocabulary().then(
        (vocabulary) => (loaded = vocabulary),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** One page as Pagefind's `data()` gives it. */
export interface SearchPage {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string};
}

/** What the site needs of Pagefind's runtime (its `search`), in the browser or in Node. */
export interface SearchEngine {
  search(
    query: string,
    options: {filters: Record<string, unknown>},
  ): Promise<{results: {id: string; score: number; data(): Promise<SearchPage>}[]} | null>;
}

export interface SiteSearch<T extends SearchPage = SearchPage> {
  /** The best pages first, at most `limit`. */
  pages: T[];
  /** How many pages were found in all. */
  total: number;
  /** The corrected query the pages are for, when the reader's spelling was corrected. */
  correctedQuery?: string;
}

/** Fewer results than this and the spelling is checked against the vocabulary. */
export const FEW_RESULTS = 3;
/** The reader's own words count a little less than the docs' words they stand for. */
const READER_WORDS_WEIGHT = 0.9;

type Found = Awaited<ReturnType<SearchEngine['search']>>;
type Hit = NonNullable<Found>['results'][number];

async function searchVariants(engine: SearchEngine, words: string[], filters: Record<string, unknown>) {
  const synonym = withSynonyms(words, SEARCH_SYNONYMS);
  const found = await Promise.all([
    engine.search(words.join(' '), {filters}),
    synonym ? engine.search(synonym, {filters}) : Promise.resolve(null),
  ]);
  const lists = [{results: found[0]?.results ?? [], weight: synonym ? READER_WORDS_WEIGHT : 1}];
  if (synonym) lists.push({results: found[1]?.results ?? [], weight: 1});
  return mergeRankings<Hit & {url: string}>(
    lists.map((list) => ({weight: list.weight, results: list.results.map((hit) => Object.assign(hit, {url: hit.id}))})),
  );
}

/**
 * Searches the index for `query` (see the module comment). `vocabulary` loads the index's words the first time
 * a search finds little; a failure to load it leaves the results uncorrected.
 */
export async function searchSite<T extends SearchPage>(
  engine: SearchEngine,
  query: string,
  options: {filters: Record<string, unknown>; limit: number; vocabulary: LazyVocabulary},
): Promise<SiteSearch<T>> {
  const words = queryWords(query);
  if (words.length === 0) return {pages: [], total: 0};
  let hits = await searchVariants(engine, words, options.filters);
  let correctedQuery: string | undefined;
  // The vocabulary downloads only when a search finds little; once it is there, every query is checked.
  const vocabulary =
    options.vocabulary.current() ??
    (hits.length < FEW_RESULTS ? await options.vocabulary.load().catch(() => undefined) : undefined);
  const unknown = vocabulary && words.some((word) => vocabulary[word] === undefined);
  if (vocabulary && (hits.length < FEW_RESULTS || unknown)) {
    const corrected = correctQuery(words, vocabulary);
    if (corrected) {
      const better = await searchVariants(engine, queryWords(corrected), options.filters);
      if (better.length > 0 && (hits.length < FEW_RESULTS || better.length >= hits.length)) {
        hits = better;
        correctedQuery = corrected;
      }
    }
  }
  const pages = (await Promise.all(hits.slice(0, options.limit).map((hit) => hit.data()))) as T[];
  return {pages, total: hits.length, correctedQuery};
}
