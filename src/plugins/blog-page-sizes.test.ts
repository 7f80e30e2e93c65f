import {describe, expect, it} from 'vitest';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import blogPageSizesPlugin from './blog-page-sizes';

const context = (blog: unknown) =>
  ({
    siteDir: '/site',
    siteConfigPath: '/site/docusaurus.config.ts',
    siteConfig: {baseUrl: '/', presets: [['classic', {blog}]]},
  }) as unknown as LoadContext;

const post = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `post-${n}`,
  metadata: {
    title: `Post ${n}`,
    permalink: `/blog/post-${n}`,
    date: new Date(Date.UTC(2026, 0, 50 - n)),
    source: `@site/blog/post-${n}.md`,
    frontMatter: {},
    unlisted: false,
    ...extra,
  },
});

async function run(
  posts: ReturnType<typeof post>[],
  blogOptions: unknown = {postsPerPage: 10, blogSidebarCount: 'ALL'},
) {
  const routes: RouteConfig[] = [];
  const data: Record<string, unknown> = {};
  let globalData: unknown;
  const plugin = blogPageSizesPlugin(context(blogOptions));
  await plugin.allContentLoaded!({
    allContent: {
      'docusaurus-plugin-content-blog': {
        default: {blogTitle: 'Cairn blog', blogDescription: 'News.', blogSidebarTitle: 'All posts', blogPosts: posts},
      },
    },
    actions: {
      addRoute: (route: RouteConfig) => routes.push(route),
      createData: async (name: string, value: unknown) => {
        data[name] = value;
        return `/data/${name}`;
      },
      setGlobalData: (value: unknown) => {
        globalData = value;
      },
    },
  } as never);
  return {routes, data, globalData};
}

describe('blog page sizes plugin', () => {
  const posts = Array.from({length: 36}, (_, i) => post(i + 1));

  it('builds sizes 20, 30 and 40 as list routes, each paginated within its size', async () => {
    const {routes} = await run(posts);
    expect(routes.map((route) => route.path)).toEqual([
      '/blog/size/20',
      '/blog/size/20/page/2',
      '/blog/size/30',
      '/blog/size/30/page/2',
      '/blog/size/40',
    ]);
    const [first, second] = routes;
    expect(first.component).toBe('@theme/BlogListPage');
    expect(first.exact).toBe(true);
    expect(first.props).toEqual({
      metadata: {
        permalink: '/blog/size/20',
        page: 1,
        postsPerPage: 20,
        totalPages: 2,
        totalCount: 36,
        previousPage: undefined,
        nextPage: '/blog/size/20/page/2',
        blogTitle: 'Cairn blog',
        blogDescription: 'News.',
      },
    });
    const modules = first.modules as {sidebar: string; items: {content: unknown}[]};
    expect(modules.sidebar).toBe('/data/blog-sidebar.json');
    expect(modules.items).toHaveLength(20);
    expect(modules.items[0]).toEqual({
      content: {__import: true, path: '@site/blog/post-1.md', query: {truncated: true}},
    });
    expect((second.modules as {items: unknown[]}).items).toHaveLength(16);
  });

  it('leaves unlisted posts out of the lists but keeps them in the sidebar data, like the blog plugin', async () => {
    const {routes, data} = await run([post(1), post(2, {unlisted: true}), post(3)]);
    expect((routes[0].props as {metadata: {totalCount: number}}).metadata.totalCount).toBe(2);
    expect((data['blog-sidebar.json'] as {items: unknown[]}).items).toHaveLength(3);
  });

  it('publishes the "Posts per page" links', async () => {
    const {globalData} = await run(posts);
    expect(globalData).toEqual({
      links: [
        {size: 10, permalink: '/blog'},
        {size: 20, permalink: '/blog/size/20'},
        {size: 30, permalink: '/blog/size/30'},
        {size: 40, permalink: '/blog/size/40'},
      ],
    });
  });

  it('fails naming the config when the blog’s own size is not offered', () => {
    expect(() => blogPageSizesPlugin(context({postsPerPage: 12}))).toThrow(
      /^docusaurus\.config\.ts: .*postsPerPage \(12\)/,
    );
  });

  it('fails naming the post whose permalink collides with the size routes', async () => {
    await expect(run([post(1), post(2, {permalink: '/blog/size/20'})])).rejects.toThrow(
      /collide[\s\S]*blog\/post-2\.md/,
    );
  });
});
