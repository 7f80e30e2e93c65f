/**
 * The drawing primitives of the figures: SVG elements as strings, with every colour a `--cairn-fig-*` custom
 * property of src/css/custom.css. A page shows a figure through `<use href="...svg#figure">`, whose copy of the
 * drawing inherits the page's custom properties, so the figure follows the light and dark themes; opened on its
 * own, the file falls back to the light colours written after each `var()`.
 */

/** The palette: tokens and their light-theme fallbacks (keep in step with src/css/custom.css). */
export const PALETTE = {
  1: '#2b6a59',
  2: '#b4530b',
  3: '#4f55c9',
  4: '#a3287a',
  5: '#5f6b73',
  ink: '#1c1e21',
  muted: '#525a60',
  grid: '#d9e0dd',
  paper: '#ffffff',
  surface: '#f1f4f3',
  on: '#ffffff',
} as const;

export type ColorName = keyof typeof PALETTE;

/** A colour of the palette as a CSS value: `var(--cairn-fig-2, #b4530b)`. */
export const color = (name: ColorName): string => `var(--cairn-fig-${name}, ${PALETTE[name]})`;

export const FONT_SIZE = 13;
export const SMALL_SIZE = 11.5;

/** The width a line of text takes, estimated: the figures are laid out before any font is known. */
export const textWidth = (text: string, size = FONT_SIZE): number => text.length * size * 0.56;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const num = (value: number) => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

export interface Paint {
  fill?: ColorName | 'none';
  stroke?: ColorName;
  strokeWidth?: number;
  opacity?: number;
  dash?: boolean;
}

function paint({fill, stroke, strokeWidth, opacity, dash}: Paint): Attributes {
  const style = [
    `fill:${fill === 'none' || fill === undefined ? 'none' : color(fill)}`,
    stroke ? `stroke:${color(stroke)}` : '',
    stroke ? `stroke-width:${strokeWidth ?? 1.25}px` : '',
    opacity !== undefined ? `fill-opacity:${Math.round(opacity * 100) / 100}` : '',
    dash ? 'stroke-dasharray:5 4' : '',
  ]
    .filter(Boolean)
    .join(';');
  return {style};
}

export const rect = (x: number, y: number, width: number, height: number, p: Paint & {rx?: number} = {}): string =>
  `<rect${attributes({x, y, width: Math.max(0, width), height: Math.max(0, height), rx: p.rx, ...paint(p)})}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, p: Paint = {}): string =>
  `<line${attributes({x1, y1, x2, y2, ...paint({fill: 'none', stroke: 'grid', ...p})})}/>`;

export const path = (d: string, p: Paint = {}): string => `<path${attributes({d, ...paint(p)})}/>`;

export const circle = (cx: number, cy: number, r: number, p: Paint = {}): string =>
  `<circle${attributes({cx, cy, r, ...paint(p)})}/>`;

export const polygon = (points: [number, number][], p: Paint = {}): string =>
  `<polygon${attributes({points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), ...paint(p)})}/>`;

export interface TextOptions {
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  fill?: ColorName;
  /** The line height, for text with several lines ("\n"); lines are centred on y when `middle` is true. */
  lineHeight?: number;
  middle?: boolean;
}

/** Text, one `<tspan>` per line; y is the first line's baseline, or the block's centre with `middle`. */
export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const {size = FONT_SIZE, anchor = 'start', weight = 'normal', fill = 'ink', middle = false} = options;
  const lines = content.split('\n');
  const height = options.lineHeight ?? size * 1.3;
  const top = middle ? y - ((lines.length - 1) * height) / 2 + size * 0.35 : y;
  const style = `fill:${color(fill)};font-size:${size}px${weight === 'bold' ? ';font-weight:600' : ''}`;
  const spans = lines
    .map((part, i) => `<tspan${attributes({x, y: top + i * height})}>${escapeXml(part)}</tspan>`)
    .join('');
  return `<text${attributes({'text-anchor': anchor, style})}>${spans}</text>`;
}

/** An arrow head pointing from (fromX, fromY) to its tip (x, y). */
export function arrowHead(
  fromX: number,
  fromY: number,
  x: number,
  y: number,
  fill: ColorName = 'muted',
  size = 8,
): string {
  const angle = Math.atan2(y - fromY, x - fromX);
  const wing = (side: number): [number, number] => [
    x - size * Math.cos(angle + side * 0.45),
    y - size * Math.sin(angle + side * 0.45),
  ];
  return polygon([[x, y], wing(1), wing(-1)], {fill});
}

/** A round number at or above `value` for the top of an axis: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The standalone SVG document: the drawing is the group `#figure`, which pages show through `<use>`. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<g id="figure" style="font-family:var(--ifm-font-family-base, system-ui, sans-serif);font-size:${FONT_SIZE}px">`,
    body,
    '</g></svg>',
    '',
  ].join('\n');
}
