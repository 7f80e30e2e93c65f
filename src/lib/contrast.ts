/**
 * WCAG 2.2 contrast arithmetic, and code-highlighting themes made to pass it: every token color of a Prism theme
 * reaches the AA ratio for normal text (4.5:1) on the code background and on a highlighted line.
 */
import type {PrismTheme} from 'prism-react-renderer';

export type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)`, `rgb(r g b / a%)` and `rgba(r, g, b, a)`. */
export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(value);
  if (fn) {
    const parts = fn[1].split(/[\s,/]+/).filter(Boolean);
    const [r, g, b] = parts.slice(0, 3).map(Number);
    const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : Number(parts[3]);
    if ([r, g, b, alpha].every(Number.isFinite)) return [r, g, b, alpha];
  }
  throw new Error(`Unsupported color "${color}": use #rgb, #rrggbb, rgb() or rgba()`);
}

export const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** A translucent color laid over an opaque one. */
export function blend(over: string, under: Rgb): Rgb {
  const [r, g, b, a] = parseColor(over);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The color, moved toward black (on light backgrounds) or white (on dark ones) in small steps until it reaches
 * `ratio` against every background; unchanged if it already does.
 */
export function ensureContrast(color: string, backgrounds: Rgb[], ratio: number): string {
  const start = parseColor(color).slice(0, 3) as Rgb;
  const dark = luminance(backgrounds[0]) > 0.18;
  const target: Rgb = dark ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    if (step === 0 && backgrounds.every((bg) => contrast(start, bg) >= ratio)) return color;
    // Checked as written (rounded to #rrggbb), so rounding cannot take it under the ratio.
    const candidate = toHex(start.map((c, i) => c + (target[i] - c) * t) as Rgb);
    if (backgrounds.every((bg) => contrast(parseColor(candidate).slice(0, 3) as Rgb, bg) >= ratio)) return candidate;
  }
  throw new Error(`No shade of ${color} reaches ${ratio}:1 on every background`);
}

/** AA for normal text, with a little room for rounding in browsers and checkers. */
export const CODE_CONTRAST = 4.6;

/**
 * A copy of `theme` whose plain and token colors reach `ratio` on its background and on highlighted lines
 * (`highlightedLine`, a translucent color over the background), with no translucent tokens.
 */
export function accessiblePrismTheme(theme: PrismTheme, highlightedLine: string, ratio = CODE_CONTRAST): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff').slice(0, 3) as Rgb;
  const backgrounds = [background, blend(highlightedLine, background)];
  const fix = (color: string | undefined) => (color ? ensureContrast(color, backgrounds, ratio) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map(({style, ...rest}) => {
      const opaque = {...style};
      delete opaque.opacity;
      return {...rest, style: {...opaque, ...(style.color ? {color: fix(style.color)} : {})}};
    }),
  };
}
