import {formatUtcDate} from '@cairn/docusaurus-internals/dates';
import {count, percent1} from '../../../content/figures/alt';
import {circle, type ColorName, line, path, rect, SMALL_SIZE, text, textWidth} from '../../../content/figures/svg';

/**
 * The pieces of Cairn's app screens, built from the figures' primitives (src/content/figures/svg.ts) so that every
 * colour is a `--cairn-fig-*` token and the views follow the light and dark themes like the figures do.
 */

export {count};

/** A share (0 to 1) as the views write it: "20.9%". */
export const percent = (share: number): string => percent1(share * 100);

/** "Nov 8, 2026" from an ISO date or timestamp. */
export const longDate = (value: string): string => formatUtcDate(value, 'short');
/** "Nov 8" from an ISO date or timestamp. */
export const shortDate = (value: string): string => longDate(value).replace(/, \d{4}$/, '');
/** "23:40" in UTC. */
export const clock = (iso: string): string => iso.slice(11, 16);

/** A duration as the app writes it: "45 s", "1 min 40 s", "23 min", "5 h 12 min", "1 day 10 h". */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  if (s < 86_400) {
    const minutes = Math.round(s / 60);
    return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  }
  const hours = Math.round(s / 3600);
  return `${Math.floor(hours / 24)} day${hours >= 48 ? 's' : ''}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** A group moved to (x, y). */
export const at = (x: number, y: number, body: string): string =>
  `<g transform="translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})">${body}</g>`;

/** Text cut to fit `max` pixels, with an ellipsis. */
export function fit(label: string, max: number, size = 13): string {
  if (textWidth(label, size) <= max) return label;
  let cut = label;
  while (cut.length > 1 && textWidth(`${cut}…`, size) > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The width of a label, estimated a little wide (the figures' estimate, plus 8%). */
export const measure = (label: string, size = 13): number => textWidth(label, size) * 1.08;

/** A panel of the app: a rounded box on the page, with an optional title line. */
export function card(x: number, y: number, width: number, height: number, title?: string, note?: string): string {
  return [
    rect(x, y, width, height, {rx: 8, fill: 'paper', stroke: 'grid'}),
    title ? text(x + 16, y + 26, title, {size: 14, weight: 'bold'}) : '',
    note ? text(x + width - 16, y + 26, note, {size: SMALL_SIZE, fill: 'muted', anchor: 'end'}) : '',
  ].join('');
}

/** A pill with a label, e.g. a query setting; returns its drawing and width. */
export function chip(
  x: number,
  y: number,
  label: string,
  options: {tone?: ColorName; strong?: string; size?: number} = {},
): {svg: string; width: number} {
  const size = options.size ?? 12.5;
  const strong = options.strong ?? '';
  // Estimated widths run short in wide system fonts: a little room to spare.
  const strongW = strong ? measure(strong, size) + 6 : 0;
  const width = strongW + measure(label, size) + 20;
  const tone = options.tone ?? 'muted';
  return {
    width,
    svg:
      rect(x, y, width, 26, {rx: 13, fill: 'surface', stroke: 'grid'}) +
      (strong ? text(x + 10, y + 17.5, strong, {size, fill: 'muted'}) : '') +
      text(x + 10 + strongW, y + 17.5, label, {size, fill: tone === 'muted' ? 'ink' : tone}),
  };
}

/** A row of chips from (x, y), wrapping at `width`; returns the drawing and the height used. */
export function chips(
  x: number,
  y: number,
  width: number,
  items: {label: string; strong?: string}[],
): {svg: string; height: number} {
  let cx = x;
  let cy = y;
  const parts: string[] = [];
  for (const item of items) {
    const probe = chip(0, 0, item.label, {strong: item.strong});
    if (cx > x && cx + probe.width > x + width) {
      cx = x;
      cy += 34;
    }
    parts.push(chip(cx, cy, item.label, {strong: item.strong}).svg);
    cx += probe.width + 8;
  }
  return {svg: parts.join(''), height: cy - y + 26};
}

/** A button: filled with the primary colour, or outlined. */
export function button(x: number, y: number, label: string, primary = false, size = 13): {svg: string; width: number} {
  const width = measure(label, size) + 26;
  return {
    width,
    svg:
      rect(x, y, width, 30, {rx: 6, fill: primary ? 1 : 'paper', stroke: primary ? 1 : 'grid'}) +
      text(x + width / 2, y + 19.5, label, {size, anchor: 'middle', weight: 'bold', fill: primary ? 'on' : 'ink'}),
  };
}

/** A switch, on or off. */
export function toggle(x: number, y: number, on: boolean): string {
  return (
    rect(x, y, 34, 20, {rx: 10, fill: on ? 1 : 'grid'}) +
    circle(on ? x + 24 : x + 10, y + 10, 7, {fill: on ? 'on' : 'paper'})
  );
}

/** The "Sample data" badge every view carries. */
export function sampleBadge(x: number, y: number, anchor: 'start' | 'end' = 'end'): string {
  const label = 'Sample data';
  const width = measure(label, 12) + 22;
  const left = anchor === 'end' ? x - width : x;
  return (
    rect(left, y, width, 24, {rx: 12, fill: 'paper', stroke: 2, strokeWidth: 1.5}) +
    text(left + width / 2, y + 16.5, label, {size: 12, anchor: 'middle', weight: 'bold', fill: 2})
  );
}

/** A horizontal rule. */
export const rule = (x1: number, y: number, x2: number): string => line(x1, y, x2, y, {stroke: 'grid'});

/** The page title of a screen, with the breadcrumb over it; returns its height. */
export function pageTitle(
  x: number,
  y: number,
  crumb: string,
  title: string,
  compact: boolean,
): {svg: string; height: number} {
  return {
    svg:
      text(x, y + 12, crumb, {size: 12, fill: 'muted'}) +
      text(x, y + (compact ? 36 : 38), title, {size: compact ? 18 : 21, weight: 'bold'}),
    height: compact ? 46 : 50,
  };
}

/** The icons of the app's navigation, drawn in a 16 by 16 box from (x, y). */
export function icon(name: string, x: number, y: number, fill: ColorName = 'muted'): string {
  const stroke = {stroke: fill, strokeWidth: 1.6, fill: 'none' as const};
  const d = (value: string) => path(value, stroke);
  const shapes: Record<string, string> = {
    dashboards:
      rect(x + 1, y + 1, 6, 6, {rx: 1.5, ...stroke}) +
      rect(x + 9, y + 1, 6, 6, {rx: 1.5, ...stroke}) +
      rect(x + 1, y + 9, 6, 6, {rx: 1.5, ...stroke}) +
      rect(x + 9, y + 9, 6, 6, {rx: 1.5, ...stroke}),
    insights: d(`M${x + 2} ${y + 15} V${y + 9} M${x + 8} ${y + 15} V${y + 2} M${x + 14} ${y + 15} V${y + 6}`),
    events: d(`M${x + 1} ${y + 3} H${x + 15} M${x + 1} ${y + 8} H${x + 15} M${x + 1} ${y + 13} H${x + 10}`),
    actions: d(`M${x + 9} ${y + 1} L${x + 3} ${y + 9} H${x + 8} L${x + 7} ${y + 15} L${x + 13} ${y + 7} H${x + 8} Z`),
    people:
      circle(x + 8, y + 5, 3.2, stroke) +
      d(`M${x + 2} ${y + 15} C${x + 3} ${y + 9} ${x + 13} ${y + 9} ${x + 14} ${y + 15}`),
    cohorts:
      circle(x + 5.5, y + 6, 2.8, stroke) +
      circle(x + 11, y + 6, 2.8, stroke) +
      d(`M${x + 1} ${y + 15} C${x + 2} ${y + 10} ${x + 14} ${y + 10} ${x + 15} ${y + 15}`),
    flags: d(`M${x + 3} ${y + 15} V${y + 1} H${x + 13} L${x + 10} ${y + 5} L${x + 13} ${y + 9} H${x + 3}`),
    live: circle(x + 8, y + 8, 2.5, {fill}) + circle(x + 8, y + 8, 6.5, stroke),
    toolbar: d(
      `M${x + 2} ${y + 1} L${x + 13} ${y + 9} L${x + 8} ${y + 10} L${x + 10} ${y + 15} L${x + 8} ${y + 16} L${x + 6} ${y + 11} L${x + 2} ${y + 14} Z`,
    ),
    annotations: d(
      `M${x + 2} ${y + 2} H${x + 14} V${y + 11} L${x + 10} ${y + 15} H${x + 2} Z M${x + 5} ${y + 6} H${x + 11} M${x + 5} ${y + 9} H${x + 9}`,
    ),
    settings: circle(x + 8, y + 8, 2.6, stroke) + circle(x + 8, y + 8, 6.4, stroke),
    menu: d(`M${x + 1} ${y + 3} H${x + 15} M${x + 1} ${y + 8} H${x + 15} M${x + 1} ${y + 13} H${x + 15}`),
  };
  return shapes[name] ?? '';
}

/** Cairn's mark: four stacked stones, each smaller and lighter, in the primary colour (as in the logo). */
export function mark(x: number, y: number, scale = 1): string {
  const stones: [number, number, number, number][] = [
    [12, 20, 11, 4.2],
    [12, 13.6, 8.4, 3.6],
    [12, 8, 6.2, 3],
    [12, 3.4, 4, 2.4],
  ];
  return stones
    .map(
      ([cx, cy, rx, ry], i) =>
        `<ellipse cx="${x + cx * scale}" cy="${y + cy * scale}" rx="${rx * scale}" ry="${ry * scale}" style="fill:var(--cairn-fig-1, #2b6a59);fill-opacity:${[1, 0.8, 0.62, 0.45][i]}"/>`,
    )
    .join('');
}
