import {describe, expect, it} from 'vitest';
import {
  activeHeadingId,
  buildTocTree,
  easeInOutCubic,
  flattenToc,
  scrollPositionAt,
  scrollTargetFor,
  type Heading,
  type TocNode,
} from './toc';

const h = (level: number, id: string): Heading => ({id, value: id, level});
/** The tree as "id@depth" with children in brackets, easy to read in a failure. */
const shape = (nodes: TocNode[]): string =>
  nodes.map((n) => `${n.id}@${n.depth}${n.children.length ? `[${shape(n.children)}]` : ''}`).join(' ');

describe('buildTocTree', () => {
  it('nests h3 under h2', () => {
    expect(shape(buildTocTree([h(2, 'a'), h(3, 'a1'), h(3, 'a2'), h(2, 'b')]))).toBe('a@2[a1@3 a2@3] b@2');
  });

  it('caps a skipped level at one deeper than the heading before it', () => {
    const tree = buildTocTree([h(2, 'a'), h(4, 'a-deep'), h(2, 'b')], {maxDepth: 4});
    expect(shape(tree)).toBe('a@2[a-deep@3] b@2');
    expect(tree[0]!.children[0]!.level).toBe(4);
  });

  it('lists a capped h4 within the default depth range of 2 to 3', () => {
    expect(shape(buildTocTree([h(2, 'a'), h(4, 'x')]))).toBe('a@2[x@3]');
  });

  it('puts a heading that follows a capped one back beside its real siblings', () => {
    const tree = buildTocTree([h(2, 'a'), h(4, 'x'), h(5, 'y'), h(4, 'z'), h(3, 'w')], {maxDepth: 6});
    expect(shape(tree)).toBe('a@2[x@3[y@4] z@3 w@3]');
  });

  it('starts a page whose first heading is an h3 at the top', () => {
    expect(shape(buildTocTree([h(3, 'a'), h(3, 'b'), h(4, 'b1')], {maxDepth: 4}))).toBe('a@2 b@2[b1@3]');
  });

  it('starts a page whose first heading is an h4 at the top, and an h2 after it too', () => {
    expect(shape(buildTocTree([h(4, 'a'), h(2, 'b'), h(3, 'b1')]))).toBe('a@2 b@2[b1@3]');
  });

  it('leaves out headings deeper than maxDepth', () => {
    expect(shape(buildTocTree([h(2, 'a'), h(3, 'b'), h(4, 'c')]))).toBe('a@2[b@3]');
    expect(shape(buildTocTree([h(2, 'a'), h(3, 'b'), h(4, 'c')], {maxDepth: 2}))).toBe('a@2');
  });

  it('moves children up when their parent is above minDepth', () => {
    expect(shape(buildTocTree([h(2, 'a'), h(3, 'a1'), h(3, 'a2'), h(2, 'b'), h(3, 'b1')], {minDepth: 3}))).toBe(
      'a1@3 a2@3 b1@3',
    );
  });

  it('returns nothing for a page without headings', () => {
    expect(buildTocTree([])).toEqual([]);
  });

  it('keeps the heading text and id', () => {
    const [node] = buildTocTree([{id: 'env', value: '<code>CAIRN_URL</code>', level: 2}]);
    expect(node).toMatchObject({id: 'env', value: '<code>CAIRN_URL</code>', level: 2, depth: 2});
  });
});

describe('flattenToc', () => {
  it('lists ids in document order', () => {
    expect(flattenToc(buildTocTree([h(2, 'a'), h(3, 'a1'), h(2, 'b')]))).toEqual(['a', 'a1', 'b']);
  });
});

describe('activeHeadingId', () => {
  const positions = [
    {id: 'a', top: -300},
    {id: 'b', top: 79.6},
    {id: 'c', top: 400},
  ];
  it('is the last heading at or above the landing line', () => {
    expect(activeHeadingId(positions, 80)).toBe('b');
    expect(activeHeadingId(positions, 60)).toBe('a');
  });
  it('is none before the first heading', () => {
    expect(activeHeadingId([{id: 'a', top: 200}], 80)).toBeNull();
    expect(activeHeadingId([], 80)).toBeNull();
  });
  it('is the last heading at the bottom of the page', () => {
    expect(activeHeadingId(positions, 80, true)).toBe('c');
  });
});

describe('smooth scroll', () => {
  it('eases from 0 to 1 through the middle', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
    expect(easeInOutCubic(2)).toBe(1);
  });
  it('reaches the target at the end of the duration', () => {
    expect(scrollPositionAt(100, 1100, 0, 450)).toBe(100);
    expect(scrollPositionAt(100, 1100, 225, 450)).toBe(600);
    expect(scrollPositionAt(100, 1100, 450, 450)).toBe(1100);
    expect(scrollPositionAt(100, 1100, 900, 450)).toBe(1100);
  });
  it('jumps at once with a zero duration (reduced motion)', () => {
    expect(scrollPositionAt(100, 1100, 0, 0)).toBe(1100);
  });
  it('leaves the heading offset px below the top, within the page', () => {
    expect(scrollTargetFor(1000, 80, 5000)).toBe(920);
    expect(scrollTargetFor(50, 95, 5000)).toBe(0);
    expect(scrollTargetFor(6000, 80, 5000)).toBe(5000);
  });
});
