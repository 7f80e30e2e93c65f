/**
 * The Markdown 404: what a missing `.md` address answers. The preview server (scripts/serve.mts) lists the existing
 * twins whose address is closest to the one asked for, with the path-word similarity of the HTML 404 page
 * (src/lib/notFound.ts); the static `/404.md` that hosts serve cannot compute matches, so it points to the indexes.
 */
import {addressSimilarity, searchWordsFromPath} from './notFound';

export interface Twin {
  /** The twin's path, `/docs/deployment/deploy-docker.md`. */
  path: string;
  title: string;
}

/** Where a path's words start to differ from another's: the length of their common leading segments. */
function sharedSegments(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared += 1;
  return shared;
}

/**
 * The twins closest to a requested path, best first: those whose address shares at least one word with it (typos
 * allowed), ordered by similarity, then by the leading folders they share with the request (the same docs version
 * first), then by path. At most `limit`.
 */
export function closestTwins(requestedPath: string, twins: readonly Twin[], limit = 5): Twin[] {
  const words = searchWordsFromPath(requestedPath);
  return twins
    .map((twin) => ({
      twin,
      score: addressSimilarity(words, twin.path),
      shared: sharedSegments(requestedPath, twin.path),
    }))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || b.shared - a.shared || a.twin.path.localeCompare(b.twin.path))
    .slice(0, limit)
    .map(({twin}) => twin);
}

/** Where the rest of the site is: its URL and the llms.txt of each docs version other than the latest. */
export interface MarkdownIndexes {
  siteUrl: string;
  versionIndexes: readonly string[];
}

/** Where to look when a page is not found: the site's index, each version's, and the search of the HTML site. */
function elsewhere({siteUrl, versionIndexes}: MarkdownIndexes): string {
  const site = siteUrl.replace(/\/+$/, '');
  const versions = versionIndexes.map((url) => `<${url}>`).join(', ');
  return (
    `Every page of the latest docs, the handbook and the blog is listed in <${site}/llms.txt>` +
    `${versions ? `; the other docs versions in ${versions}` : ''}. ` +
    `To search the site, open <${site}/docs> and use the search box at the top of the page.`
  );
}

/** The Markdown 404 for a requested path, with the closest twins (none: the indexes only). */
export function markdownNotFound(
  requestedPath: string,
  suggestions: readonly Twin[],
  indexes: MarkdownIndexes,
): string {
  const escaped = requestedPath.replace(/`/g, '');
  const parts = ['# Page not found', `There is no Markdown page at \`${escaped}\`.`];
  if (suggestions.length > 0) {
    parts.push(
      `The closest pages:\n\n${suggestions.map(({path, title}) => `- [${title.replace(/([[\]])/g, '\\$1')}](${path})`).join('\n')}`,
    );
  }
  parts.push(elsewhere(indexes));
  return `${parts.join('\n\n')}\n`;
}

/** The static /404.md for hosts: it cannot know the address asked for, so it points to the indexes. */
export function staticMarkdownNotFound(indexes: MarkdownIndexes): string {
  return `# Page not found\n\nThere is no Markdown page at this address.\n\n${elsewhere(indexes)}\n`;
}
