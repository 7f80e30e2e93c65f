/**
 * The figures check (issue #18) in parts: one page's figures (`checkFigurePages`: every `::figure{id="..."}` names a
 * figure of src/data/figures/, and every number a figure's text alternative states is in the page's text), and the
 * whole set (`checkAllFigures`: the figures' data, every page, every figure on a page). scripts/check-figures.mts
 * runs the whole set, `npm run check` the pages you name (and the whole set when you name a file of src/data/figures/).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {FIGURES, FIGURES_BY_ID} from '../../data/figures/index.ts';
import {checkFigures, checkPageFigures} from '../figures/check.ts';
import {markdownPages} from './pages.mts';

const root = path.resolve(import.meta.dirname, '../../..');
const SECTIONS = ['docs', 'versioned_docs', 'handbook', 'blog', 'src/pages'];

/** The figures of pages (site-relative paths): each page's problems (`file:line: ...`) and the ids it shows. */
export function checkFigurePages(pages: readonly string[]): {problems: string[]; ids: Map<string, string[]>} {
  const problems: string[] = [];
  const ids = new Map<string, string[]>();
  for (const file of pages) {
    const result = checkPageFigures(file, readFileSync(path.join(root, file), 'utf8'), FIGURES_BY_ID);
    problems.push(...result.problems);
    ids.set(file, result.ids);
  }
  return {problems, ids};
}

/** `src/data/figures: figure "x": ...` -> `src/data/figures/blog.ts:10: figure "x": ...`, the line of the figure's id. */
function withFigureLine(problem: string): string {
  const id = /^src\/data\/figures: figure "([^"]*)"/.exec(problem)?.[1];
  if (id === undefined) return problem;
  const dir = path.join(root, 'src/data/figures');
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()) {
    const index = readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .findIndex((line) => line.trim() === `id: '${id}',`);
    if (index >= 0) return problem.replace('src/data/figures:', `src/data/figures/${name}:${index + 1}:`);
  }
  return problem;
}

/** Every figure and every page: the figures' data, each page's figures, and each figure shown on some page. */
export function checkAllFigures(): {problems: string[]; ids: Map<string, string[]>} {
  const pages = checkFigurePages(SECTIONS.flatMap((section) => markdownPages(section)));
  const used = new Set([...pages.ids.values()].flat());
  const problems = [...checkFigures(FIGURES), ...pages.problems];
  for (const figure of FIGURES)
    if (!used.has(figure.id)) problems.push(`src/data/figures: figure "${figure.id}" is on no page`);
  return {problems: problems.map(withFigureLine), ids: pages.ids};
}
