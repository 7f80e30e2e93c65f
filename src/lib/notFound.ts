/** What the 404 page searches for, and how it orders what the offline search finds. */
import {editDistance} from '@cairn/docs-search';

/** Words of a path that say nothing about the page: the docs prefix, version names and file names. */
const NOISE_WORDS = new Set(['docs', 'next', 'latest', 'index', 'html', 'htm', 'md', 'mdx']);

/** A version number's parts ("1", "15", "v2") once the path is split on dots. */
const VERSION_PART = /^v?\d+$/;

function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The search words of a requested path: split on `/`, `-`, `_` and `.`, lower-cased, without `docs`, `next`,
 * `latest`, version numbers, `index`, `html`/`md` extensions, empty and repeated words.
 * `/docs/1.15/deploy-dokcer.html` gives ["deploy", "dokcer"].
 */
export function searchWordsFromPath(pathname: string): string[] {
  const words = decode(pathname.split(/[?#]/)[0] ?? '')
    .toLowerCase()
    .split(/[/\-_.\s]+/)
    .filter((word) => word && !NOISE_WORDS.has(word) && !VERSION_PART.test(word));
  return [...new Set(words)];
}

/**
 * How alike two words are, from 0 to 1: 1 when equal, 0.8 when one starts with the other ("deploy",
 * "deployment"), else 1 - distance / length when that is at least 0.6 (a typo or two), otherwise 0.
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a))) return 0.8;
  const similarity = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return similarity >= 0.6 ? similarity : 0;
}

/** How well one address word comes closest to `word`, from 0 to 1. */
function bestWordMatch(word: string, urlWords: string[]): number {
  return Math.max(0, ...urlWords.map((urlWord) => wordSimilarity(word, urlWord)));
}

/** How well a page's address matches the requested words, from 0 (no word) to 1 (every word). */
export function addressSimilarity(requestedWords: string[], url: string): number {
  if (requestedWords.length === 0) return 0;
  const urlWords = searchWordsFromPath(url);
  return requestedWords.reduce((sum, word) => sum + bestWordMatch(word, urlWords), 0) / requestedWords.length;
}

/**
 * The suggestions to show: the search results (in the search's own order) re-ordered so that pages whose
 * address is closest to the requested one come first, ties keeping the search's order; `limit` of them, each
 * page once.
 */
export function rankSuggestions<T extends {url: string}>(requestedPath: string, results: T[], limit = 5): T[] {
  const words = searchWordsFromPath(requestedPath);
  const seen = new Set<string>();
  return results
    .filter((result) => !seen.has(result.url) && seen.add(result.url))
    .map((result, order) => ({result, order, score: addressSimilarity(words, result.url)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({result}) => result);
}

/** The search results to choose from, and the extra ones fetched for each retried word. */
export const CANDIDATES = 20;
export const RETRY_CANDIDATES = 10;

/**
 * The start of a word to search again when no address found matches it: its first half, at least 3 letters
 * ("funels" gives "fun", which finds "funnels"). Words shorter than 5 letters are not retried.
 */
export function retryPrefix(word: string): string | undefined {
  return word.length >= 5 ? word.slice(0, Math.max(3, Math.ceil(word.length / 2))) : undefined;
}

/**
 * The suggestions for a requested path, given a search function (the offline search: a query and how many
 * results to return, best first). One search for all the words; then, for each word that no address found comes
 * close to (a typo the search could not place), one search for its start; then the closest addresses first.
 */
export async function findSuggestions<T extends {url: string}>(
  pathname: string,
  search: (query: string, limit: number) => Promise<T[]>,
  limit = 5,
): Promise<T[]> {
  const words = searchWordsFromPath(pathname);
  if (words.length === 0) return [];
  const found = await search(words.join(' '), CANDIDATES);
  const foundWords = found.map((result) => searchWordsFromPath(result.url));
  const retries = words
    .filter((word) => !foundWords.some((urlWords) => bestWordMatch(word, urlWords) > 0))
    .map(retryPrefix)
    .filter((prefix): prefix is string => Boolean(prefix));
  const more = await Promise.all(retries.map((prefix) => search(prefix, RETRY_CANDIDATES)));
  return rankSuggestions(pathname, [...found, ...more.flat()], limit);
}
