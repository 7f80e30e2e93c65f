import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
// The named export, which @docusaurus/logger 3 and 4 both have: Docusaurus 4 loads this file with jiti 2, whose
// default import of the package is its exports object ({logger, PerfLogger, default}), without `info`.
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {features} from '../../data/features';
import {DEMO_DESCRIPTION, DEMO_TITLE, DEMO_VIEW_LABELS, DEMO_VIEWS} from '../../lib/demo';
import {plans} from '../../data/plans';
import {CATEGORY_LABELS} from '../../lib/blogData';
import {blogListOptions, joinPath} from '../../lib/blogPaging';
import {mapLimit} from '../../lib/mapLimit';
import type {BlogCategory} from '../../content/frontMatter';
import {normalizePath, socialCardUrl, socialMetaFor, type SocialCardsData} from '../../lib/socialCards';
import {
  assertUniquePaths,
  HOME_FEATURE_COUNT,
  postCards,
  sectionCards,
  type CardJob,
  type DocsInstanceInput,
  type MenuLink,
  type PostInput,
} from './cards';
import {headMeta, htmlFileOf, socialTagProblems, withTwitterCopies} from './html';
import {createRenderer, writeFileAtomic, type Renderer} from './render';

/** The pricing page, which has a card of its own (title from its menu link, plans from src/data/plans.ts). */
const PRICING_PAGE = 'pricing';
/** The demo page, which has a card of its own (its title and views from src/lib/demo.ts). */
const DEMO_PAGE = 'demo';

/** The features index, which has a card of its own listing the features; each page under /features/ has one too. */
const FEATURES_PAGE = 'product-features';

function hasImage(frontMatter: Record<string, unknown> | undefined): boolean {
  return typeof frontMatter?.image === 'string' && frontMatter.image.trim() !== '';
}

/** The navbar's and footer's internal links, whose labels name the sections on their cards. */
function menuLinks(themeConfig: Record<string, unknown>): MenuLink[] {
  const links: MenuLink[] = [];
  const add = (item: unknown) => {
    const {label, to} = (item ?? {}) as {label?: unknown; to?: unknown};
    if (typeof label === 'string' && typeof to === 'string') links.push({label, to});
  };
  const navbar = themeConfig.navbar as {items?: unknown[]} | undefined;
  (navbar?.items ?? []).forEach(add);
  const footer = themeConfig.footer as {links?: {items?: unknown[]}[]} | undefined;
  (footer?.links ?? []).forEach((group) => (group.items ?? []).forEach(add));
  return links;
}

function relativeSource(source: string): string {
  return source.replace(/^@site\//, '');
}

interface Rendered {
  cards: Map<string, Buffer>;
  rendered: number;
  cached: number;
}

async function renderAll(renderer: Renderer, jobs: readonly CardJob[]): Promise<Rendered> {
  const cards = new Map<string, Buffer>();
  let rendered = 0;
  // Two at a time: satori lays one card out on the main thread while sharp encodes the other on its own threads.
  await mapLimit(jobs, 2, async (job) => {
    try {
      const result = await renderer.render(job.content);
      cards.set(job.path, result.png);
      if (!result.cached) rendered += 1;
    } catch (error) {
      throw new Error(`Social cards: the card of the ${job.name} could not be rendered: ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
  return {cards, rendered, cached: jobs.length - rendered};
}

/**
 * Social cards (Open Graph and Twitter images) for every page: one per section (home, docs, docs Next, handbook,
 * blog, pricing), one per blog post and a default one, rendered at build time with satori and sharp into
 * `/img/social/` of the build (cards.ts says what each shows, template.ts how it looks, render.ts caches them).
 * The rendering starts once the content is loaded and runs while the site is bundled; postBuild writes the
 * cards, then reads every built page to add its `twitter:title`/`twitter:description` and check its tags.
 * Which card a page uses is `socialCardPath` of src/lib/socialCards.ts, published here as global data for
 * src/theme/SiteMetadata. A card that fails to render, or a page whose tags are wrong, fails the build.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const configFile = path.relative(siteDir, context.siteConfigPath) || context.siteConfigPath;
  let data: SocialCardsData | undefined;
  let renderer: Renderer | undefined;
  let rendering: Promise<Rendered> | undefined;

  return {
    name: 'cairn-social-cards',

    async allContentLoaded({allContent, actions}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
      const ownImages: string[] = [];

      const docs: DocsInstanceInput[] = Object.entries(docsInstances).map(([id, content]) => ({
        id,
        versions: content.loadedVersions.map((version) => {
          for (const doc of version.docs) if (hasImage(doc.frontMatter)) ownImages.push(doc.permalink);
          const index = version.docs.find((doc) => normalizePath(doc.permalink) === normalizePath(version.path));
          return {
            versionName: version.versionName,
            label: version.label,
            path: version.path,
            banner: version.banner,
            isLast: version.isLast,
            index: index ? {title: index.title, description: index.description} : undefined,
          };
        }),
      }));

      for (const page of pages) {
        if (page.type === 'mdx' && hasImage(page.frontMatter)) ownImages.push(page.permalink);
      }
      const pagePath = (name: string) => joinPath(siteConfig.baseUrl, name);
      const hasPage = (route: string) => pages.some((page) => normalizePath(page.permalink) === normalizePath(route));
      if (!hasPage(siteConfig.baseUrl))
        throw new Error(`Social cards: the home page (${siteConfig.baseUrl}) is missing`);
      const pricingPath = pagePath(PRICING_PAGE);
      if (!hasPage(pricingPath)) {
        throw new Error(`Social cards: the pricing page (${pricingPath}, src/pages/${PRICING_PAGE}.tsx) is missing`);
      }

      // The features index and every page under /features/ (the feature pages, self-hosting): a card each.
      const featuresPath = pagePath(FEATURES_PAGE);
      if (!hasPage(featuresPath)) {
        throw new Error(`Social cards: the features page (${featuresPath}, src/pages/${FEATURES_PAGE}.tsx) is missing`);
      }
      const featuresFolder = `${pagePath('features')}/`;
      const featurePageCards = pages
        .filter((page) => normalizePath(page.permalink).startsWith(featuresFolder))
        .map((page) => {
          const where = `${page.permalink} (${relativeSource(page.source)})`;
          if (page.type !== 'mdx' || !page.title || !page.description) {
            throw new Error(
              `Social cards: the feature page ${where} needs a title and a description in its front matter`,
            );
          }
          return {
            card: `features-${normalizePath(page.permalink).slice(featuresFolder.length)}`,
            path: page.permalink,
            eyebrow: 'Features',
            title: page.title,
            description: page.description,
          };
        });

      const demoPath = pagePath(DEMO_PAGE);
      const blogPath = blog ? blogListOptions(siteConfig, configFile).blogBasePath : undefined;
      const posts: PostInput[] = [];
      const postPermalinks: string[] = [];
      for (const post of blog?.blogPosts ?? []) {
        const {metadata} = post;
        // Every post is an article; one whose front matter sets its own image keeps it and gets no card.
        postPermalinks.push(metadata.permalink);
        if (hasImage(metadata.frontMatter)) {
          ownImages.push(metadata.permalink);
          continue;
        }
        const category = metadata.frontMatter.category as BlogCategory | undefined;
        posts.push({
          source: relativeSource(metadata.source),
          permalink: metadata.permalink,
          title: metadata.title,
          date: metadata.date,
          authors: metadata.authors.map((author) => author.name).filter((name): name is string => Boolean(name)),
          readingTime: metadata.readingTime,
          category: category ? CATEGORY_LABELS[category] : undefined,
        });
      }

      const {sections, jobs} = sectionCards({
        site: {title: siteConfig.title, tagline: siteConfig.tagline, baseUrl: siteConfig.baseUrl},
        menu: menuLinks(siteConfig.themeConfig),
        features: features.map((feature) => feature.name),
        docs,
        blog: blog && blogPath ? {path: blogPath, title: blog.blogTitle, description: blog.blogDescription} : undefined,
        pricing: {path: pricingPath, plans: plans.map(({name, price, priceNote}) => ({name, price, note: priceNote}))},
        demo: hasPage(demoPath)
          ? {
              path: demoPath,
              title: DEMO_TITLE,
              views: DEMO_VIEWS.map((view) => DEMO_VIEW_LABELS[view]),
              description: DEMO_DESCRIPTION,
            }
          : undefined,
        posts,
        pages: [
          {
            card: 'features',
            path: featuresPath,
            title: 'Features',
            description: 'Every feature of Cairn, each with a worked example, its limits and its docs.',
            chips: features
              .filter((feature) => feature.page)
              .map((feature) => feature.name)
              .slice(0, HOME_FEATURE_COUNT),
          },
          ...featurePageCards,
        ],
      });
      const allJobs = [...jobs, ...(blogPath ? postCards(posts, blogPath) : [])];
      assertUniquePaths(allJobs);

      data = {
        sections,
        defaultDescription: siteConfig.tagline,
        blogPath: blogPath ?? joinPath(siteConfig.baseUrl, 'blog'),
        posts: postPermalinks,
        ownImages,
      };
      actions.setGlobalData(data);

      // Rendering starts now and runs while the site is bundled; postBuild waits for it.
      renderer ??= createRenderer({siteDir, siteTitle: siteConfig.title, host: new URL(siteConfig.url).host});
      rendering = renderAll(renderer, allJobs);
      rendering.catch((error: Error) => logger.error(error.message));
    },

    async postBuild({outDir, routesPaths}) {
      if (!rendering || !data || !renderer)
        throw new Error('Social cards: postBuild ran before the content was loaded');
      const {cards, rendered, cached} = await rendering;
      await Promise.all(
        [...cards].map(async ([cardPath, png]) => {
          const file = path.join(outDir, cardPath);
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, png);
        }),
      );

      const siteData = data;
      const problems = await mapLimit(routesPaths, 16, async (route): Promise<string[]> => {
        const file = htmlFileOf(outDir, route, siteConfig.baseUrl, siteConfig.trailingSlash);
        let html: string;
        try {
          html = await readFile(file, 'utf8');
        } catch {
          return [`${route}: its page ${path.relative(outDir, file)} is missing`];
        }
        const completed = withTwitterCopies(html, headMeta(html));
        const social = socialMetaFor(route, siteData);
        const image = social.image === null ? null : socialCardUrl(siteConfig.url, siteConfig.baseUrl, social.image);
        const found = socialTagProblems(completed.meta, {image, type: social.type});
        if (social.image !== null && !cards.has(social.image)) found.push(`its card ${social.image} was not rendered`);
        // Atomic: other plugins' postBuild (llms.txt) read the pages at the same time.
        if (completed.html !== html) await writeFileAtomic(file, completed.html);
        return found.map((problem) => `${route}: ${problem}`);
      });
      const wrong = problems.flat();
      if (wrong.length > 0) {
        throw new Error(
          `Social cards: ${wrong.length === 1 ? '1 problem' : `${wrong.length} problems`} with the pages' social tags (src/theme/SiteMetadata, src/lib/socialCards.ts):\n${wrong
            .map((problem) => `  - ${problem}`)
            .join('\n')}`,
        );
      }
      await renderer.prune();
      logger.info(
        `Social cards: ${cards.size} cards in /img/social/ (${rendered} rendered, ${cached} from the cache), tags checked on ${routesPaths.length} pages`,
      );
    },
  };
}
