/** What the site publishes about the blog as global data: the latest posts and each post's category. */
import {BLOG_CATEGORIES, type BlogCategory} from '../content/frontMatter';

export interface PostLike {
  metadata: {
    title: string;
    permalink: string;
    date: Date | string;
    description: string;
    frontMatter: Record<string, unknown>;
    unlisted?: boolean;
  };
}

export interface PostSummary {
  title: string;
  permalink: string;
  date: string;
  description: string;
  category: BlogCategory;
}

export interface BlogGlobalData {
  latest: PostSummary[];
  /** Category of every post, by permalink. */
  categories: Record<string, BlogCategory>;
}

export const CATEGORY_LABELS: Record<BlogCategory, string> = {
  releases: 'Releases',
  company: 'Company Blog',
  engineering: 'Engineering Blog',
};

function summarize(post: PostLike): PostSummary {
  const {title, permalink, date, description, frontMatter} = post.metadata;
  const category = BLOG_CATEGORIES.includes(frontMatter.category as BlogCategory)
    ? (frontMatter.category as BlogCategory)
    : 'company';
  return {title, permalink, date: new Date(date).toISOString().slice(0, 10), description, category};
}

/** The global data of the blog: the `count` newest listed posts and the category of every post. */
export function blogGlobalData(posts: readonly PostLike[], count = 3): BlogGlobalData {
  const summaries = posts.filter((post) => !post.metadata.unlisted).map(summarize);
  summaries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    latest: summaries.slice(0, count),
    categories: Object.fromEntries(summaries.map((post) => [post.permalink, post.category])),
  };
}

/**
 * Groups sidebar items (any objects with a permalink) under the categories' labels, in the order
 * releases, company, engineering; an item without a known category goes to the company group.
 */
export function groupByCategory<T extends {permalink: string}>(
  items: readonly T[],
  categories: Record<string, BlogCategory>,
): {category: BlogCategory; label: string; items: T[]}[] {
  return BLOG_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    items: items.filter((item) => (categories[item.permalink] ?? 'company') === category),
  })).filter((group) => group.items.length > 0);
}
