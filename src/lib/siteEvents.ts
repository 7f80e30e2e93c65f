/**
 * What the site tells its own analytics about how readers find things (README, "Events the site sends"), only
 * when an analytics client is there: a key is configured, the visitor sends neither Do Not Track nor Global Privacy
 * Control (src/lib/analytics.ts). The events carry what was searched and chosen, never who searched: a query is
 * trimmed, shortened, and stripped of anything that looks like an email address or a key.
 */
export {pageClient, track, type CaptureClient} from './analyticsClient';

export const SEARCH_EVENT = 'site_search';
export const SEARCH_NO_RESULTS_EVENT = 'site_search_no_results';
export const SEARCH_RESULT_CLICK_EVENT = 'site_search_result_clicked';
export const NOT_FOUND_EVENT = 'site_not_found';
export const NOT_FOUND_SUGGESTION_CLICK_EVENT = 'site_not_found_suggestion_clicked';

/** The longest query an event carries. */
export const MAX_QUERY_LENGTH = 100;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
// Cairn's project and personal API keys, other services' prefixed keys, and any long run of key-like characters.
const KEY =
  /\b(?:cpk|cpat|phc|phx|sk|pk|ghp|gho|xox[abp])[_-][A-Za-z0-9_-]{6,}|\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]{20,}\b|\b[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]*\d[A-Za-z0-9_-]{20,}\b/g;

/** A query as an event may carry it: trimmed, spaces folded, emails and keys replaced, at most 100 characters. */
export function sanitizeQuery(query: string): string {
  return query
    .replace(EMAIL, '[email]')
    .replace(KEY, '[key]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** A site path as an event may carry it: the path alone, no query string or anchor (they can hold tokens). */
export function sanitizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return sanitizeQuery(clean).replace(/ /g, '');
}

export interface SearchContext {
  /** The docs version the search covers: the latest release's, or "next". */
  version: string;
}

/** The events of one settled search: how many results, and a separate event when there were none. */
export function searchEvents(
  query: string,
  results: number,
  context: SearchContext,
): [string, Record<string, unknown>][] {
  const text = sanitizeQuery(query);
  if (!text) return [];
  const properties = {query: text, results, version_filter: context.version};
  return results === 0
    ? [
        [SEARCH_EVENT, properties],
        [SEARCH_NO_RESULTS_EVENT, {query: text, version_filter: context.version}],
      ]
    : [[SEARCH_EVENT, properties]];
}

/** A result chosen: its rank (1 for the first) and address. */
export function searchClickEvent(
  query: string,
  rank: number,
  url: string,
  context: SearchContext,
): [string, Record<string, unknown>] {
  return [
    SEARCH_RESULT_CLICK_EVENT,
    {query: sanitizeQuery(query), rank, url: sanitizePath(url), version_filter: context.version},
  ];
}

/** An unknown address was asked for: which one (path only), and how many pages the 404 page suggested. */
export function notFoundEvent(path: string, suggestions: number): [string, Record<string, unknown>] {
  return [NOT_FOUND_EVENT, {path: sanitizePath(path), suggestions}];
}

/** A suggestion of the 404 page chosen: its rank (1 for the first) and address. */
export function notFoundClickEvent(path: string, url: string, rank: number): [string, Record<string, unknown>] {
  return [NOT_FOUND_SUGGESTION_CLICK_EVENT, {path: sanitizePath(path), url: sanitizePath(url), rank}];
}
