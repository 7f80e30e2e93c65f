/**
 * What the search does to a reader's query before and after Pagefind: readers' words searched as the docs' words
 * too, a misspelled word corrected against the words the index holds, and the results of every variant merged into
 * one ranking across sections. Pure functions; search.ts runs them against an index.
 */

/** Edit distance with adjacent transpositions ("dokcer" is one step from "docker"). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

/** The words of a query, lower-cased; hyphens, underscores, dots and slashes inside a word are kept. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_./-]+/u)
    .map((word) => word.replace(/^[./-]+|[./-]+$/g, ''))
    .filter(Boolean);
}

/**
 * The query with each reader's word (or two-word phrase) replaced by what the docs call it, or undefined when
 * no word has a synonym.
 */
export function withSynonyms(words: string[], synonyms: Readonly<Record<string, string>>): string | undefined {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i += 1) {
    const pair = i + 1 < words.length ? synonyms[`${words[i]} ${words[i + 1]}`] : undefined;
    if (pair) {
      out.push(pair);
      changed = true;
      i += 1;
    } else if (synonyms[words[i]] && synonyms[words[i]] !== words[i]) {
      out.push(synonyms[words[i]]);
      changed = true;
    } else out.push(words[i]);
  }
  const rewritten = [...new Set(out.join(' ').split(' '))].join(' ');
  return changed && rewritten !== words.join(' ') ? rewritten : undefined;
}

/** The words the search index holds, with how many pages use each (scripts/search-index.mts writes it). */
export type Vocabulary = Readonly<Record<string, number>>;

/** How many typos a word of this length may carry: none under 4 letters, one under 8, else two. */
export const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Whether a word is checked against the vocabulary: letters only, long enough to carry a typo. */
export const checksSpelling = (word: string) => allowedTypos(word.length) > 0 && !/[\d_./]/.test(word);

/**
 * The vocabulary is written in chunks by the first two letters of a word, and a search loads only the chunks of
 * its words: a correction keeps those two letters, where readers rarely slip.
 */
export const vocabularyKey = (word: string) => word.slice(0, 2);

/**
 * The closest word of the vocabulary to a word it does not hold, with the same first two letters: the fewest
 * edits (with adjacent transpositions) within `allowedTypos`, then the word more pages use, then the alphabetical
 * first. Undefined when the word is known, is not checked (`checksSpelling`), or nothing is close enough.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | undefined {
  if (vocabulary[word] !== undefined || !checksSpelling(word)) return undefined;
  const typos = allowedTypos(word.length);
  const key = vocabularyKey(word);
  let best: {word: string; distance: number; pages: number} | undefined;
  for (const [candidate, pages] of Object.entries(vocabulary)) {
    if (Math.abs(candidate.length - word.length) > typos || vocabularyKey(candidate) !== key) continue;
    const distance = editDistance(word, candidate);
    if (distance > typos) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (pages > best.pages || (pages === best.pages && candidate < best.word)))
    )
      best = {word: candidate, distance, pages};
  }
  return best?.word;
}

/** The query with its unknown words corrected, or undefined when none could be. */
export function correctQuery(words: string[], vocabulary: Vocabulary): string | undefined {
  let changed = false;
  const corrected = words.map((word) => {
    const fixed = correctWord(word, vocabulary);
    if (fixed) changed = true;
    return fixed ?? word;
  });
  return changed ? corrected.join(' ') : undefined;
}

/** One page a search variant found, with the search engine's score. */
export interface Scored {
  url: string;
  score: number;
}

/**
 * One ranking from the results of several variants of a query (the reader's words, the docs' words, the
 * corrected spelling), each list best first: a page's score is the best of its scores relative to the top score
 * of its list, times the variant's weight, so a page every variant finds is not counted twice and sections mix
 * by relevance. Ties keep the order of the lists.
 */
export function mergeRankings<T extends Scored>(lists: {results: T[]; weight: number}[]): T[] {
  const best = new Map<string, {result: T; score: number; order: number}>();
  let order = 0;
  for (const {results, weight} of lists) {
    const top = results[0]?.score || 1;
    for (const result of results) {
      const score = (result.score / top) * weight;
      const seen = best.get(result.url);
      if (!seen || score > seen.score) best.set(result.url, {result, score, order: seen?.order ?? order});
      order += 1;
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(({result}) => result);
}

/** Words worth correcting to: letters only (hyphens and apostrophes inside), at least 4 of them. */
const VOCABULARY_WORD = /^\p{L}[\p{L}'-]{2,}\p{L}$/u;

/** The vocabulary of the indexed pages' texts: each word (lower-cased) and how many pages use it. */
export function vocabularyOf(texts: Iterable<string>): Record<string, number> {
  const pages: Record<string, number> = {};
  for (const text of texts) {
    const words = new Set(text.toLowerCase().split(/[^\p{L}'-]+/u));
    for (const word of words) if (VOCABULARY_WORD.test(word)) pages[word] = (pages[word] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The vocabulary in chunks by `vocabularyKey`, as the index writes it. */
export function vocabularyChunks(vocabulary: Vocabulary): Record<string, Record<string, number>> {
  const chunks: Record<string, Record<string, number>> = {};
  for (const [word, pages] of Object.entries(vocabulary)) (chunks[vocabularyKey(word)] ??= {})[word] = pages;
  return chunks;
}

/** The list of the vocabulary's chunk keys, relative to the index folder. */
export const VOCABULARY_KEYS = 'vocabulary/keys.json';

/** The file of a chunk, relative to the index folder: `vocabulary/<key>.json`, the key URI-encoded. */
export const vocabularyChunkPath = (key: string) => `vocabulary/${encodeURIComponent(key)}.json`;
