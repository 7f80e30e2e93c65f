/**
 * Builds the offline search index (Pagefind) over the built site: docs (every version, with the version as
 * a filter), handbook and blog posts, content only. Run after `docusaurus build`; writes build/pagefind/.
 *
 *   npx tsx scripts/search-index.mts [buildDir]
 */
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import * as pagefind from 'pagefind';
import {vocabularyChunkPath, vocabularyChunks, vocabularyOf, VOCABULARY_KEYS} from '@cairn/docs-search';
import {parseBuiltHtml} from '../src/lib/builtHtml.ts';
import {classifyPage, isContributorPage, SEARCH_EXCLUDED_SELECTORS} from '../src/lib/searchIndex.ts';

const buildDir = resolve(process.argv[2] ?? 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' || name === 'assets' ? [] : htmlFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

function directorySize(dir: string): number {
  return readdirSync(dir).reduce((total, name) => {
    const path = join(dir, name);
    return total + (statSync(path).isDirectory() ? directorySize(path) : statSync(path).size);
  }, 0);
}

const started = Date.now();
const {index, errors} = await pagefind.createIndex({excludeSelectors: SEARCH_EXCLUDED_SELECTORS});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

const counts: Record<string, number> = {};
const texts: string[] = [];
for (const file of htmlFiles(buildDir)) {
  const root = parseBuiltHtml(readFileSync(file, 'utf8'));
  const info = classifyPage(root.querySelector('html')?.getAttribute('class') ?? '');
  const article = root.querySelector('main article') ?? root.querySelector('article');
  const url = `/${relative(buildDir, file)}`.replace(/index\.html$/, '').replace(/\/$/, '') || '/';
  if (!info || isContributorPage(url)) continue;
  // A page of the docs, handbook or blog always has its article: without one, readers would never find it.
  if (!article)
    throw new Error(`${relative(process.cwd(), file)}: a ${info.section} page without an <article> to index`);
  article.setAttribute('data-pagefind-body', '');
  article.setAttribute('data-pagefind-filter', `version:${info.version}`);
  article.setAttribute('data-pagefind-meta', `section:${info.section}`);
  // structuredText ends each block with a line break: words of two paragraphs are not glued together.
  texts.push(article.structuredText);
  const result = await index.addHTMLFile({url, content: root.toString()});
  if (result.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${result.errors.join('; ')}`);
  const key = `${info.section}${info.section === 'Docs' ? ` ${info.version}` : ''}`;
  counts[key] = (counts[key] ?? 0) + 1;
}

const outputPath = join(buildDir, 'pagefind');
const written = await index.writeFiles({outputPath});
if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
// Pagefind's service answers writeFiles before every file is on disk: closing it at once once left an empty
// pagefind-entry.json on a busy machine, and search failed in the browser. Wait until the entry file is complete
// and every indexed page has its fragment, then close; fail naming the file if that never happens.
const pages = Object.values(counts).reduce((sum, n) => sum + n, 0);
const entryFile = join(outputPath, 'pagefind-entry.json');
const complete = () => {
  try {
    const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {languages?: Record<string, {page_count?: number}>};
    const indexed = Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
    return indexed === pages && readdirSync(join(outputPath, 'fragment')).length >= pages;
  } catch {
    return false;
  }
};
for (const waitUntil = Date.now() + 30_000; !complete() && Date.now() < waitUntil;)
  await new Promise((done) => setTimeout(done, 100));
await pagefind.close();
if (!complete())
  throw new Error(
    `${relative(process.cwd(), entryFile)}: Pagefind's index is incomplete (expected ${pages} pages); run the build again`,
  );
// The words of the indexed pages, for the search's spelling correction (packages/docs-search): in chunks by their
// first two letters, so a search downloads only the chunks of its own words.
const chunks = vocabularyChunks(vocabularyOf(texts));
mkdirSync(join(outputPath, 'vocabulary'), {recursive: true});
writeFileSync(join(outputPath, VOCABULARY_KEYS), JSON.stringify(Object.keys(chunks)));
for (const [key, words] of Object.entries(chunks))
  writeFileSync(join(outputPath, vocabularyChunkPath(key)), JSON.stringify(words));
const size = directorySize(join(buildDir, 'pagefind'));
console.log(
  `Search index: ${Object.entries(counts)
    .map(([key, n]) => `${n} ${key}`)
    .join(
      ', ',
    )} pages, ${(size / 1024).toFixed(0)} KB in build/pagefind (${((Date.now() - started) / 1000).toFixed(1)}s)`,
);
