/**
 * Figures check (issue #18): every figure of src/data/figures/ is valid and shown on at least one page, every
 * `::figure{id="..."}` line names a figure, and every number a figure's text alternative states is in the text of
 * each page that shows it; and every product view (issue 27) draws wide and compact, says "Sample data" and keeps
 * its text inside its frame. Prints the figures per section; exit 1 with one line per problem. The checks are in
 * src/content/checks/figureCheck.mts.
 *
 *   npx tsx scripts/check-figures.mts
 */
import {FIGURES} from '../src/data/figures/index.ts';
import {checkAllFigures} from '../src/content/checks/figureCheck.mts';
import {checkProductViews} from '../src/lib/productAnalytics/check.ts';
import {PRODUCT_VIEW_IDS} from '../src/lib/productAnalytics/published.ts';

const figures = checkAllFigures();
const {ids} = figures;
// The product views (src/lib/productAnalytics/): drawn wide and compact, labelled, text inside the frame.
const problems = [...figures.problems, ...checkProductViews()];
const perSection = new Map<string, {pages: number; figures: number}>();
for (const [file, shown] of ids) {
  if (shown.length === 0) continue;
  const key = file.startsWith('versioned_docs/')
    ? file.split('/').slice(0, 2).join('/')
    : file.startsWith('src/pages/')
      ? 'src/pages'
      : file.split('/')[0]!;
  const entry = perSection.get(key) ?? {pages: 0, figures: 0};
  entry.pages += 1;
  entry.figures += shown.length;
  perSection.set(key, entry);
}

console.log(
  `figures: ${FIGURES.length} in src/data/figures/, shown ${[...ids.values()].reduce((sum, shown) => sum + shown.length, 0)} times`,
);
for (const [section, {pages, figures}] of perSection)
  console.log(`  ${section.padEnd(28)} ${String(figures).padStart(3)} figures on ${pages} pages`);
console.log(`product views: ${PRODUCT_VIEW_IDS.length}, each drawn wide and compact`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`Figures check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log('Figures check passed.');
