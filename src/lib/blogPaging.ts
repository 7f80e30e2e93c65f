/**
 * The blog list's page sizes and the paging math behind them. The blog plugin builds the default size
 * (`postsPerPage` in docusaurus.config.ts: /blog, /blog/page/2...); src/plugins/blog-page-sizes.ts builds
 * every other size of BLOG_PAGE_SIZES under /blog/size/N (/blog/size/20, /blog/size/20/page/2...).
 */

/** The page sizes the blog list offers, smallest first. The blog's own `postsPerPage` must be one of them. */
export const BLOG_PAGE_SIZES: readonly number[] = [10, 20, 30, 40];

/** Path segment of the size routes: /blog/size/20. */
export const SIZE_BASE_PATH = 'size';

/** The blog options the size routes depend on, with the blog plugin's defaults filled in. */
export interface BlogListOptions {
  /** Path of the blog, without a trailing slash ("/blog"). */
  blogBasePath: string;
  /** The blog plugin's `pageBasePath` ("page" in /blog/page/2). */
  pageBasePath: string;
  /** The blog plugin's `postsPerPage`: the size of /blog. */
  defaultSize: number;
  /** The blog plugin's `blogSidebarCount`. */
  sidebarCount: number | 'ALL';
}

/** Metadata of one list page, in the shape of the blog plugin's BlogPaginatedMetadata (minus the titles). */
export interface PageMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
}

export interface Page<T> {
  items: T[];
  metadata: PageMetadata;
}

/** One choice of the "Posts per page" links: the first page of that size. */
export interface PageSizeLink {
  size: number;
  permalink: string;
}

/** What src/plugins/blog-page-sizes.ts publishes as global data for the blog list page. */
export interface BlogPageSizesData {
  links: PageSizeLink[];
}

function assertSize(size: number): void {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A page size must be a positive whole number, got ${size}`);
}

/** Joins URL path segments into one absolute path without a trailing slash ("/" for none). */
export function joinPath(...segments: string[]): string {
  const parts = segments.flatMap((segment) => segment.split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}

/** How many list pages `total` posts fill at `size` a page; an empty blog still has its one page. */
export function pageCount(total: number, size: number): number {
  assertSize(size);
  return Math.max(1, Math.ceil(total / size));
}

/** The first page of a size: /blog for the default size, /blog/size/N otherwise. */
export function sizeBasePath(options: Pick<BlogListOptions, 'blogBasePath' | 'defaultSize'>, size: number): string {
  assertSize(size);
  return size === options.defaultSize
    ? joinPath(options.blogBasePath)
    : joinPath(options.blogBasePath, SIZE_BASE_PATH, `${size}`);
}

/** Permalink of page `page` (1-based) of a list that starts at `basePath`: the base, then base/page/2... */
export function pagePermalink(basePath: string, pageBasePath: string, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`A page number must be a whole number from 1, got ${page}`);
  return page === 1 ? joinPath(basePath) : joinPath(basePath, pageBasePath, `${page}`);
}

/** Splits `items` into pages of `size`, each with the metadata the blog list page reads. */
export function paginate<T>(items: readonly T[], size: number, basePath: string, pageBasePath: string): Page<T>[] {
  const totalPages = pageCount(items.length, size);
  const permalink = (page: number) => pagePermalink(basePath, pageBasePath, page);
  return Array.from({length: totalPages}, (_, index) => {
    const page = index + 1;
    return {
      items: items.slice(index * size, page * size),
      metadata: {
        permalink: permalink(page),
        page,
        postsPerPage: size,
        totalPages,
        totalCount: items.length,
        previousPage: page > 1 ? permalink(page - 1) : undefined,
        nextPage: page < totalPages ? permalink(page + 1) : undefined,
      },
    };
  });
}

/** The "Posts per page" links: one per size, each to the first page of that size. */
export function pageSizeLinks(
  options: Pick<BlogListOptions, 'blogBasePath' | 'defaultSize'>,
  sizes: readonly number[] = BLOG_PAGE_SIZES,
): PageSizeLink[] {
  return sizes.map((size) => ({size, permalink: sizeBasePath(options, size)}));
}

/** The sizes built by src/plugins/blog-page-sizes.ts: every offered size but the blog's own. */
export function extraSizes(defaultSize: number, sizes: readonly number[] = BLOG_PAGE_SIZES): number[] {
  return sizes.filter((size) => size !== defaultSize);
}

const CLASSIC_PRESETS = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];
const BLOG_PLUGINS = ['@docusaurus/plugin-content-blog', 'content-blog', 'docusaurus-plugin-content-blog'];

function entryOptions(entry: unknown, names: string[]): Record<string, unknown> | undefined {
  if (!Array.isArray(entry) || !names.includes(entry[0] as string)) return undefined;
  const options = entry[1];
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}

/**
 * The default blog's list options, read from the site config (the classic preset's `blog`, or a
 * `@docusaurus/plugin-content-blog` entry without an id), with the blog plugin's defaults. `configFile`
 * names the config in error messages. Throws when there is no blog or its `postsPerPage` is not one of `sizes`.
 */
export function blogListOptions(
  siteConfig: {baseUrl: string; presets?: unknown[]; plugins?: unknown[]},
  configFile: string,
  sizes: readonly number[] = BLOG_PAGE_SIZES,
): BlogListOptions {
  const fromPresets = (siteConfig.presets ?? [])
    .map((entry) => entryOptions(entry, CLASSIC_PRESETS)?.blog)
    .find((blog) => blog !== undefined);
  const fromPlugins = (siteConfig.plugins ?? [])
    .map((entry) => entryOptions(entry, BLOG_PLUGINS))
    .find((options) => options !== undefined && (options.id === undefined || options.id === 'default'));
  const blog = fromPresets ?? fromPlugins;
  if (!blog || typeof blog !== 'object') {
    throw new Error(`${configFile}: the blog page sizes need the blog of the classic preset (its \`blog\` options)`);
  }
  const options = blog as Record<string, unknown>;
  const defaultSize = options.postsPerPage ?? 10;
  if (typeof defaultSize !== 'number' || !sizes.includes(defaultSize)) {
    throw new Error(
      `${configFile}: the blog's postsPerPage (${String(defaultSize)}) must be one of the page sizes the blog list offers (${sizes.join(', ')}; BLOG_PAGE_SIZES in src/lib/blogPaging.ts)`,
    );
  }
  const sidebarCount = options.blogSidebarCount ?? 5;
  return {
    blogBasePath: joinPath(siteConfig.baseUrl, String(options.routeBasePath ?? 'blog')),
    pageBasePath: String(options.pageBasePath ?? 'page'),
    defaultSize,
    sidebarCount: sidebarCount === 'ALL' ? 'ALL' : Number(sidebarCount),
  };
}

/** A post as the size routes need it (a subset of the blog plugin's BlogPost). */
export interface ListedPost {
  metadata: {
    title: string;
    permalink: string;
    date: Date | string;
    source: string;
    unlisted?: boolean;
    frontMatter: {sidebar_label?: unknown};
  };
}

/** The blog sidebar prop, as the blog plugin builds it for its own list pages (toBlogSidebarProp). */
export function blogSidebarProp(title: string, posts: readonly ListedPost[], count: number | 'ALL') {
  const shown = count === 'ALL' ? posts : posts.slice(0, count);
  return {
    title,
    items: shown.map(({metadata}) => ({
      title:
        typeof metadata.frontMatter.sidebar_label === 'string' ? metadata.frontMatter.sidebar_label : metadata.title,
      permalink: metadata.permalink,
      unlisted: Boolean(metadata.unlisted),
      date: metadata.date,
    })),
  };
}

/** Source files (site-relative) of posts whose permalink would collide with the size routes under base/size/. */
export function postsUnderSizePath(posts: readonly ListedPost[], blogBasePath: string): string[] {
  const prefix = joinPath(blogBasePath, SIZE_BASE_PATH);
  return posts
    .filter(({metadata}) => {
      const permalink = joinPath(metadata.permalink);
      return permalink === prefix || permalink.startsWith(`${prefix}/`);
    })
    .map(({metadata}) => metadata.source.replace(/^@site\//, ''));
}
