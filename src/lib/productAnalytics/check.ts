import {textWidth} from '../../content/figures/svg';
import {drawProductView, type DrawnView, type Variant} from './render';
import {PRODUCT_VIEW_IDS, productViewAlt, type ProductViewId} from './views';

/**
 * The rules every product view follows, for the unit tests and the figures check (scripts/check-figures.mts): it
 * draws at its size, says "Sample data", has a text alternative that says so too, and keeps its text inside its
 * frame (by the figures' width estimate). Each problem is one line naming the view.
 */

export interface TextRun {
  text: string;
  x: number;
  y: number;
  left: number;
  right: number;
  size: number;
}

const unescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Every line of text in a drawing, placed with the translations of its groups, and its estimated extent. */
export function textRuns(body: string): TextRun[] {
  const runs: TextRun[] = [];
  const offsets: [number, number][] = [[0, 0]];
  const token = /<g(?: transform="translate\(([-\d.]+) ([-\d.]+)\)")?[^>]*>|<\/g>|<text([^>]*)>(.*?)<\/text>/g;
  for (const match of body.matchAll(token)) {
    const [whole, tx, ty, textAttrs, spans] = match;
    if (whole.startsWith('</g')) {
      offsets.pop();
      continue;
    }
    const [ox, oy] = offsets[offsets.length - 1]!;
    if (whole.startsWith('<g')) {
      offsets.push([ox + Number(tx ?? 0), oy + Number(ty ?? 0)]);
      continue;
    }
    const anchor = /text-anchor="(\w+)"/.exec(textAttrs ?? '')?.[1] ?? 'start';
    const size = Number(/font-size:([\d.]+)px/.exec(textAttrs ?? '')?.[1] ?? 13);
    for (const span of (spans ?? '').matchAll(/<tspan x="([-\d.]+)" y="([-\d.]+)">(.*?)<\/tspan>/g)) {
      const content = unescape(span[3]!);
      const x = ox + Number(span[1]);
      const width = textWidth(content, size);
      const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
      runs.push({text: content, x, y: oy + Number(span[2]), left, right: left + width, size});
    }
  }
  return runs;
}

/** The problems of one drawn view. */
export function checkDrawnView(id: string, variant: Variant, view: DrawnView): string[] {
  const where = `product view "${id}" (${variant})`;
  const problems: string[] = [];
  const runs = textRuns(view.body);
  if (!runs.some((run) => run.text === 'Sample data')) problems.push(`${where}: does not say "Sample data"`);
  for (const run of runs) {
    if (run.left < 0 || run.right > view.width || run.y < 0 || run.y > view.height)
      problems.push(`${where}: the text "${run.text}" runs outside the ${view.width} by ${view.height} view`);
    if (run.size < 10.5) problems.push(`${where}: the text "${run.text}" is smaller than 10.5px`);
  }
  return problems;
}

/** The problems of every product view, wide and compact, and of its text alternative. */
export function checkProductViews(ids: readonly ProductViewId[] = PRODUCT_VIEW_IDS): string[] {
  const problems: string[] = [];
  for (const id of ids) {
    for (const variant of ['wide', 'compact'] as const)
      problems.push(...checkDrawnView(id, variant, drawProductView(id, {variant})));
    const alt = productViewAlt(id);
    if (!alt.startsWith('Sample data'))
      problems.push(`product view "${id}": the text alternative must start with "Sample data"`);
    if (alt.length < 80) problems.push(`product view "${id}": the text alternative is too short to say what it shows`);
  }
  return problems;
}
