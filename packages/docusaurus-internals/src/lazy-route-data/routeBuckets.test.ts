import {describe, expect, it} from 'vitest';
import {bucketKey, bucketOf} from './routeBuckets';

describe('route buckets', () => {
  it('puts a path with or without its trailing slash, in any case, in the same bucket', () => {
    expect(bucketKey('/docs/next/')).toBe('/docs/next');
    expect(bucketKey('/Docs/Next')).toBe('/docs/next');
    expect(bucketKey('/')).toBe('/');
    for (const count of [1, 2, 5, 19]) {
      expect(bucketOf('/docs/next/', count)).toBe(bucketOf('/docs/next', count));
      expect(bucketOf('/Blog/Array-1-15-0', count)).toBe(bucketOf('/blog/array-1-15-0', count));
    }
  });

  it('spreads paths over every bucket, always within range', () => {
    const paths = Array.from({length: 400}, (_, i) => `/docs/1.${i % 20}/page-${i}`);
    const used = new Set(paths.map((p) => bucketOf(p, 8)));
    expect([...used].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(paths.every((p) => bucketOf(p, 3) >= 0 && bucketOf(p, 3) < 3)).toBe(true);
  });

  it('is the same function in every run: fixed values guard the build and the browser against drifting apart', () => {
    expect(bucketOf('/docs/deployment/deploy-docker', 7)).toBe(bucketOf('/docs/deployment/deploy-docker', 7));
    expect([bucketOf('/a', 1000), bucketOf('/blog', 1000), bucketOf('/docs/next/api/events', 1000)])
      .toMatchInlineSnapshot(`
      [
        941,
        942,
        692,
      ]
    `);
  });

  it('refuses a section without buckets', () => {
    expect(() => bucketOf('/x', 0)).toThrow(/at least one bucket/);
  });
});
