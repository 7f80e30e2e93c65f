import {describe, expect, it} from 'vitest';
import {formatUtcDate, selectEnglishPlural} from './dates';

describe('formatUtcDate', () => {
  const intl = (month: 'short' | 'long') =>
    new Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});

  it('writes what Intl writes for English, on every day of several years', () => {
    // One formatter each: building them in the loop (6,500 times) took seconds on a busy machine.
    const short = intl('short');
    const long = intl('long');
    for (let day = Date.UTC(2019, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      // Late in the UTC day, where a local time zone would already show the next one.
      const at = day + 23 * 3_600_000;
      expect(formatUtcDate(at, 'short')).toBe(short.format(at));
      expect(formatUtcDate(at, 'long')).toBe(long.format(at));
    }
  });

  it('takes the ISO strings of blog front matter and the timestamps of git', () => {
    expect(formatUtcDate('2026-10-26T00:00:00.000Z', 'long')).toBe('October 26, 2026');
    expect(formatUtcDate(1_763_856_000_000, 'short')).toBe('Nov 23, 2025');
  });

  it('refuses what is not a date instead of printing "NaN"', () => {
    expect(() => formatUtcDate('not a date', 'short')).toThrow(/Not a date: not a date/);
  });
});

describe('selectEnglishPlural', () => {
  const message = 'One min read|7 min read';
  it('picks the first form for exactly one, as Intl.PluralRules("en") does', () => {
    const rules = new Intl.PluralRules('en');
    for (const count of [0, 1, 2, 7, 11, 21, 101]) {
      expect(selectEnglishPlural(count, message)).toBe(rules.select(count) === 'one' ? 'One min read' : '7 min read');
    }
  });
  it('uses the only form of a message without plurals', () => {
    expect(selectEnglishPlural(3, 'min read')).toBe('min read');
  });
});
