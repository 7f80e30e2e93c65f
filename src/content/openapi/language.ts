import {SAMPLE_LANGUAGES, type SampleLanguage} from './types';

/**
 * Which language the API reference's code samples show (issue #17): the one in the address (`?language=python`,
 * so a link can pick it), else the one the reader chose last (kept in localStorage), else cURL. Pure: the
 * component passes the address's query and the stored value.
 */
export const LANGUAGE_QUERY = 'language';
export const LANGUAGE_STORAGE_KEY = 'cairn.api-language';
export const DEFAULT_LANGUAGE: SampleLanguage = 'curl';

export const isSampleLanguage = (value: unknown): value is SampleLanguage => SAMPLE_LANGUAGES.some((language) => language.value === value);

export function chosenLanguage(search: string, stored: string | null): SampleLanguage {
  const fromQuery = new URLSearchParams(search).get(LANGUAGE_QUERY);
  if (isSampleLanguage(fromQuery)) return fromQuery;
  return isSampleLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The address with `?language=` set, keeping its other parameters and its hash. */
export function withLanguage(href: string, language: SampleLanguage): string {
  const url = new URL(href);
  url.searchParams.set(LANGUAGE_QUERY, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The tab a key press moves to in a tab list of `count` tabs (arrows wrap; Home and End), or undefined. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
