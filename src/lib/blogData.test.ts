import {describe, expect, it} from 'vitest';
import {blogGlobalData, groupByCategory, type PostLike} from './blogData';

const post = (slug: string, date: string, category: string, unlisted = false): PostLike => ({
  metadata: {
    title: slug,
    permalink: `/blog/${slug}`,
    date: new Date(date),
    description: `About ${slug}.`,
    frontMatter: {category},
    unlisted,
  },
});

describe('blogGlobalData', () => {
  const posts = [
    post('array-1-14-0', '2026-09-07', 'releases'),
    post('faster-trends', '2026-11-02', 'engineering'),
    post('array-1-15-0', '2026-10-26', 'releases'),
    post('draft', '2026-11-20', 'company', true),
    post('a-year-of-cairn', '2026-08-04', 'company'),
  ];

  it('lists the newest listed posts first', () => {
    expect(blogGlobalData(posts).latest.map((p) => p.title)).toEqual(['faster-trends', 'array-1-15-0', 'array-1-14-0']);
  });

  it('maps each listed post to its category', () => {
    expect(blogGlobalData(posts).categories).toEqual({
      '/blog/array-1-14-0': 'releases',
      '/blog/faster-trends': 'engineering',
      '/blog/array-1-15-0': 'releases',
      '/blog/a-year-of-cairn': 'company',
    });
  });

  it('keeps dates as YYYY-MM-DD strings', () => {
    expect(blogGlobalData(posts, 1).latest[0]).toMatchObject({date: '2026-11-02', description: 'About faster-trends.'});
  });
});

describe('groupByCategory', () => {
  it('groups items under Releases, Company Blog and Engineering Blog, keeping their order', () => {
    const items = [
      {permalink: '/blog/faster-trends'},
      {permalink: '/blog/array-1-15-0'},
      {permalink: '/blog/a-year-of-cairn'},
      {permalink: '/blog/array-1-14-0'},
      {permalink: '/blog/unknown'},
    ];
    const categories = {
      '/blog/faster-trends': 'engineering',
      '/blog/array-1-15-0': 'releases',
      '/blog/a-year-of-cairn': 'company',
      '/blog/array-1-14-0': 'releases',
    } as const;
    expect(groupByCategory(items, categories).map((g) => [g.label, g.items.map((i) => i.permalink)])).toEqual([
      ['Releases', ['/blog/array-1-15-0', '/blog/array-1-14-0']],
      ['Company Blog', ['/blog/a-year-of-cairn', '/blog/unknown']],
      ['Engineering Blog', ['/blog/faster-trends']],
    ]);
  });
});
