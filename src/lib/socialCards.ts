/**
 * Social cards: the 1200x630 PNG each page shows when it is shared (Open Graph and Twitter tags). The build
 * plugin (src/plugins/social-cards) renders one card per section and one per blog post into `/img/social/`;
 * the site metadata (src/theme/SiteMetadata) points every page at its card. Both decide which card a page
 * uses with `socialCardPath` below, from the data the plugin publishes (`usePluginData('cairn-social-cards')`).
 */

/** Where the cards are served, relative to the site's base URL. */
export const SOCIAL_CARD_DIR = '/img/social';
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
export const SOCIAL_CARD_TYPE = 'image/png';

/** The card of every page outside the sections. */
export const DEFAULT_CARD = 'default';

/**
 * A section with a card of its own: `home`, `docs` (the latest docs version), `docs-next` (the unreleased one),
 * `docs-<version>` (any older version), `handbook`, `blog`, `pricing`.
 */
export interface SectionRoute {
  /** Name of the card: the section's card is `/img/social/<card>.png`. */
  card: string;
  /** Route path of the section: `/` matches the home page only, any other path itself and what lies below it. */
  path: string;
  /** Its pages are articles (`og:type` article): docs and handbook pages. */
  article: boolean;
  /** The section's description, for its pages that have none of their own (tags, authors, archive). */
  description: string;
}

/** What the plugin publishes as global data. */
export interface SocialCardsData {
  sections: SectionRoute[];
  /** Description of pages outside every section that have none of their own (404): the site's tagline. */
  defaultDescription: string;
  /** Route path of the blog; a post's card lives under `/img/social/blog/` at its permalink below it. */
  blogPath: string;
  /** Permalinks of the blog posts: articles, each with a card of its own unless it sets its own image. */
  posts: string[];
  /** Route paths of pages whose front matter sets their own `image`: those keep it. */
  ownImages: string[];
}

/** A route path without its trailing slash (but `/` stays `/`), query or hash. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isWithin(pathname: string, base: string): boolean {
  const path = normalizePath(pathname);
  const root = normalizePath(base);
  if (root === '/') return path === '/';
  return path === root || path.startsWith(`${root}/`);
}

/** The section a path belongs to: the one with the longest matching path (`/docs/next` before `/docs`). */
export function sectionOf(pathname: string, data: SocialCardsData): SectionRoute | undefined {
  return data.sections
    .filter((route) => isWithin(pathname, route.path))
    .sort((a, b) => normalizePath(b.path).length - normalizePath(a.path).length)[0];
}

export function sectionCardPath(card: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(card)) throw new Error(`Invalid social card name "${card}"`);
  return `${SOCIAL_CARD_DIR}/${card}.png`;
}

/**
 * The card of a blog post, from its permalink below the blog's path: `/blog/proxy-aware-ip-handling` is
 * `/img/social/blog/proxy-aware-ip-handling.png`; a dated permalink keeps its folders. Characters other than
 * letters, digits, `-` and `_` become `-`.
 */
export function postCardPath(permalink: string, blogPath: string): string {
  const path = normalizePath(permalink);
  const base = normalizePath(blogPath);
  if (!isWithin(path, base) || path === base) {
    throw new Error(`The blog post permalink ${permalink} is not below the blog's path ${blogPath}`);
  }
  const rest = path
    .slice(base === '/' ? 1 : base.length + 1)
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape stays as written; the replacement below makes it a safe file name.
      }
      return decoded.replace(/[^A-Za-z0-9_-]+/g, '-');
    })
    .join('/');
  return `${SOCIAL_CARD_DIR}/blog/${rest}.png`;
}

/**
 * The card (path relative to the base URL) of the page at `pathname`: the post's own card for a blog post, the
 * section's card inside a section, the default card elsewhere; `null` when the page's front matter sets its own
 * image, which then stands alone.
 */
export function socialCardPath(pathname: string, data: SocialCardsData): string | null {
  const path = normalizePath(pathname);
  if (data.ownImages.some((own) => normalizePath(own) === path)) return null;
  if (data.posts.some((post) => normalizePath(post) === path)) return postCardPath(path, data.blogPath);
  return sectionCardPath(sectionOf(path, data)?.card ?? DEFAULT_CARD);
}

/** The absolute URL of a card: the site's URL, its base URL, the card's path (`https://cairn.dev/img/social/docs.png`). */
export function socialCardUrl(siteUrl: string, baseUrl: string, cardPath: string): string {
  const path = [baseUrl, cardPath]
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean)
    .join('/');
  return `${siteUrl.replace(/\/+$/, '')}/${path}`;
}

export interface SocialMeta {
  /** Card path relative to the base URL, or null for a page with its own image. */
  image: string | null;
  type: 'article' | 'website';
  /** Description for a page that has none of its own. */
  description: string;
}

/** Everything the site metadata sets for a page before the page's own metadata overrides what it sets itself. */
export function socialMetaFor(pathname: string, data: SocialCardsData): SocialMeta {
  const section = sectionOf(pathname, data);
  const path = normalizePath(pathname);
  const isPost = data.posts.some((post) => normalizePath(post) === path);
  return {
    image: socialCardPath(pathname, data),
    type: isPost || section?.article ? 'article' : 'website',
    description: section?.description ?? data.defaultDescription,
  };
}

/** A meta tag as attributes (`{property: 'og:title', content: '...'}`), as Helmet and HTML parsers give them. */
export type MetaAttributes = Partial<Record<string, string>>;

/**
 * `twitter:title` and `twitter:description` copy the page's final `og:title` and `og:description`, whichever
 * template set them; a page's own Twitter tags are left as they are.
 */
export function twitterMirror(metaTags: readonly MetaAttributes[]): {title?: string; description?: string} {
  const find = (key: 'property' | 'name', value: string) => metaTags.find((tag) => tag[key] === value)?.content;
  return {
    title: find('name', 'twitter:title') === undefined ? find('property', 'og:title') : undefined,
    description: find('name', 'twitter:description') === undefined ? find('property', 'og:description') : undefined,
  };
}
