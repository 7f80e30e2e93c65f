/**
 * The content check of one page (scripts/content-check.mts runs it on every page, `npm run check` on the pages you
 * name): front matter valid YAML with the fields the build requires (src/content/frontMatter.ts, as the build's
 * parseFrontMatter checks it), MDX that compiles, the minimum words and some structure, no filler text, and links
 * that lead somewhere (src/content/checks/linkCheck.mts, checked once every page is read: `links.check(file)`). Every
 * problem is one line that starts with `file:line:`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {openApiVersionOf} from '../../config/openapi.ts';
import {countTsxWords, countWords, findFiller, hasStructure} from '../contentStats.ts';
import {frontMatterProblems, type ContentKind} from '../frontMatter.ts';
import {operationPlacements} from '../openapi/placements.ts';
import type {LinkChecker} from './linkCheck.mts';
import {compileMdx} from './mdx.mts';
import {descriptionOf} from './openapiCheck.mts';

export type Kind = Exclude<ContentKind, 'other'>;

const root = path.resolve(import.meta.dirname, '../../..');

/** Minimum words of a page, by kind; landing pages (index files) of the docs have none. */
export function minimumWords(kind: Kind, file: string, frontMatter: Record<string, unknown>): number {
  const base = file.split('/').pop() ?? '';
  if (kind === 'docs') return /^index\.mdx?$/.test(base) ? 0 : 350;
  if (kind === 'handbook') return /^index\.mdx?$/.test(base) ? 0 : 300;
  return frontMatter.category === 'releases' ? 500 : 700;
}

export const TOTAL_MINIMUMS: Record<Kind, number> = {docs: 50_000, handbook: 25_000, blog: 0};

/**
 * Company pages a real company publishes at depth (issue #20): their minimum words, and for the FAQ the minimum
 * number of answered questions (`###` headings that end with a question mark).
 */
export const COMPANY_PAGES: Record<string, {words: number; questions?: number}> = {
  'src/pages/faq.mdx': {words: 2500, questions: 25},
  'src/pages/privacy.mdx': {words: 1800},
  'src/pages/terms.mdx': {words: 1400},
  'src/pages/support.mdx': {words: 700},
  'src/pages/services.mdx': {words: 700},
  'src/pages/media.mdx': {words: 600},
  // The trust pages (issue #27).
  'src/pages/security.mdx': {words: 1200},
  'src/pages/dpa.mdx': {words: 800},
  'src/pages/subprocessors.mdx': {words: 300},
  // Choosing a plan, and when not to (issue #27), and the pages a form leads to.
  'src/pages/choosing.mdx': {words: 700},
  'src/pages/when-not-cairn.mdx': {words: 700},
  'src/pages/application-received.mdx': {words: 250},
  'src/pages/request-received.mdx': {words: 250},
};

/**
 * The words an API page's `::operation` lines bring (issue #17): each operation's summary, description and the
 * descriptions of its parameters, as the build writes them into the page, with tables and code samples.
 */
function generatedWords(sitePath: string, source: string): {words: number; operations: number} {
  const version = openApiVersionOf(sitePath);
  const placements = operationPlacements(source);
  if (!version || placements.length === 0) return {words: 0, operations: 0};
  const description = descriptionOf(version);
  let words = 0;
  for (const {id} of placements) {
    const operation = description.operations.find((item) => item.id === id);
    if (operation)
      words += countWords(
        [
          operation.summary,
          operation.description,
          ...operation.parameters.map((parameter) => parameter.description),
        ].join('\n\n'),
      );
  }
  return {words, operations: placements.length};
}

/** The line of a front matter key (`category:`), or 1, where the front matter starts. */
function frontMatterLine(source: string, problem: string): number {
  const key = /^`([\w-]+)`/.exec(problem)?.[1];
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const index = key ? lines.slice(0, end > 0 ? end : lines.length).findIndex((line) => line.startsWith(`${key}:`)) : -1;
  return index >= 0 ? index + 1 : 1;
}

/** The front matter of a page, or the line and reason it is not valid YAML. */
export function readFrontMatter(source: string): {
  data: Record<string, unknown>;
  error?: {line: number; message: string};
} {
  try {
    return {data: matter(source).data};
  } catch (error) {
    const {mark, reason, message} = error as {mark?: {line?: number}; reason?: string; message: string};
    // The YAML's line 0 is the file's line 2, after the opening `---`.
    return {data: {}, error: {line: (mark?.line ?? -1) + 2, message: reason ?? message}};
  }
}

export interface PageReport {
  words: number;
  problems: string[];
}

/**
 * One docs, handbook or blog page. `name` is how problems name the file (site-relative), `frontMatterPath` the path
 * its front matter rules are chosen by (the site-relative path, as the build passes it).
 */
export async function checkContentPage(
  page: {file: string; name: string; kind: Kind; frontMatterPath: string},
  links: LinkChecker,
): Promise<PageReport> {
  const {file, name, kind} = page;
  const problems: string[] = [];
  const source = readFileSync(file, 'utf8');
  const {data, error} = readFrontMatter(source);
  if (error) problems.push(`${name}:${error.line}: front matter is not valid YAML: ${error.message}`);
  else
    for (const problem of frontMatterProblems(page.frontMatterPath, data))
      problems.push(`${name}:${frontMatterLine(source, problem)}: ${problem}`);
  problems.push(...(await compiledPage(path.relative(root, file), source, links)));
  const generated = kind === 'docs' ? generatedWords(path.relative(root, file), source) : {words: 0, operations: 0};
  const words = countWords(source) + generated.words;
  const minimum = minimumWords(kind, file, data);
  if (words < minimum) problems.push(`${name}:1: ${words} words, under the minimum of ${minimum}`);
  // An operation's generated section has its parameters table and code samples.
  if (minimum > 0 && kind === 'docs' && generated.operations === 0 && !hasStructure(source)) {
    problems.push(`${name}:1: no code block, table or numbered step list`);
  }
  for (const hit of findFiller(source)) problems.push(`${name}:${hit.line}: filler text: ${hit.text}`);
  return {words, problems};
}

/**
 * A page (its site-relative path and source) compiled as the build compiles it; its links and anchors go to the
 * link checker, which checks them once every page is read (`links.check`).
 */
async function compiledPage(name: string, source: string, links: LinkChecker): Promise<string[]> {
  const {tree, error} = await compileMdx(source);
  if (tree) links.add(name, tree);
  return tree
    ? []
    : [
        `${name}:${error?.line ?? 1}${error?.column ? `:${error.column}` : ''}: MDX does not compile: ${error?.message}`,
      ];
}

/**
 * One marketing page of src/pages (MDX or React): its words, filler text, and for the company pages of
 * COMPANY_PAGES their depth; an MDX page is also compiled and its links read.
 */
export async function checkMarketingPage(
  file: string,
  links: LinkChecker,
): Promise<PageReport & {questions: number; depth?: {words: number; questions?: number}}> {
  const name = path.relative(root, file);
  const problems: string[] = [];
  const source = readFileSync(file, 'utf8');
  const words = file.endsWith('.tsx') ? countTsxWords(source) : countWords(source);
  for (const hit of findFiller(source)) problems.push(`${name}:${hit.line}: filler text: ${hit.text}`);
  const depth = COMPANY_PAGES[name];
  const questions = source.split('\n').filter((line) => /^###\s.*\?\s*$/.test(line)).length;
  if (depth && words < depth.words) problems.push(`${name}:1: ${words} words, under the minimum of ${depth.words}`);
  if (depth?.questions && questions < depth.questions) {
    problems.push(`${name}:1: ${questions} answered questions, under the minimum of ${depth.questions}`);
  }
  if (/\.mdx?$/.test(file)) problems.push(...(await compiledPage(name, source, links)));
  return {words, problems, questions, depth};
}
