import path from 'node:path';
import {promises as fs} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import {rehypeDocusaurusComponents} from './rehype';
import {
  buildLlmsTxt,
  hasTwinHeader,
  llmsTxtProblems,
  markdownUrl,
  robotsTxt,
  sidebarSections,
  withTwinHeader,
  type DocInfo,
  type LlmsIndex,
  type LlmsLink,
  type SidebarConfigItem,
  type TwinHeader,
} from '../../lib/llmsTxt';
import {MARKDOWN_NOT_FOUND_PATH} from '../../lib/markdownNegotiation';
import {staticMarkdownNotFound} from '../../lib/markdownNotFound';

export interface LlmsTxtOptions {
  summary: string;
  /** Links for the "Optional" section (source code, contributing guide...). */
  optional: LlmsLink[];
  /**
   * Pages outside the docs, handbook and blog that the site index lists in sections of their own (the features, the
   * changelog, the trust pages): a link to a Markdown twin (`.md`) goes into llms-full.txt too, a link to an HTML page
   * does not.
   */
  pages?: {title: string; links: LlmsLink[]}[];
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

/** A Markdown twin the build writes, and the header it gets. */
interface TwinPage {
  permalink: string;
  title: string;
  header: TwinHeader;
}

/** An llms.txt (and its llms-full.txt) to write, in a folder of the build ('' for the root). */
interface IndexFile {
  dir: string;
  index: LlmsIndex;
}

/** "1.15 (latest)", "Next (1.16)", "1.14": how a twin's header names its docs version. */
function versionName(version: LoadedVersion): string {
  return version.isLast ? `${version.label} (latest)` : version.label;
}

/** The llms.txt of a docs version other than the latest, in its folder (`/docs/next/llms.txt`). */
function versionIndexUrl(siteUrl: string, version: LoadedVersion): string {
  return `${siteUrl}${version.path.replace(/\/+$/, '')}/llms.txt`;
}

/**
 * Every docs (every version), handbook and blog post page as Markdown at its URL plus ".md", converted from the
 * built HTML by @signalwire/docusaurus-plugin-llms-txt (with src/plugins/llms-txt/rehype.ts so code blocks,
 * tabs and admonitions come out right), each with a short header (canonical URL, docs version, last update, the
 * indexes); then, which the plugin cannot do itself, /llms.txt and /llms-full.txt for the latest docs version, the
 * handbook and the blog, and `<version path>/llms.txt` and `llms-full.txt` for each other docs version, in sidebar
 * order; /robots.txt and the static Markdown 404 (/404.md). A malformed index fails the build. The pages' `<link
 * rel="alternate" type="text/markdown">` is added by scripts/deploy-files.mts, after the build: other plugins
 * (social cards) rewrite the HTML pages in their own postBuild, at the same time as this one.
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
  let indexes: IndexFile[] = [];
  let twins: TwinPage[] = [];
  let versionIndexes: string[] = [];
  /** Blog posts' titles and bylines: the post's header band sits outside the content the converter reads. */
  let postHeads: {permalink: string; head: string}[] = [];

  return {
    name: 'cairn-llms-txt',
    extendCli: inner.extendCli,
    async allContentLoaded({allContent}) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined;
      const versions = docsPlugins?.default?.loadedVersions ?? [];
      const latest = versions.find((version) => version.isLast);
      const others = versions.filter((version) => !version.isLast);
      const handbook = docsPlugins?.handbook?.loadedVersions[0];
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!latest || !handbook || !blog) throw new Error('llms.txt: the docs, handbook or blog content is missing');
      const siteIndex = {label: 'llms.txt', url: `${siteUrl}/llms.txt`};
      versionIndexes = others.map((version) => versionIndexUrl(siteUrl, version));
      const header = (permalink: string, lastUpdatedAt: number | null | undefined, version?: LoadedVersion) => ({
        canonicalUrl: `${siteUrl}${permalink}`,
        ...(version ? {version: versionName(version)} : {}),
        ...(lastUpdatedAt ? {lastUpdatedAt} : {}),
        indexes:
          version && !version.isLast
            ? [siteIndex, {label: `${version.label} llms.txt`, url: versionIndexUrl(siteUrl, version)}]
            : [siteIndex],
        // The page on the docs MCP server is in the latest docs.
        assistants: `${siteUrl}/docs/ai-assistants`,
      });
      twins = [
        ...versions.flatMap((version) =>
          version.docs.map((doc) => ({
            permalink: doc.permalink,
            title: doc.title,
            header: header(doc.permalink, doc.lastUpdatedAt, version),
          })),
        ),
        ...handbook.docs.map((doc) => ({
          permalink: doc.permalink,
          title: doc.title,
          header: header(doc.permalink, doc.lastUpdatedAt),
        })),
        ...blog.blogPosts.map(({metadata}) => ({
          permalink: metadata.permalink,
          title: metadata.title,
          header: header(metadata.permalink, metadata.lastUpdatedAt),
        })),
      ];
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
      const site: LlmsIndex = {
        title: context.siteConfig.title,
        summary: options.summary,
        details: [
          `These are the docs of Cairn ${latest.label}, the latest release, then the company handbook and the blog. Every link is the Markdown version of a page: add ".md" to the address of any docs, handbook or blog page on ${siteUrl.replace(/^https?:\/\//, '')} to get its Markdown. The docs of the next, unreleased version are under ${siteUrl}/docs/next/.`,
          `Each other docs version has an index of its own: ${others.map((version) => `${version.label} at ${versionIndexUrl(siteUrl, version)}`).join(', ')}.`,
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
          ...(options.pages ?? []),
        ],
        optional: options.optional,
      };
      indexes = [
        {dir: '', index: site},
        ...others.map((version) => ({
          dir: version.path.replace(/^\/+|\/+$/g, ''),
          index: {
            title: `${context.siteConfig.title} ${version.label} docs`,
            summary: options.summary,
            details: [
              `These are the docs of Cairn ${version.label}, ${version.banner === 'unreleased' ? 'the next release, not released yet' : 'an older release'}, in the order of their sidebar. Every link is the Markdown version of a page. The docs of the latest release (${latest.label}), the handbook and the blog are in ${siteUrl}/llms.txt.`,
            ],
            sections: versionSections('Docs', version, toUrl),
            optional: [
              {
                title: 'OpenAPI description (JSON)',
                url: `${siteUrl}${version.path.replace(/\/+$/, '')}/openapi.json`,
                note: `The OpenAPI 3.1 description of the Cairn ${version.label} HTTP API.`,
              },
              {
                title: 'OpenAPI description (YAML)',
                url: `${siteUrl}${version.path.replace(/\/+$/, '')}/openapi.yaml`,
                note: 'The same description as YAML.',
              },
            ],
          },
        })),
      ];
    },
    async postBuild(props) {
      // The inner plugin has no content of its own (Plugin<void>).
      await inner.postBuild?.({...props, content: undefined});
      if (indexes.length === 0) throw new Error('llms.txt: the content was not loaded');
      await Promise.all(
        postHeads.map(async ({permalink, head}) => {
          const file = path.join(props.outDir, markdownUrl('', permalink));
          const body = await fs.readFile(file, 'utf8').catch(() => {
            throw new Error(
              `No Markdown was written for the blog post ${permalink} (expected ${path.relative(context.siteDir, file)})`,
            );
          });
          if (!body.startsWith('# ')) await fs.writeFile(file, head + body);
        }),
      );
      await Promise.all(
        twins.map(async ({permalink, title, header}) => {
          const file = path.join(props.outDir, markdownUrl('', permalink));
          // A page the converter skipped has no twin, and so no header and no alternate link.
          const body = await fs.readFile(file, 'utf8').catch(() => undefined);
          if (body !== undefined && !hasTwinHeader(body)) await fs.writeFile(file, withTwinHeader(body, title, header));
        }),
      );
      for (const {dir, index} of indexes) await writeIndex(props.outDir, dir, index);
      await fs.writeFile(path.join(props.outDir, 'robots.txt'), robotsTxt(siteUrl));
      await fs.writeFile(
        path.join(props.outDir, MARKDOWN_NOT_FOUND_PATH),
        staticMarkdownNotFound({siteUrl, versionIndexes}),
      );
    },
  };

  /** llms.txt, then llms-full.txt: the index, then every listed page's Markdown in the same order. */
  async function writeIndex(outDir: string, dir: string, index: LlmsIndex) {
    const text = buildLlmsTxt(index);
    const where = path.posix.join('/', dir, 'llms.txt');
    const problems = llmsTxtProblems(text);
    if (problems.length > 0) throw new Error(`${where} is malformed:\n  - ${problems.join('\n  - ')}`);
    const pages = await Promise.all(
      index.sections
        .flatMap((section) => section.links)
        .filter((link) => link.url.endsWith('.md'))
        .map(async (link) => {
          const file = path.join(outDir, link.url.slice(siteUrl.replace(/\/+$/, '').length));
          try {
            return await fs.readFile(file, 'utf8');
          } catch {
            throw new Error(`${where}: no Markdown for ${link.url} (expected ${path.relative(context.siteDir, file)})`);
          }
        }),
    );
    await fs.mkdir(path.join(outDir, dir), {recursive: true});
    await fs.writeFile(path.join(outDir, dir, 'llms.txt'), text);
    await fs.writeFile(
      path.join(outDir, dir, 'llms-full.txt'),
      `${text}\n${pages.map((page) => `---\n\n${page.trim()}\n`).join('\n')}`,
    );
  }
}
