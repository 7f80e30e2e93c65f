import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {themes} from 'prism-react-renderer';
import {accessiblePrismTheme, blend, CODE_CONTRAST, contrast, ensureContrast, parseColor, type Rgb} from './contrast';
import {CODE_THEMES, HIGHLIGHTED_LINE} from '../config/codeThemes';

const rgb = (color: string) => parseColor(color).slice(0, 3) as Rgb;

describe('contrast', () => {
  it('parses the color notations of the Prism themes and the stylesheet', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor('#36acaa')).toEqual([54, 172, 170, 1]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164, 1]);
    expect(parseColor('rgb(0 0 0 / 8%)')).toEqual([0, 0, 0, 0.08]);
    expect(() => parseColor('teal')).toThrow(/Unsupported color "teal"/);
  });

  it('computes WCAG ratios', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast(rgb('#36acaa'), rgb('#f6f8fa'))).toBeCloseTo(2.58, 2);
  });

  it('darkens on light backgrounds and lightens on dark ones, only as far as needed', () => {
    const light = ensureContrast('#36acaa', [rgb('#f6f8fa')], 4.5);
    expect(contrast(rgb(light), rgb('#f6f8fa'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(light), rgb('#f6f8fa'))).toBeLessThan(4.8);
    const dark = ensureContrast('rgb(98, 114, 164)', [rgb('#282a36')], 4.5);
    expect(contrast(rgb(dark), rgb('#282a36'))).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#000000', [rgb('#ffffff')], 4.5)).toBe('#000000');
  });

  it('fixes every token of a theme and drops translucent tokens', () => {
    const fixed = accessiblePrismTheme(themes.github, 'rgb(0 0 0 / 8%)');
    const backgrounds = [rgb('#f6f8fa'), blend('rgb(0 0 0 / 8%)', rgb('#f6f8fa'))];
    for (const {style} of fixed.styles) {
      expect(style.opacity).toBeUndefined();
      if (style.color)
        for (const bg of backgrounds) expect(contrast(rgb(style.color), bg)).toBeGreaterThanOrEqual(CODE_CONTRAST);
    }
  });
});

describe('the site code themes', () => {
  it.each(['light', 'dark'] as const)(
    '%s: plain text and every token reach %s:1 on the block and on highlighted lines',
    (mode) => {
      const theme = CODE_THEMES[mode];
      const bg = rgb(theme.plain.backgroundColor!);
      const backgrounds = [bg, blend(HIGHLIGHTED_LINE[mode], bg)];
      const colors = [
        theme.plain.color!,
        ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c)),
      ];
      for (const color of colors)
        for (const background of backgrounds) expect(contrast(rgb(color), background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses the highlighted-line colors the stylesheet sets', () => {
    const css = readFileSync(path.resolve(__dirname, '../css/custom.css'), 'utf8');
    const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((m) => m[1].trim());
    expect(values).toEqual([HIGHLIGHTED_LINE.light, HIGHLIGHTED_LINE.dark]);
  });
});
