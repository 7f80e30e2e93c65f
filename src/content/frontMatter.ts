/**
 * Front matter rules for every Markdown file of the site. Used by the build
 * (`markdown.parseFrontMatter` in docusaurus.config.ts) and by the content
 * check script, so a bad page fails both with a message that names the file.
 */

export const BLOG_CATEGORIES = ['releases', 'company', 'engineering'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export type ContentKind = 'docs' | 'handbook' | 'blog' | 'other';

/** Which content instance a file belongs to, from its path relative to the site root. */
export function contentKind(relativePath: string): ContentKind {
  const p = relativePath.split('\\').join('/').replace(/^\.\//, '');
  // Partials (`_something.md`, anything under `_folder/`) are imported by pages, never rendered alone.
  if (p.split('/').some((segment) => segment.startsWith('_'))) return 'other';
  if (p.startsWith('docs/') || p.startsWith('versioned_docs/')) return 'docs';
  if (p.startsWith('handbook/')) return 'handbook';
  if (p.startsWith('blog/')) return 'blog';
  return 'other';
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
  return false;
}

/** Returns the problems of one file's front matter; an empty list means it is valid. */
export function frontMatterProblems(relativePath: string, frontMatter: Record<string, unknown>): string[] {
  const kind = contentKind(relativePath);
  const problems: string[] = [];
  if (kind === 'other') return problems;
  if (!isNonEmptyString(frontMatter.title)) problems.push('`title` is missing or empty');
  if (kind === 'docs' || kind === 'handbook') {
    if (!isNonEmptyString(frontMatter.description)) problems.push('`description` is missing or empty');
  }
  if (kind === 'blog') {
    if (!isValidDate(frontMatter.date)) problems.push('`date` is missing or not a YYYY-MM-DD date');
    const authors = frontMatter.authors;
    const hasAuthors = isNonEmptyString(authors) || (Array.isArray(authors) && authors.length > 0);
    if (!hasAuthors) problems.push('`authors` is missing or empty');
    const category = frontMatter.category;
    if (!BLOG_CATEGORIES.includes(category as BlogCategory)) {
      problems.push(
        `\`category\` must be one of ${BLOG_CATEGORIES.join(', ')} (got ${JSON.stringify(category ?? null)})`,
      );
    }
  }
  return problems;
}

/** Throws one error naming the file and every problem found in its front matter. */
export function assertValidFrontMatter(relativePath: string, frontMatter: Record<string, unknown>): void {
  const problems = frontMatterProblems(relativePath, frontMatter);
  if (problems.length > 0) {
    throw new Error(`Invalid front matter in ${relativePath}:\n  - ${problems.join('\n  - ')}`);
  }
}
