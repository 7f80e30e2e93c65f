import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import {expandCustomMedia, tokenDeclarations} from './layout-tokens';
import {LAYOUT_CUTOFF} from '../constants/layout';

describe('expandCustomMedia', () => {
  it('turns the narrow and wide names into complementary queries at the cut-off', () => {
    expect(expandCustomMedia('(--cairn-narrow)')).toBe(`(width <= ${LAYOUT_CUTOFF}px)`);
    expect(expandCustomMedia('(--cairn-wide)')).toBe(`(width > ${LAYOUT_CUTOFF}px)`);
  });
  it('keeps the rest of the query', () => {
    expect(expandCustomMedia('print, (--cairn-md)')).toBe('print, (min-width: 768px)');
  });
  it('fails on an unknown name', () => {
    expect(() => expandCustomMedia('(--cairn-tablet)')).toThrow(/Unknown custom media "--cairn-tablet"/);
  });
});

describe('tokenDeclarations', () => {
  it('declares the sidebar, indent and offset tokens', () => {
    expect(tokenDeclarations()).toEqual(
      expect.arrayContaining([
        {prop: '--cairn-docs-sidebar-width', value: '300px'},
        {prop: '--cairn-docs-sidebar-indent', value: '12px'},
        {prop: '--cairn-toc-offset', value: '80px'},
        {prop: '--cairn-toc-offset-narrow', value: '95px'},
      ]),
    );
  });
});

describe('stylesheets', () => {
  it('never hard-code the cut-off or Docusaurus 996/997px breakpoints', () => {
    const files = readdirSync('src', {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.css'))
      .map((file) => `src/${file}`);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      expect(css, file).not.toMatch(/\b(996|997|1076|1077)px/);
    }
  });
});
