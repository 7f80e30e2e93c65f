import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as lean from './utils-common';

const upstream = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;

describe('the browser copy of @docusaurus/utils-common', () => {
  it('exports every name of the package index, and nothing else', () => {
    expect(Object.keys(lean).sort()).toEqual(Object.keys(upstream).sort());
  });

  it('exports the same functions and values', () => {
    for (const [name, value] of Object.entries(upstream)) {
      expect((lean as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it('behaves as upstream on a trailing slash', () => {
    expect(lean.applyTrailingSlash('/docs/', {trailingSlash: false, baseUrl: '/'})).toBe('/docs');
  });
});
