import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  blogListOptions,
  blogSidebarProp,
  extraSizes,
  joinPath,
  pageSizeLinks,
  paginate,
  postsUnderSizePath,
  sizeBasePath,
  SIZE_BASE_PATH,
  type BlogPageSizesData,
} from '../lib/blogPaging';

/**
 * The blog list at every page size of BLOG_PAGE_SIZES (src/lib/blogPaging.ts). The blog plugin builds its own
 * size (/blog, /blog/page/2...); this plugin builds the others as static routes (/blog/size/20,
 * /blog/size/20/page/2...) rendering the same `@theme/BlogListPage` with the props the blog plugin gives its
 * list pages, so each size's pagination stays within that size. It publishes the "Posts per page" links as
 * global data (`usePluginData('cairn-blog-page-sizes')`).
 */
export default function blogPageSizesPlugin(context: LoadContext): Plugin {
  const configFile = path.relative(context.siteDir, context.siteConfigPath) || context.siteConfigPath;
  const options = blogListOptions(context.siteConfig, configFile);
  return {
    name: 'cairn-blog-page-sizes',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error(`${configFile}: the blog page sizes need the blog plugin's content, which is missing`);

      const colliding = postsUnderSizePath(blog.blogPosts, options.blogBasePath);
      if (colliding.length > 0) {
        throw new Error(
          `These blog posts' permalinks collide with the blog's page-size routes under ${joinPath(options.blogBasePath, SIZE_BASE_PATH)}/; change their slug:\n${colliding
            .map((file) => `  - ${file}`)
            .join('\n')}`,
        );
      }

      const listed = blog.blogPosts.filter((post) => !post.metadata.unlisted);
      const sidebarPath = await actions.createData(
        'blog-sidebar.json',
        blogSidebarProp(blog.blogSidebarTitle, blog.blogPosts, options.sidebarCount),
      );

      for (const size of extraSizes(options.defaultSize)) {
        for (const page of paginate(listed, size, sizeBasePath(options, size), options.pageBasePath)) {
          const route: RouteConfig = {
            path: page.metadata.permalink,
            component: '@theme/BlogListPage',
            exact: true,
            modules: {
              sidebar: sidebarPath,
              items: page.items.map((post) => ({
                content: {__import: true, path: post.metadata.source, query: {truncated: true}},
              })),
            },
            props: {
              metadata: {...page.metadata, blogTitle: blog.blogTitle, blogDescription: blog.blogDescription},
            },
          };
          actions.addRoute(route);
        }
      }

      const data: BlogPageSizesData = {links: pageSizeLinks(options)};
      actions.setGlobalData(data);
    },
  };
}
