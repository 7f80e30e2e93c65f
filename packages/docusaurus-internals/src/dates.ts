/**
 * Dates and plurals of the site's one locale (English), without `Intl`.
 *
 * The classic theme formats the "last updated" date and the blog post dates with `Intl.DateTimeFormat`, and picks
 * "One min read" or "N min read" with `Intl.PluralRules`, while the page hydrates. The first use of each `Intl`
 * service loads its locale data, a long task on a slow phone, only to print the text that the server already
 * rendered. These give the same text from plain arithmetic (see dates.test.ts, which checks them against `Intl`).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The date in UTC as `Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'})`
 * writes it: "Nov 23, 2026" (`short`) or "November 23, 2026" (`long`).
 */
export function formatUtcDate(value: string | number | Date, month: 'short' | 'long'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const name = MONTHS[date.getUTCMonth()];
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * English plural choice for a Docusaurus plural message ("One min read|{readingTime} min read"): the first form for
 * exactly one, the second otherwise, as `Intl.PluralRules('en')` selects "one" and "other".
 */
export function selectEnglishPlural(count: number, message: string): string {
  const [one, other = one] = message.split('|');
  return count === 1 ? one : other;
}
