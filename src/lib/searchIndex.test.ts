import {describe, expect, it} from 'vitest';
import {classifyPage, defaultSearchFilters} from './searchIndex';

describe('classifyPage', () => {
  it('labels docs with their version, and the handbook and blog posts', () => {
    expect(classifyPage('docs-wrapper plugin-docs plugin-id-default docs-version-1.15 docs-doc-page')).toEqual({
      section: 'Docs',
      version: '1.15',
    });
    expect(classifyPage('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page')).toEqual({
      section: 'Docs',
      version: 'next',
    });
    expect(classifyPage('docs-wrapper plugin-docs plugin-id-handbook docs-version-current docs-doc-page')).toEqual({
      section: 'Handbook',
      version: 'all',
    });
    expect(classifyPage('blog-wrapper blog-post-page plugin-blog plugin-id-default')).toEqual({
      section: 'Blog',
      version: 'all',
    });
  });

  it('skips list pages, tag pages and marketing pages', () => {
    expect(classifyPage('blog-wrapper blog-list-page plugin-blog')).toBeNull();
    expect(classifyPage('blog-wrapper blog-tags-post-list-page plugin-blog')).toBeNull();
    expect(classifyPage('plugin-pages plugin-id-default')).toBeNull();
  });
});

describe('defaultSearchFilters', () => {
  it('searches the latest docs with the handbook and blog, or Next instead', () => {
    expect(defaultSearchFilters('1.15', false)).toEqual({version: {any: ['1.15', 'all']}});
    expect(defaultSearchFilters('1.15', true)).toEqual({version: {any: ['next', 'all']}});
  });
});
