import {describe, expect, it} from 'vitest';
import {assertValidFrontMatter, contentKind, frontMatterProblems} from './frontMatter';

describe('contentKind', () => {
  it('recognizes each content instance from the path', () => {
    expect(contentKind('docs/deployment/deploy-docker.md')).toBe('docs');
    expect(contentKind('versioned_docs/version-1.15/index.md')).toBe('docs');
    expect(contentKind('handbook/company/story.md')).toBe('handbook');
    expect(contentKind('blog/2025-08-04-array-1-0-0.md')).toBe('blog');
    expect(contentKind('src/pages/faq.mdx')).toBe('other');
  });

  it('treats partials as other content', () => {
    expect(contentKind('docs/_shared/env.md')).toBe('other');
  });
});

describe('frontMatterProblems', () => {
  it('accepts a complete docs page', () => {
    expect(frontMatterProblems('docs/a.md', {title: 'A', description: 'About A.'})).toEqual([]);
  });

  it('requires a title and a description on docs and handbook pages', () => {
    expect(frontMatterProblems('docs/a.md', {title: 'A'})).toEqual(['`description` is missing or empty']);
    expect(frontMatterProblems('handbook/a.md', {description: 'x', title: '  '})).toEqual([
      '`title` is missing or empty',
    ]);
  });

  it('requires title, date, authors and a known category on blog posts', () => {
    const post = {title: 'Array 1.0.0', date: new Date('2025-08-04'), authors: ['tomas'], category: 'releases'};
    expect(frontMatterProblems('blog/x.md', post)).toEqual([]);
    expect(frontMatterProblems('blog/x.md', {...post, date: 'yesterday'})).toEqual([
      '`date` is missing or not a YYYY-MM-DD date',
    ]);
    expect(frontMatterProblems('blog/x.md', {...post, authors: []})).toEqual(['`authors` is missing or empty']);
    expect(frontMatterProblems('blog/x.md', {...post, category: 'news'})[0]).toMatch(/category.*"news"/);
  });

  it('ignores pages outside the content instances', () => {
    expect(frontMatterProblems('src/pages/faq.mdx', {})).toEqual([]);
  });
});

describe('assertValidFrontMatter', () => {
  it('throws an error that names the file and every problem', () => {
    expect(() => assertValidFrontMatter('blog/2025-08-04-x.md', {title: 'X'})).toThrowError(
      /Invalid front matter in blog\/2025-08-04-x\.md:[\s\S]*date[\s\S]*authors[\s\S]*category/,
    );
  });
});
