import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {FigureSpec} from '../figures/types';
import {renderFigure} from '../figures/render';
import remarkFigures, {figureHast} from './figures';

interface Hast {
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Hast[];
  value?: string;
}
const all = (node: Hast, tagName: string): Hast[] => [
  ...(node.tagName === tagName ? [node] : []),
  ...(node.children ?? []).flatMap((child) => all(child, tagName)),
];

describe('remark-figures', () => {
  const spec: FigureSpec = {
    id: 'rollout',
    kind: 'buckets',
    caption: 'A fifth of the buckets get the new checkout.',
    rollout: 20,
    inLabel: 'new checkout',
    outLabel: 'classic checkout',
  };
  const figure = renderFigure(spec);

  it('writes a figure as HTML: an image named by its text alternative, sized by its viewBox, a button, a caption', () => {
    const hast = figureHast(figure) as Hast;
    expect(hast.tagName).toBe('figure');
    const [image, large] = all(hast, 'svg');
    expect(image!.properties).toMatchObject({
      role: 'img',
      ariaLabel: figure.alt,
      viewBox: `0 0 ${figure.width} ${figure.height}`,
      width: figure.width,
      height: figure.height,
    });
    expect(all(image!, 'use')[0]!.properties!.href).toBe(`/img/figures/${spec.id}.svg?v=${figure.hash}#figure`);
    const [enlarge, close] = all(hast, 'button');
    const popover = all(hast, 'div').find((div) => div.properties?.popover === 'auto')!;
    expect(enlarge!.properties!.popoverTarget).toBe(popover.properties!.id);
    expect(close!.properties).toMatchObject({popoverTarget: popover.properties!.id, popoverTargetAction: 'hide'});
    expect(large!.properties!.ariaLabelledBy).toBe(image!.properties!.id);
    expect(all(hast, 'figcaption')[0]!.children![0]!.value).toBe(spec.caption);
  });

  it('replaces the directive, and fails naming the file and line for an unknown figure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'figures-'));
    const file = join(dir, 'page.md');
    writeFileSync(file, '---\ntitle: A page\n---\n\n::figure{id="no-such-figure"}\n');
    const directive = {
      type: 'leafDirective',
      name: 'figure',
      attributes: {id: 'no-such-figure'},
      position: {start: {line: 5}},
    };
    expect(() => remarkFigures({siteDir: dir})({type: 'root', children: [directive]}, {path: file})).toThrow(
      'page.md:5: no figure "no-such-figure" in src/data/figures/',
    );
  });
});
