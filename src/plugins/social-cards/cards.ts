/**
 * Which social cards the site has and what each shows, from the site's own data: the site title and tagline,
 * each docs version's and the handbook's index page, the blog's title and description, the plans, the feature
 * list, and every blog post's title, authors, date and reading time. Pure: the plugin (index.ts) gathers the
 * inputs from the content plugins, this module turns them into cards and into the routes of each section.
 */
import {DEFAULT_CARD, normalizePath, postCardPath, sectionCardPath, type SectionRoute} from '../../lib/socialCards';
import type {CardContent, PlanColumn} from './template';
import {supportedOlderRelease} from '../../constants/docs';

export interface CardJob {
  /** The section or page, as build errors name it ("section docs (1.15)", "blog post blog/2026-...md"). */
  name: string;
  /** Where the card is served, relative to the base URL (`/img/social/docs.png`). */
  path: string;
  content: CardContent;
}

/** A link of the navbar or footer: a section's short name ("Docs", "Blog", "Handbook", "Pricing"). */
export interface MenuLink {
  label: string;
  to: string;
}

export interface IndexPage {
  title: string;
  description: string;
}

export interface DocsVersionInput {
  versionName: string;
  label: string;
  path: string;
  banner: 'unreleased' | 'unmaintained' | null;
  isLast: boolean;
  /** The page at the version's path (its index.md), or undefined if there is none. */
  index?: IndexPage;
}

export interface DocsInstanceInput {
  /** The docs plugin's id: `default` for the docs, `handbook` for the handbook. */
  id: string;
  versions: DocsVersionInput[];
}

export interface PostInput {
  /** The post's file relative to the site ("blog/2026-11-09-proxy-aware-ip-handling.md"). */
  source: string;
  permalink: string;
  title: string;
  date: Date | string;
  authors: string[];
  readingTime?: number;
  /** The blog group label of the post's category ("Engineering Blog"). */
  category?: string;
}

/** A page outside the sections with a card of its own: the features index and each feature page. */
export interface PageCardInput {
  /** Name of the card (`features-funnels`): `/img/social/<card>.png`. */
  card: string;
  path: string;
  eyebrow?: string;
  title: string;
  description?: string;
  chips?: string[];
}

export interface SiteCardsInput {
  site: {title: string; tagline: string; baseUrl: string};
  menu: MenuLink[];
  /** Names shown on the home card, from src/data/features.ts. */
  features: string[];
  docs: DocsInstanceInput[];
  blog?: {path: string; title: string; description: string};
  pricing?: {path: string; plans: PlanColumn[]};
  /** The demo page (src/pages/demo.tsx): its title and the views it lets a visitor try. */
  demo?: {path: string; title: string; views: string[]; description: string};
  posts: PostInput[];
  /** Pages with a card of their own (the feature pages). */
  pages?: PageCardInput[];
}

export interface SiteCards {
  sections: SectionRoute[];
  jobs: CardJob[];
}

/**
 * The badge of a docs version's card, from its banner: an older release still in its support window
 * (OLDER_DOCS_VERSIONS) is not "unmaintained", as its docs banner says too.
 */
export function versionBadge(version: Pick<DocsVersionInput, 'banner' | 'versionName'>): string | undefined {
  if (version.banner === 'unreleased') return 'Unreleased';
  if (version.banner !== 'unmaintained') return undefined;
  return supportedOlderRelease(version.versionName) ? 'Older release' : 'Unmaintained';
}

/** How many feature names the home card lists (two rows). */
export const HOME_FEATURE_COUNT = 10;

/** The label of the menu link to `path`, if the navbar or footer has one. */
export function menuLabel(menu: readonly MenuLink[], path: string): string | undefined {
  const target = normalizePath(path);
  return menu.find((link) => normalizePath(link.to) === target)?.label;
}

/** "Ana Sousa", "Ana Sousa and Lena Fischer", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A post's date as the blog shows it ("November 9, 2026"), in UTC like the post's front matter date. */
export function formatPostDate(date: Date | string): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) throw new Error(`invalid date ${String(date)}`);
  return new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(
    value,
  );
}

/** The name of a docs version's card: `docs`, `docs-next`, `docs-1.14`; `handbook` for the handbook. */
export function docsCardName(instanceId: string, version: Pick<DocsVersionInput, 'versionName' | 'isLast'>): string {
  const prefix = instanceId === 'default' ? 'docs' : instanceId;
  if (version.isLast) return prefix;
  return version.versionName === 'current' ? `${prefix}-next` : `${prefix}-${version.versionName}`;
}

function docsSections(input: SiteCardsInput): {route: SectionRoute; job: CardJob}[] {
  return input.docs.flatMap((instance) => {
    const last = instance.versions.find((version) => version.isLast) ?? instance.versions[0];
    const sectionLabel = last ? menuLabel(input.menu, last.path) : undefined;
    return instance.versions.map((version) => {
      const card = docsCardName(instance.id, version);
      const name = `section ${card} (${instance.id === 'default' ? 'docs' : instance.id} ${version.label}, ${version.path})`;
      if (!version.index) {
        throw new Error(
          `Social cards: the ${name} has no page at ${version.path}; its card takes the title and description of that page`,
        );
      }
      // A single-version instance (the handbook) needs no version label on its card.
      const versionLabel = instance.versions.length > 1 ? version.label : undefined;
      const eyebrow = [sectionLabel, versionLabel].filter(Boolean).join(' ') || undefined;
      return {
        route: {card, path: version.path, article: true, description: version.index.description},
        job: {
          name,
          path: sectionCardPath(card),
          content: {
            eyebrow,
            badge: versionBadge(version),
            title: version.index.title,
            description: version.index.description,
          },
        },
      };
    });
  });
}

/** The sections, their routes and their cards; blog posts' cards come from `postCards`. */
export function sectionCards(input: SiteCardsInput): SiteCards {
  const {site, menu} = input;
  const sections: SectionRoute[] = [];
  const jobs: CardJob[] = [];

  sections.push({card: 'home', path: site.baseUrl, article: false, description: site.tagline});
  jobs.push({
    name: `section home (${site.baseUrl})`,
    path: sectionCardPath('home'),
    content: {title: site.tagline, chips: input.features.slice(0, HOME_FEATURE_COUNT)},
  });

  for (const {route, job} of docsSections(input)) {
    sections.push(route);
    jobs.push(job);
  }

  if (input.blog) {
    const {path, title, description} = input.blog;
    sections.push({card: 'blog', path, article: false, description});
    jobs.push({
      name: `section blog (${path})`,
      path: sectionCardPath('blog'),
      content: {eyebrow: menuLabel(menu, path), title, description},
    });
  }

  if (input.pricing) {
    const {path, plans} = input.pricing;
    const title = menuLabel(menu, path);
    if (!title) {
      throw new Error(
        `Social cards: the section pricing (${path}) takes its title from the menu link to ${path}, which is missing`,
      );
    }
    sections.push({card: 'pricing', path, article: false, description: site.tagline});
    jobs.push({name: `section pricing (${path})`, path: sectionCardPath('pricing'), content: {title, columns: plans}});
  }

  if (input.demo) {
    const {path, title, views, description} = input.demo;
    sections.push({card: 'demo', path, article: false, description});
    jobs.push({
      name: `section demo (${path})`,
      path: sectionCardPath('demo'),
      content: {eyebrow: menuLabel(menu, path), badge: 'Sample data', title, chips: views},
    });
  }

  for (const page of input.pages ?? []) {
    sections.push({card: page.card, path: page.path, article: false, description: page.description ?? site.tagline});
    jobs.push({
      name: `page ${page.card} (${page.path})`,
      path: sectionCardPath(page.card),
      content: {eyebrow: page.eyebrow, title: page.title, description: page.description, chips: page.chips},
    });
  }

  jobs.push({
    name: 'the default card (pages outside the sections)',
    path: sectionCardPath(DEFAULT_CARD),
    content: {centered: true, title: site.title, description: site.tagline},
  });

  return {sections, jobs};
}

/** One card per blog post: its category, title, authors, date and reading time. */
export function postCards(posts: readonly PostInput[], blogPath: string): CardJob[] {
  return posts.map((post) => {
    const name = `blog post ${post.source} (${post.permalink})`;
    try {
      const byline = [
        joinNames(post.authors),
        formatPostDate(post.date),
        post.readingTime === undefined ? '' : `${Math.max(1, Math.ceil(post.readingTime))} min read`,
      ].filter(Boolean);
      return {
        name,
        path: postCardPath(post.permalink, blogPath),
        content: {eyebrow: post.category, title: post.title, byline},
      };
    } catch (error) {
      throw new Error(`Social cards: the card of the ${name} cannot be made: ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
}

/** Two jobs writing the same file would leave one card wrong: fail, naming both. */
export function assertUniquePaths(jobs: readonly CardJob[]): void {
  const seen = new Map<string, string>();
  for (const job of jobs) {
    const other = seen.get(job.path);
    if (other) throw new Error(`Social cards: the ${job.name} and the ${other} would both be ${job.path}`);
    seen.set(job.path, job.name);
  }
}
