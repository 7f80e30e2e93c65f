import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {blogGlobalData} from '../lib/blogData';

/**
 * Publishes the blog's latest posts and every post's category as global data (`usePluginData('cairn-blog-data')`),
 * for the home page and the blog sidebar groups. Computed at build time from the blog plugin's content.
 */
export default function blogDataPlugin(_context: LoadContext): Plugin {
  return {
    name: 'cairn-blog-data',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      actions.setGlobalData(blogGlobalData(blog?.blogPosts ?? []));
    },
  };
}
