import {autoAlt, numbersMissingFrom} from './alt';
import type {FigureSpec} from './types';

/**
 * The rules a figure and its pages follow, shared by the build (src/content/remark/figures.ts, one page at a time)
 * and `npm run content` (every page at once, scripts/check-figures.mts). Each problem is one line that names the
 * file, or the figure in src/data/figures/.
 */

/** `::figure{id="funnel-signup"}` alone on its line. */
export const FIGURE_DIRECTIVE = /^::figure\{id="([^"]*)"\}\s*$/;
export const FIGURE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The text a page's figures are checked against: its source without the front matter. */
export function pageText(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

export const altOf = (spec: FigureSpec): string => spec.alt ?? autoAlt(spec);

/** Problems with the figures themselves: ids, texts, data. */
export function checkFigures(figures: readonly FigureSpec[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const spec of figures) {
    const where = `src/data/figures: figure "${spec.id}"`;
    if (!FIGURE_ID.test(spec.id)) problems.push(`${where}: an id is lower-case words joined by hyphens`);
    if (seen.has(spec.id)) problems.push(`${where}: two figures have this id`);
    seen.add(spec.id);
    if (!spec.caption.trim()) problems.push(`${where}: the caption is empty`);
    if (spec.kind === 'diagram' && !spec.alt?.trim()) problems.push(`${where}: a diagram needs its own alt text`);
    if (altOf(spec).length < 40) problems.push(`${where}: the alt text is too short to say what the figure shows`);
    if (spec.kind === 'diagram') {
      const ids = new Set(spec.nodes.map((node) => node.id));
      for (const edge of spec.edges) {
        for (const end of [edge.from, edge.to])
          if (!ids.has(end))
            problems.push(`${where}: an edge names the node "${end}", which the diagram does not have`);
      }
      for (const node of spec.nodes) {
        if (node.x < 0 || node.y < 0 || node.x + (node.w ?? 1) > spec.columns || node.y + (node.h ?? 1) > spec.rows) {
          problems.push(`${where}: node "${node.id}" lies outside the ${spec.columns} by ${spec.rows} grid`);
        }
      }
    }
    if (spec.kind === 'lines') {
      for (const line of spec.series)
        if (line.values.length !== spec.x.length)
          problems.push(
            `${where}: series "${line.label}" has ${line.values.length} values for ${spec.x.length} points`,
          );
      if (spec.annotation && !(spec.annotation.at >= 0 && spec.annotation.at < spec.x.length))
        problems.push(`${where}: the annotation is off the axis`);
    }
    if (spec.kind === 'columns') {
      for (const group of spec.groups)
        if (group.values.length !== spec.series.length)
          problems.push(`${where}: group "${group.label}" needs one value per series`);
    }
    if (spec.kind === 'grid') {
      for (const row of spec.rows)
        if (row.cells.length !== spec.columns.length)
          problems.push(`${where}: row "${row.label}" needs one cell per column`);
    }
    if (spec.kind === 'buckets' && !(Number.isInteger(spec.rollout) && spec.rollout >= 0 && spec.rollout <= 100))
      problems.push(`${where}: the rollout is a whole percentage`);
  }
  return problems;
}

/**
 * Problems with one page's figures: an unknown id, a figure twice on the page, a number of its text alternative
 * that the page does not state.
 */
export function checkPageFigures(
  file: string,
  source: string,
  figures: ReadonlyMap<string, FigureSpec>,
): {problems: string[]; ids: string[]} {
  const problems: string[] = [];
  const ids: string[] = [];
  const text = pageText(source);
  source.split('\n').forEach((line, index) => {
    if (!line.startsWith('::figure')) return;
    const where = `${file}:${index + 1}`;
    const match = FIGURE_DIRECTIVE.exec(line);
    if (!match) {
      problems.push(`${where}: write a figure as ::figure{id="<id>"} alone on its line`);
      return;
    }
    const id = match[1]!;
    const spec = figures.get(id);
    if (!spec) {
      problems.push(`${where}: no figure "${id}" in src/data/figures/`);
      return;
    }
    if (ids.includes(id)) problems.push(`${where}: figure "${id}" is already on this page`);
    ids.push(id);
    const missing = numbersMissingFrom(altOf(spec), text);
    if (missing.length > 0) {
      problems.push(
        `${where}: figure "${id}" states ${missing.map((n) => `"${n}"`).join(', ')}, which the page's text does not (its alt text: ${JSON.stringify(altOf(spec))})`,
      );
    }
  });
  return {problems, ids};
}
