import {describe, expect, it} from 'vitest';
import {initiallyExpandedKeys, parentKeysOf, pathKey} from './sidebarTree';
import {items} from './sidebarTree.fixture';

describe('parentKeysOf', () => {
  it('lists the categories down to a page, outermost first', () => {
    expect(parentKeysOf(items, '/docs/deployment/deploy-aws')).toEqual(['Install', 'Install / Clouds']);
    expect(parentKeysOf(items, '/docs/deployment/deploy-docker')).toEqual(['Install']);
  });
  it('counts a category whose link is the page', () => {
    expect(parentKeysOf(items, '/docs/deployment/')).toEqual(['Install']);
  });
  it('ignores a trailing slash, hash and query', () => {
    expect(parentKeysOf(items, '/docs/deployment/deploy-aws/#ports')).toEqual(['Install', 'Install / Clouds']);
  });
  it('is null for a page the sidebar does not list', () => {
    expect(parentKeysOf(items, '/pricing')).toBeNull();
  });
});

describe('initiallyExpandedKeys', () => {
  it('lists categories configured with collapsed: false', () => {
    expect(initiallyExpandedKeys(items)).toEqual(['Get Started']);
  });
});

describe('pathKey', () => {
  it('keeps the root as /', () => {
    expect(pathKey('/')).toBe('/');
    expect(pathKey('/docs/?q=1')).toBe('/docs');
  });
});
