import {describe, expect, it} from 'vitest';
import {
  BLOG_PAGE_SIZES,
  blogListOptions,
  blogSidebarProp,
  extraSizes,
  joinPath,
  pageCount,
  pagePermalink,
  pageSizeLinks,
  paginate,
  postsUnderSizePath,
  sizeBasePath,
  type ListedPost,
} from './blogPaging';

const blog = {blogBasePath: '/blog', defaultSize: 10};

describe('pageCount', () => {
  it('fills whole pages and one partial page', () => {
    expect(pageCount(36, 10)).toBe(4);
    expect(pageCount(36, 20)).toBe(2);
    expect(pageCount(36, 30)).toBe(2);
    expect(pageCount(36, 40)).toBe(1);
    expect(pageCount(40, 40)).toBe(1);
    expect(pageCount(41, 40)).toBe(2);
  });

  it('keeps one page for an empty blog', () => {
    expect(pageCount(0, 10)).toBe(1);
  });

  it('rejects a size that is not a positive whole number', () => {
    expect(() => pageCount(36, 0)).toThrow(/positive whole number/);
    expect(() => pageCount(36, 2.5)).toThrow(/positive whole number/);
  });
});

describe('permalinks', () => {
  it('puts the default size at the blog root and the others under size/N', () => {
    expect(sizeBasePath(blog, 10)).toBe('/blog');
    expect(sizeBasePath(blog, 20)).toBe('/blog/size/20');
    expect(sizeBasePath({blogBasePath: '/', defaultSize: 10}, 30)).toBe('/size/30');
  });

  it('numbers pages from 2 under pageBasePath', () => {
    expect(pagePermalink('/blog/size/20', 'page', 1)).toBe('/blog/size/20');
    expect(pagePermalink('/blog/size/20', 'page', 2)).toBe('/blog/size/20/page/2');
    expect(pagePermalink('/blog/', 'page', 3)).toBe('/blog/page/3');
    expect(() => pagePermalink('/blog', 'page', 0)).toThrow(/whole number from 1/);
  });

  it('joins path segments without doubled or trailing slashes', () => {
    expect(joinPath('/', 'blog/', '/size', '20')).toBe('/blog/size/20');
    expect(joinPath('/')).toBe('/');
  });
});

describe('paginate', () => {
  const posts = Array.from({length: 36}, (_, i) => `post-${i + 1}`);

  it('splits 36 posts at 20 a page into 20 and 16, linked within size 20', () => {
    const pages = paginate(posts, 20, '/blog/size/20', 'page');
    expect(pages.map((p) => p.items.length)).toEqual([20, 16]);
    expect(pages[0].items[0]).toBe('post-1');
    expect(pages[1].items[0]).toBe('post-21');
    expect(pages[0].metadata).toEqual({
      permalink: '/blog/size/20',
      page: 1,
      postsPerPage: 20,
      totalPages: 2,
      totalCount: 36,
      previousPage: undefined,
      nextPage: '/blog/size/20/page/2',
    });
    expect(pages[1].metadata).toMatchObject({
      permalink: '/blog/size/20/page/2',
      page: 2,
      previousPage: '/blog/size/20',
      nextPage: undefined,
    });
  });

  it('links the middle pages both ways', () => {
    const pages = paginate(posts, 10, '/blog', 'page');
    expect(pages).toHaveLength(4);
    expect(pages[2].metadata).toMatchObject({previousPage: '/blog/page/2', nextPage: '/blog/page/4'});
    expect(pages[3].items).toHaveLength(6);
  });

  it('gives an empty list one page without neighbours', () => {
    const pages = paginate([], 30, '/blog/size/30', 'page');
    expect(pages).toEqual([
      {
        items: [],
        metadata: {
          permalink: '/blog/size/30',
          page: 1,
          postsPerPage: 30,
          totalPages: 1,
          totalCount: 0,
          previousPage: undefined,
          nextPage: undefined,
        },
      },
    ]);
  });
});

describe('page sizes', () => {
  it('offers 10, 20, 30 and 40, each link to the first page of its size', () => {
    expect(BLOG_PAGE_SIZES).toEqual([10, 20, 30, 40]);
    expect(pageSizeLinks(blog)).toEqual([
      {size: 10, permalink: '/blog'},
      {size: 20, permalink: '/blog/size/20'},
      {size: 30, permalink: '/blog/size/30'},
      {size: 40, permalink: '/blog/size/40'},
    ]);
  });

  it('builds every size but the blog plugin’s own', () => {
    expect(extraSizes(10)).toEqual([20, 30, 40]);
    expect(extraSizes(20)).toEqual([10, 30, 40]);
  });
});

describe('blogListOptions', () => {
  const preset = (blogOptions: unknown) => ({baseUrl: '/', presets: [['classic', {blog: blogOptions}]]});

  it('reads the classic preset’s blog options', () => {
    expect(
      blogListOptions(
        preset({routeBasePath: 'blog', postsPerPage: 10, blogSidebarCount: 'ALL'}),
        'docusaurus.config.ts',
      ),
    ).toEqual({blogBasePath: '/blog', pageBasePath: 'page', defaultSize: 10, sidebarCount: 'ALL'});
  });

  it('fills in the blog plugin’s defaults and the base URL', () => {
    expect(blogListOptions({baseUrl: '/site/', presets: [['classic', {blog: {}}]]}, 'docusaurus.config.ts')).toEqual({
      blogBasePath: '/site/blog',
      pageBasePath: 'page',
      defaultSize: 10,
      sidebarCount: 5,
    });
  });

  it('reads a standalone blog plugin without an id', () => {
    const config = {
      baseUrl: '/',
      plugins: [['@docusaurus/plugin-content-blog', {routeBasePath: 'news', postsPerPage: 20}]],
    };
    expect(blogListOptions(config, 'docusaurus.config.ts')).toMatchObject({blogBasePath: '/news', defaultSize: 20});
  });

  it('fails naming the config when the blog is off or its size is not offered', () => {
    expect(() => blogListOptions(preset(false), 'docusaurus.config.ts')).toThrow(/^docusaurus\.config\.ts: .*blog/);
    expect(() => blogListOptions(preset({postsPerPage: 15}), 'docusaurus.config.ts')).toThrow(
      /^docusaurus\.config\.ts: the blog's postsPerPage \(15\) must be one of .*10, 20, 30, 40/,
    );
    expect(() => blogListOptions(preset({postsPerPage: 'ALL'}), 'docusaurus.config.ts')).toThrow(
      /postsPerPage \(ALL\)/,
    );
  });
});

describe('blog posts', () => {
  const post = (slug: string, extra: Partial<ListedPost['metadata']> = {}): ListedPost => ({
    metadata: {
      title: `Title ${slug}`,
      permalink: `/blog/${slug}`,
      date: '2026-01-01T00:00:00.000Z',
      source: `@site/blog/2026-01-01-${slug}.md`,
      frontMatter: {},
      ...extra,
    },
  });

  it('builds the sidebar prop like the blog plugin, sidebar_label first', () => {
    const posts = [post('a', {frontMatter: {sidebar_label: 'Short A'}}), post('b', {unlisted: true}), post('c')];
    expect(blogSidebarProp('All posts', posts, 'ALL')).toEqual({
      title: 'All posts',
      items: [
        {title: 'Short A', permalink: '/blog/a', unlisted: false, date: '2026-01-01T00:00:00.000Z'},
        {title: 'Title b', permalink: '/blog/b', unlisted: true, date: '2026-01-01T00:00:00.000Z'},
        {title: 'Title c', permalink: '/blog/c', unlisted: false, date: '2026-01-01T00:00:00.000Z'},
      ],
    });
    expect(blogSidebarProp('All posts', posts, 2).items).toHaveLength(2);
  });

  it('names the files of posts whose permalinks collide with the size routes', () => {
    const posts = [post('size'), post('size/20'), post('sizes'), post('a')];
    expect(postsUnderSizePath(posts, '/blog')).toEqual(['blog/2026-01-01-size.md', 'blog/2026-01-01-size/20.md']);
  });
});
