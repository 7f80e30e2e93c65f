/**
 * Content check: prints the word count of every page and the totals, and fails (exit 1) on a page
 * under its minimum, on filler text, on invalid front matter, on MDX that does not compile and on a
 * relative Markdown link to a file that does not exist.
 *
 *   npx tsx scripts/content-check.mts                 # the whole site, with the totals
 *   npx tsx scripts/content-check.mts --kind docs DIR # one folder of pages (no totals)
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import matter from 'gray-matter';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {countTsxWords, countWords, findFiller, hasStructure, relativeMarkdownLinks} from '../src/lib/contentStats.ts';
import {frontMatterProblems, type ContentKind} from '../src/lib/frontMatter.ts';
import {openApiVersionOf} from '../src/config/openapi.ts';
import {operationPlacements} from '../src/lib/openapi/placements.ts';
import {parseDescription, type ApiDescription} from '../src/lib/openapi/spec.ts';

/**
 * The words an API page's `::operation` lines bring (issue #17): each operation's summary, description and the
 * descriptions of its parameters, as the build writes them into the page, with tables and code samples.
 */
const descriptions = new Map<string, ApiDescription>();
function generatedWords(file: string, source: string): {words: number; operations: number} {
  const version = openApiVersionOf(relative(root, file));
  const placements = operationPlacements(source);
  if (!version || placements.length === 0) return {words: 0, operations: 0};
  let description = descriptions.get(version.file);
  if (!description) {
    description = parseDescription(readFileSync(join(root, version.file), 'utf8'), version.file);
    descriptions.set(version.file, description);
  }
  let words = 0;
  for (const {id} of placements) {
    const operation = description.operations.find((item) => item.id === id);
    if (operation) words += countWords([operation.summary, operation.description, ...operation.parameters.map((parameter) => parameter.description)].join('\n\n'));
  }
  return {words, operations: placements.length};
}

type Kind = Exclude<ContentKind, 'other'>;
const root = resolve(import.meta.dirname, '..');

/** Minimum words of a page, by kind; landing pages (index files) of the docs have none. */
function minimumWords(kind: Kind, file: string, frontMatter: Record<string, unknown>): number {
  const base = file.split('/').pop() ?? '';
  if (kind === 'docs') return /^index\.mdx?$/.test(base) ? 0 : 350;
  if (kind === 'handbook') return /^index\.mdx?$/.test(base) ? 0 : 300;
  return frontMatter.category === 'releases' ? 500 : 700;
}

const TOTAL_MINIMUMS: Record<Kind, number> = {docs: 50_000, handbook: 25_000, blog: 0};


function markdownFiles(dir: string, pattern = /\.mdx?$/): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return pattern.test(dir) ? [dir] : [];
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return markdownFiles(path, pattern);
      return pattern.test(name) ? [path] : [];
    })
    .sort();
}

/** With `--known LIST --docs-root DIR`: links into DIR count as valid when LIST names their target. */
let known: {root: string; files: Set<string>} | undefined;

function linkExists(from: string, link: string): boolean {
  const target = resolve(dirname(from), link);
  if (existsSync(target)) return true;
  return known !== undefined && known.files.has(relative(known.root, target));
}

async function checkFolder(kind: Kind, dir: string, withTotal: boolean): Promise<string[]> {
  const failures: string[] = [];
  let total = 0;
  const files = markdownFiles(dir).filter((f) => !(f.split('/').pop() ?? '').startsWith('_'));
  console.log(`\n${kind}: ${relative(root, dir) || dir}`);
  for (const file of files) {
    const name = relative(root, file).startsWith('..') ? file : relative(root, file);
    const source = readFileSync(file, 'utf8');
    const {data} = matter(source);
    // Check front matter with the same rules as the build, as if the file were in its instance's folder.
    const pseudoPath = `${kind}/${relative(dir, file)}`;
    for (const problem of frontMatterProblems(pseudoPath, data)) failures.push(`${name}: ${problem}`);
    try {
      // Docusaurus compiles .md files as MDX too (markdown.format defaults to 'mdx').
      await compile(source, {
        format: 'mdx',
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective],
      });
    } catch (error) {
      failures.push(`${name}: MDX does not compile: ${(error as Error).message}`);
    }
    const generated = kind === 'docs' ? generatedWords(file, source) : {words: 0, operations: 0};
    const words = countWords(source) + generated.words;
    total += words;
    const minimum = minimumWords(kind, file, data);
    if (words < minimum) failures.push(`${name}: ${words} words, under the minimum of ${minimum}`);
    // An operation's generated section has its parameters table and code samples.
    if (minimum > 0 && kind === 'docs' && generated.operations === 0 && !hasStructure(source)) {
      failures.push(`${name}: no code block, table or numbered step list`);
    }
    for (const hit of findFiller(source)) failures.push(`${name}:${hit.line}: filler text: ${hit.text}`);
    for (const link of relativeMarkdownLinks(source)) {
      if (!linkExists(file, link)) failures.push(`${name}: broken link to ${link}`);
    }
    console.log(`  ${String(words).padStart(6)}  ${name}`);
  }
  console.log(`  ${String(total).padStart(6)}  total words in ${files.length} pages`);
  if (withTotal && total < TOTAL_MINIMUMS[kind]) {
    failures.push(`${kind}: ${total} words in all, under the minimum of ${TOTAL_MINIMUMS[kind]}`);
  }
  return failures;
}

/**
 * Company pages a real company publishes at depth (issue #20): their minimum words, and for the FAQ the minimum
 * number of answered questions (`###` headings that end with a question mark).
 */
const COMPANY_PAGES: Record<string, {words: number; questions?: number}> = {
  'src/pages/faq.mdx': {words: 2500, questions: 25},
  'src/pages/privacy.mdx': {words: 1800},
  'src/pages/terms.mdx': {words: 1400},
  'src/pages/support.mdx': {words: 700},
  'src/pages/services.mdx': {words: 700},
  'src/pages/media.mdx': {words: 600},
};

/** Marketing pages: MDX prose and the text of React pages, printed; company pages held to COMPANY_PAGES. */
function reportPages(dir: string): string[] {
  const failures: string[] = [];
  let total = 0;
  const files = markdownFiles(dir, /\.(mdx|tsx)$/).filter((f) => !f.includes('/_components/'));
  console.log(`\npages: ${relative(root, dir)}`);
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const words = file.endsWith('.tsx') ? countTsxWords(source) : countWords(source);
    total += words;
    for (const hit of findFiller(source)) failures.push(`${relative(root, file)}:${hit.line}: filler text: ${hit.text}`);
    const depth = COMPANY_PAGES[relative(root, file)];
    const questions = source.split('\n').filter((line) => /^###\s.*\?\s*$/.test(line)).length;
    if (depth && words < depth.words) failures.push(`${relative(root, file)}: ${words} words, under the minimum of ${depth.words}`);
    if (depth?.questions && questions < depth.questions) {
      failures.push(`${relative(root, file)}: ${questions} answered questions, under the minimum of ${depth.questions}`);
    }
    console.log(`  ${String(words).padStart(6)}  ${relative(root, file)}${depth?.questions ? ` (${questions} questions)` : ''}`);
  }
  console.log(`  ${String(total).padStart(6)}  total words in ${files.length} pages`);
  return failures;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const failures: string[] = [];
  const knownAt = args.indexOf('--known');
  if (knownAt >= 0) {
    const [, list, , docsRoot] = args.splice(knownAt, 4);
    const files = readFileSync(resolve(list), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
    known = {root: resolve(docsRoot), files: new Set(files)};
  }
  if (args[0] === '--kind') {
    const kind = args[1] as Kind;
    for (const dir of args.slice(2)) failures.push(...(await checkFolder(kind, resolve(dir), false)));
  } else {
    const versions: string[] = existsSync(join(root, 'versions.json'))
      ? JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'))
      : [];
    // Every served docs version: the latest and the older releases (versions.json), then Next.
    for (const version of versions) {
      failures.push(...(await checkFolder('docs', join(root, 'versioned_docs', `version-${version}`), true)));
    }
    failures.push(...(await checkFolder('docs', join(root, 'docs'), true)));
    failures.push(...(await checkFolder('handbook', join(root, 'handbook'), true)));
    failures.push(...(await checkFolder('blog', join(root, 'blog'), true)));
    failures.push(...reportPages(join(root, 'src', 'pages')));
  }
  if (failures.length > 0) {
    console.error(`\nContent check failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nContent check passed.');
}

await main();
