import {describe, expect, it} from 'vitest';
import {STARS_CACHE_TTL_MS, formatStarCount, readCachedStars, starsFromApi, writeCachedStars} from './stars';

function memoryStorage() {
  const data = new Map<string, string>();
  return {getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v)};
}

describe('formatStarCount', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1k'],
    [1234, '1.2k'],
    [12345, '12.3k'],
    [99_960, '100k'],
    [123_456, '123k'],
    [999_999, '1M'],
    [1_234_567, '1.2M'],
  ])('%i stars read %s', (count, text) => expect(formatStarCount(count)).toBe(text));
});

describe('star cache', () => {
  it('returns a count stored less than an hour ago, and nothing after', () => {
    const storage = memoryStorage();
    writeCachedStars(storage, 12345, 1_000);
    expect(readCachedStars(storage, 1_000 + STARS_CACHE_TTL_MS - 1)).toBe(12345);
    expect(readCachedStars(storage, 1_000 + STARS_CACHE_TTL_MS)).toBeUndefined();
  });

  it('treats a corrupt entry as no cache', () => {
    const storage = memoryStorage();
    storage.setItem('cairn:github-stars', '{not json');
    expect(readCachedStars(storage, 0)).toBeUndefined();
  });
});

describe('starsFromApi', () => {
  it('reads stargazers_count and rejects anything else', () => {
    expect(starsFromApi({stargazers_count: 4210})).toBe(4210);
    expect(starsFromApi({message: 'API rate limit exceeded'})).toBeUndefined();
    expect(starsFromApi(null)).toBeUndefined();
  });
});
