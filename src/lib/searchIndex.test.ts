import {describe, expect, it} from 'vitest';
import {classifyPage, isContributorPage, searchVersionOfPath} from './searchIndex';

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

  it('labels the pages that ask for it "Site"', () => {
    expect(classifyPage('plugin-pages plugin-id-default cairn-search-page')).toEqual({section: 'Site', version: 'all'});
    expect(classifyPage('mdx-wrapper mdx-page cairn-search-page plugin-pages plugin-id-default')).toEqual({
      section: 'Site',
      version: 'all',
    });
    expect(classifyPage('docs-wrapper cairn-search-page')).toBeNull();
  });
});

describe('contributor pages', () => {
  it('are the addresses with a segment starting with an underscore', () => {
    expect(isContributorPage('/docs/_api-endpoint-template')).toBe(true);
    expect(isContributorPage('/docs/1.14/_api-endpoint-template')).toBe(true);
    expect(isContributorPage('/docs/api/events')).toBe(false);
    expect(isContributorPage('/docs/configuring-cairn/environment-variables')).toBe(false);
  });
});

describe('search version', () => {
  it('start with the version of the docs page being read, or the latest elsewhere', () => {
    const others = ['next', '1.14'];
    expect(searchVersionOfPath('/docs/1.14/configuring-cairn/scaling-cairn', '1.15', others)).toBe('1.14');
    expect(searchVersionOfPath('/docs/next', '1.15', others)).toBe('next');
    expect(searchVersionOfPath('/docs/deployment/deploy-docker', '1.15', others)).toBe('1.15');
    expect(searchVersionOfPath('/docs/1.9/x', '1.15', others)).toBe('1.15');
    expect(searchVersionOfPath('/blog/array-1-14-0', '1.15', others)).toBe('1.15');
  });
});
