/**
 * Figures check (issue #18): every figure of src/data/figures/ is valid and shown on at least one page, every
 * `::figure{id="..."}` line names a figure, and every number a figure's text alternative states is in the text of
 * each page that shows it. Prints the figures per section; exit 1 with one line per problem.
 *
 *   npx tsx scripts/check-figures.mts
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {FIGURES, FIGURES_BY_ID} from '../src/data/figures/index.ts';
import {checkFigures, checkPageFigures} from '../src/lib/figures/check.ts';

const root = resolve(import.meta.dirname, '..');
const SECTIONS = ['docs', 'versioned_docs', 'handbook', 'blog', 'src/pages'];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const problems = checkFigures(FIGURES);
const used = new Map<string, number>();
const perSection = new Map<string, {pages: number; figures: number}>();
for (const section of SECTIONS) {
  for (const path of files(join(root, section))) {
    const file = relative(root, path);
    const result = checkPageFigures(file, readFileSync(path, 'utf8'), FIGURES_BY_ID);
    problems.push(...result.problems);
    for (const id of result.ids) used.set(id, (used.get(id) ?? 0) + 1);
    if (result.ids.length === 0) continue;
    const key = section === 'versioned_docs' ? file.split('/').slice(0, 2).join('/') : section;
    const entry = perSection.get(key) ?? {pages: 0, figures: 0};
    entry.pages += 1;
    entry.figures += result.ids.length;
    perSection.set(key, entry);
  }
}
for (const figure of FIGURES) if (!used.has(figure.id)) problems.push(`src/data/figures: figure "${figure.id}" is on no page`);

console.log(`figures: ${FIGURES.length} in src/data/figures/, shown ${[...used.values()].reduce((a, b) => a + b, 0)} times`);
for (const [section, {pages, figures}] of perSection) console.log(`  ${section.padEnd(28)} ${String(figures).padStart(3)} figures on ${pages} pages`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`Figures check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log('Figures check passed.');
