/**
 * The site's search over its Pagefind index, as the search dialog, the 404 page's suggestions and the scripts run
 * it: the reader's query and its synonym variant (synonyms.ts) searched side by side and merged into one ranking
 * across sections; a word the index does not hold is corrected against the index's vocabulary (the chunks of the
 * query's words, loaded beside the search) and the corrected query is searched instead, when it finds anything.
 */
import {SEARCH_SYNONYMS} from './synonyms';
import {
  checksSpelling,
  correctQuery,
  mergeRankings,
  queryWords,
  vocabularyChunkPath,
  vocabularyKey,
  VOCABULARY_KEYS,
  withSynonyms,
  type Vocabulary,
} from './query';

/** One page as Pagefind's `data()` gives it. */
export interface SearchPage {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string};
}

/** What the search needs of Pagefind's runtime (its `search`), in the browser or in Node. */
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

/** The search filters for one docs version ("1.15", "1.14", "next"): its docs plus the handbook and blog. */
export function searchFilters(version: string) {
  return {version: {any: [version, 'all']}};
}

/**
 * Results a search shows: the dialog's list, the script's ranks. Ten, not more: each result's excerpt is a
 * download of its own (about 4 KB), and ten keep the bytes of a first search below what they were before the
 * vocabulary chunks were added.
 */
export const RESULTS_SHOWN = 10;

/** The reader's own words count a little less than the docs' words they stand for. */
const READER_WORDS_WEIGHT = 0.9;

/** The index's vocabulary, chunk by chunk as a search needs it; chunks stay loaded, a failed one is tried again. */
export interface VocabularyLoader {
  /** The vocabulary of these words' chunks. */
  forWords(words: string[]): Promise<Vocabulary>;
}

/**
 * Loads the vocabulary the index wrote (`vocabulary/keys.json`, the list of chunks, then `vocabularyChunkPath`
 * of each chunk a search needs) with `load`, which reads a file of the index folder. A word whose chunk does not
 * exist has nothing to be corrected to.
 */
export function vocabularyLoader(load: (file: string) => Promise<unknown>): VocabularyLoader {
  const files = new Map<string, Promise<unknown>>();
  const file = (name: string) => {
    let loading = files.get(name);
    if (!loading) {
      loading = load(name).catch((error: unknown) => {
        files.delete(name);
        throw error;
      });
      files.set(name, loading);
    }
    return loading;
  };
  return {
    forWords: async (words) => {
      const keys = new Set((await file(VOCABULARY_KEYS)) as string[]);
      const wanted = [...new Set(words.map(vocabularyKey))].filter((key) => keys.has(key));
      const chunks = await Promise.all(wanted.map((key) => file(vocabularyChunkPath(key))));
      return Object.assign({}, ...chunks) as Vocabulary;
    },
  };
}

type Hit = NonNullable<Awaited<ReturnType<SearchEngine['search']>>>['results'][number];

async function searchVariants(engine: SearchEngine, words: string[], filters: Record<string, unknown>) {
  const synonym = withSynonyms(words, SEARCH_SYNONYMS);
  const [own, docs] = await Promise.all([
    engine.search(words.join(' '), {filters}),
    synonym ? engine.search(synonym, {filters}) : Promise.resolve(null),
  ]);
  const asScored = (hits: Hit[] = []) => hits.map((hit) => ({hit, url: hit.id, score: hit.score}));
  return mergeRankings([
    {results: asScored(own?.results), weight: synonym ? READER_WORDS_WEIGHT : 1},
    {results: asScored(docs?.results), weight: 1},
  ]).map(({hit}) => hit);
}

/**
 * Searches the index for `query` (see the module comment), the best `limit` pages with their data. A vocabulary
 * chunk that fails to load leaves the results uncorrected.
 */
export async function searchSite<T extends SearchPage = SearchPage>(
  engine: SearchEngine,
  query: string,
  options: {filters: Record<string, unknown>; limit: number; vocabulary: VocabularyLoader},
): Promise<SiteSearch<T>> {
  const words = queryWords(query);
  if (words.length === 0) return {pages: [], total: 0};
  const checked = words.filter(checksSpelling);
  const vocabulary =
    checked.length > 0 ? options.vocabulary.forWords(checked).catch(() => undefined) : Promise.resolve(undefined);
  let hits = await searchVariants(engine, words, options.filters);
  let correctedQuery: string | undefined;
  const known = await vocabulary;
  const corrected = known && correctQuery(words, known);
  if (corrected) {
    const better = await searchVariants(engine, queryWords(corrected), options.filters);
    if (better.length > 0) {
      hits = better;
      correctedQuery = corrected;
    }
  }
  const pages = (await Promise.all(hits.slice(0, options.limit).map((hit) => hit.data()))) as T[];
  return {pages, total: hits.length, correctedQuery};
}
