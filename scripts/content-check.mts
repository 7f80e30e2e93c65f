/**
 * Content check: prints the word count of every page and the totals, and fails (exit 1) on a page
 * under its minimum, on filler text, on invalid front matter, on MDX that does not compile and on a
 * link to a file, page or anchor that does not exist. One page's checks are in src/content/checks/contentCheck.mts
 * (`npm run check` runs them on the pages you name).
 *
 *   npx tsx scripts/content-check.mts                 # the whole site, with the totals
 *   npx tsx scripts/content-check.mts --kind docs DIR # one folder of pages (no totals)
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {checkContentPage, checkMarketingPage, TOTAL_MINIMUMS, type Kind} from '../src/content/checks/contentCheck.mts';
import {LinkChecker, type KnownFiles} from '../src/content/checks/linkCheck.mts';

const root = resolve(import.meta.dirname, '..');

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
let known: KnownFiles | undefined;
let links: LinkChecker;

async function checkFolder(kind: Kind, dir: string, withTotal: boolean): Promise<string[]> {
  const failures: string[] = [];
  let total = 0;
  const files = markdownFiles(dir).filter((f) => !(f.split('/').pop() ?? '').startsWith('_'));
  console.log(`\n${kind}: ${relative(root, dir) || dir}`);
  for (const file of files) {
    const name = relative(root, file).startsWith('..') ? file : relative(root, file);
    // Front matter is checked with the same rules as the build, as if the file were in its instance's folder.
    const page = await checkContentPage({file, name, kind, frontMatterPath: `${kind}/${relative(dir, file)}`}, links);
    total += page.words;
    failures.push(...page.problems);
    console.log(`  ${String(page.words).padStart(6)}  ${name}`);
  }
  console.log(`  ${String(total).padStart(6)}  total words in ${files.length} pages`);
  if (withTotal && total < TOTAL_MINIMUMS[kind]) {
    failures.push(`${kind}: ${total} words in all, under the minimum of ${TOTAL_MINIMUMS[kind]}`);
  }
  return failures;
}

/** Marketing pages: MDX prose and the text of React pages, printed; company pages held to their minimums. */
async function reportPages(dir: string): Promise<string[]> {
  const failures: string[] = [];
  let total = 0;
  const files = markdownFiles(dir, /\.(mdx|tsx)$/).filter((f) => !f.includes('/_components/'));
  console.log(`\npages: ${relative(root, dir)}`);
  for (const file of files) {
    const page = await checkMarketingPage(file, links);
    total += page.words;
    failures.push(...page.problems);
    console.log(
      `  ${String(page.words).padStart(6)}  ${relative(root, file)}${page.depth?.questions ? ` (${page.questions} questions)` : ''}`,
    );
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
    const files = readFileSync(resolve(list), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    known = {root: resolve(docsRoot), files: new Set(files)};
  }
  links = new LinkChecker(root, known);
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
    failures.push(...(await reportPages(join(root, 'src', 'pages'))));
  }
  // Links, once every page is read, so that each target's anchors come from the tree its own check compiled.
  for (const file of links.files()) failures.push(...links.check(file).problems);
  if (failures.length > 0) {
    console.error(`\nContent check failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nContent check passed.');
}

await main();
