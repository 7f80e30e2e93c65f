import path from 'node:path';
import {promises as fs} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {rehypeDocusaurusComponents} from './rehype';
import {
  buildLlmsTxt,
  llmsTxtProblems,
  markdownUrl,
  sidebarSections,
  type DocInfo,
  type LlmsIndex,
  type LlmsLink,
  type SidebarConfigItem,
} from '../../lib/llmsTxt';

export interface LlmsTxtOptions {
  summary: string;
  /** Links for the "Optional" section (source code, contributing guide...). */
  optional: LlmsLink[];
}

/** Blog pages that list posts rather than being one: no Markdown twin. */
const BLOG_LISTS = [
  '/blog',
  '/blog/page/**',
  '/blog/size/**',
  '/blog/tags',
  '/blog/tags/**',
  '/blog/authors',
  '/blog/authors/**',
  '/blog/archive',
];

function versionSections(prefix: string, version: LoadedVersion, toUrl: (permalink: string) => string) {
  const docs = new Map<string, DocInfo>(version.docs.map((doc) => [doc.id, doc]));
  const sidebar = Object.values(version.sidebars)[0] as SidebarConfigItem[] | undefined;
  return sidebarSections(prefix, sidebar ?? [], docs, toUrl);
}

/**
 * Every docs (both versions), handbook and blog post page as Markdown at its URL plus ".md", converted from the
 * built HTML by @signalwire/docusaurus-plugin-llms-txt (with src/plugins/llms-txt/rehype.ts so code blocks,
 * tabs and admonitions come out right); then /llms.txt and /llms-full.txt for the latest docs version only,
 * in sidebar order, which the plugin cannot do itself. A malformed index fails the build.
 */
export default function llmsTxt(options: LlmsTxtOptions) {
  return (context: LoadContext): Plugin => llmsTxtForSite(context, options);
}

function llmsTxtForSite(context: LoadContext, options: LlmsTxtOptions): Plugin {
  const inner = llmsTxtPlugin(context, {
    siteTitle: context.siteConfig.title,
    siteDescription: options.summary,
    depth: 1,
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      includeDocs: true,
      includeVersionedDocs: true,
      includeBlog: true,
      includePages: false,
      includeGeneratedIndex: false,
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: false,
      excludeRoutes: BLOG_LISTS,
      // The first selector a page matches wins: a doc's Markdown body; a post's own text, without its tags,
      // edit link and the newsletter signup after it.
      contentSelectors: ['.theme-doc-markdown', '#__blog-post-container', 'article', 'main'],
      beforeDefaultRehypePlugins: [rehypeDocusaurusComponents],
    },
  });
  const siteUrl = context.siteConfig.url;
  const toUrl = (permalink: string) => markdownUrl(siteUrl, permalink);
  let index: LlmsIndex | undefined;
  /** Blog posts' titles and bylines: the post's header band sits outside the content the converter reads. */
  let postHeads: {permalink: string; head: string}[] = [];

  return {
    name: 'cairn-llms-txt',
    extendCli: inner.extendCli,
    async allContentLoaded({allContent}) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined;
      const latest = docsPlugins?.default?.loadedVersions.find((version) => version.isLast);
      const handbook = docsPlugins?.handbook?.loadedVersions[0];
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!latest || !handbook || !blog) throw new Error('llms.txt: the docs, handbook or blog content is missing');
      postHeads = blog.blogPosts.map(({metadata}) => {
        const date = new Date(metadata.date).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
        const authors = metadata.authors
          .map((author) => author.name)
          .filter(Boolean)
          .join(', ');
        return {
          permalink: metadata.permalink,
          head: `# ${metadata.title}\n\n*${[date, authors].filter(Boolean).join(' · ')}*\n\n`,
        };
      });
      index = {
        title: context.siteConfig.title,
        summary: options.summary,
        details: [
          `These are the docs of Cairn ${latest.label}, the latest release, then the company handbook and the blog. Every link is the Markdown version of a page: add ".md" to the address of any docs, handbook or blog page on ${siteUrl.replace(/^https?:\/\//, '')} to get its Markdown. The docs of the next, unreleased version are under ${siteUrl}/docs/next/.`,
        ],
        sections: [
          ...versionSections('Docs', latest, toUrl),
          ...versionSections('Handbook', handbook, toUrl),
          {
            title: 'Blog',
            links: blog.blogPosts
              .filter((post) => !post.metadata.unlisted)
              .map((post) => ({
                title: post.metadata.title,
                url: toUrl(post.metadata.permalink),
                note: post.metadata.description,
              })),
          },
        ],
        optional: options.optional,
      };
    },
    async postBuild(props) {
      // The inner plugin has no content of its own (Plugin<void>).
      await inner.postBuild?.({...props, content: undefined});
      if (!index) throw new Error('llms.txt: the content was not loaded');
      await Promise.all(
        postHeads.map(async ({permalink, head}) => {
          const file = path.join(props.outDir, `${permalink.replace(/\/+$/, '')}.md`);
          const body = await fs.readFile(file, 'utf8').catch(() => {
            throw new Error(
              `No Markdown was written for the blog post ${permalink} (expected ${path.relative(context.siteDir, file)})`,
            );
          });
          if (!body.startsWith('# ')) await fs.writeFile(file, head + body);
        }),
      );
      const text = buildLlmsTxt(index);
      const problems = llmsTxtProblems(text);
      if (problems.length > 0) throw new Error(`llms.txt is malformed:\n  - ${problems.join('\n  - ')}`);

      // llms-full.txt: the index, then every listed page's Markdown in the same order.
      const pages = await Promise.all(
        index.sections
          .flatMap((section) => section.links)
          .map(async (link) => {
            const file = path.join(props.outDir, link.url.slice(siteUrl.replace(/\/+$/, '').length));
            try {
              return await fs.readFile(file, 'utf8');
            } catch {
              throw new Error(
                `llms-full.txt: no Markdown for ${link.url} (expected ${path.relative(context.siteDir, file)})`,
              );
            }
          }),
      );
      await fs.writeFile(path.join(props.outDir, 'llms.txt'), text);
      await fs.writeFile(
        path.join(props.outDir, 'llms-full.txt'),
        `${text}\n${pages.map((page) => `---\n\n${page.trim()}\n`).join('\n')}`,
      );
    },
  };
}
