/** Pure helpers of the content check: word counts and filler detection (links: src/content/links.ts). */

const FILLER_PATTERNS: RegExp[] = [
  /lorem\s+ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /coming\s+soon/i,
  /placeholder (text|content|page)/i,
  /content\s+goes\s+here/i,
  /to\s+be\s+written/i,
  /\binsert (text|content) here\b/i,
];

/** Fenced code blocks, also when indented inside a list item. */
const FENCED_CODE = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm;

/** Removes the front matter block at the top of a Markdown file. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

/** Prose of a page: front matter, fenced code, imports/exports, JSX/HTML tags and comments removed. */
export function proseOf(source: string): string {
  return stripFrontMatter(source)
    .replace(FENCED_CODE, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ');
}

/** Words of prose: runs of characters that contain at least one letter or digit. */
export function countWords(source: string): number {
  return proseOf(source)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Lines that look like filler or unfinished work, with their 1-based line numbers. */
export function findFiller(source: string): {line: number; text: string}[] {
  const hits: {line: number; text: string}[] = [];
  source.split('\n').forEach((text, index) => {
    if (FILLER_PATTERNS.some((pattern) => pattern.test(text))) hits.push({line: index + 1, text: text.trim()});
  });
  return hits;
}

/** Whether a page has at least one fenced code block, table or ordered step list. */
export function hasStructure(source: string): boolean {
  const body = stripFrontMatter(source);
  const code = /^[ \t]*(```|~~~)/m.test(body);
  const table = /^\|.*\|\s*$\n^\|\s*:?-{3,}/m.test(body);
  const steps = /^\s*1\. .+\n(?:.*\n)*?\s*2\. /m.test(body);
  return code || table || steps;
}

/**
 * Words a React page shows: JSX text and sentence-like string literals (two words or more, starting with a
 * capital letter), imports and class names excluded. An estimate, for the content report.
 */
export function countTsxWords(source: string): number {
  const body = source.replace(/^import .*$/gm, ' ').replace(/className=("[^"]*"|\{[^}]*\})/g, ' ');
  const texts: string[] = [];
  for (const match of body.matchAll(/>([^<>{}]*[\p{L}][^<>{}]*)</gu)) texts.push(match[1]);
  for (const match of body.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    if (/^[A-Z$0-9][^]*\s\S/.test(match[2])) texts.push(match[2]);
  }
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
