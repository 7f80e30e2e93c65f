import {describe, expect, it} from 'vitest';
import {chunkFileOf, chunkNamesOf, chunkStem, packDocs, unpackDocs, type GlobalDoc} from './bucketData';

describe('the chunk table of a bucket', () => {
  it('holds each file once, as its stem, and gives the file back', () => {
    expect(chunkStem('assets/js/2113c265.0a7cb974.js', '2113c265', '56869')).toBe('2113c265.0a7cb974');
    expect(chunkStem('assets/js/31106.aaea9991.js', undefined, '31106')).toBe('31106.aaea9991');
    expect(chunkFileOf('2113c265.0a7cb974')).toBe('assets/js/2113c265.0a7cb974.js');
  });

  it('derives the chunk-name lookup from the stems: named chunks only', () => {
    expect(chunkNamesOf({56869: '2113c265.0a7cb974', 31106: '31106.aaea9991'})).toEqual({'2113c265': '56869'});
  });

  it('refuses a file the table cannot hold, naming it', () => {
    expect(() => chunkStem('assets/js/other-name.0a7cb974.js', '2113c265', '56869')).toThrow(
      /assets\/js\/other-name\.0a7cb974\.js: chunk 56869 \(2113c265\) is not at assets\/js\/\[name\]\.\[contenthash:8\]\.js/,
    );
    expect(() => chunkStem('js/31106.js', undefined, '31106')).toThrow(/js\/31106\.js: chunk 31106 is not at/);
  });
});

describe('the docs of a bucket', () => {
  const entries: Array<[string, string, GlobalDoc]> = [
    ['default', 'current', {id: 'api/events', path: '/docs/next/api/events', sidebar: 'docs'}],
    ['default', '1.15', {id: 'api/events', path: '/docs/api/events', sidebar: 'docs'}],
    ['default', '1.15', {id: 'orphan', path: '/docs/orphan'}],
  ];

  it('packs them by instance and version, and unpacks them as they were', () => {
    const packed = packDocs(entries, 'globalData.json');
    expect(packed).toEqual({
      default: {
        current: [['api/events', '/docs/next/api/events', 'docs']],
        '1.15': [
          ['api/events', '/docs/api/events', 'docs'],
          ['orphan', '/docs/orphan'],
        ],
      },
    });
    expect(unpackDocs(packed)).toEqual(entries);
  });

  it('refuses a doc with a field it would drop, naming the file and the field', () => {
    const doc = {id: 'x', path: '/docs/x', unlisted: true} as GlobalDoc;
    expect(() => packDocs([['default', '1.15', doc]], 'globalData.json')).toThrow(
      /globalData\.json: doc x of version 1\.15 has fields a route bucket does not carry: unlisted/,
    );
  });
});
