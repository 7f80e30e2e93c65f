/**
 * Table of contents: the tree of a page's headings, the section the reader is in (scroll-spy) and the
 * timing of the smooth scroll to a heading. Pure functions; src/components/TableOfContents uses them.
 */

export interface Heading {
  /** The heading's anchor id. */
  id: string;
  /** The heading's text as HTML (Docusaurus keeps inline code and emphasis). */
  value: string;
  /** 2 for <h2>, 3 for <h3>... */
  level: number;
}

export interface TocNode extends Heading {
  /**
   * The level the heading is shown at: never more than one deeper than the heading it follows (an h4
   * straight after an h2 is shown at depth 3), and the page's first heading, whatever its tag, at depth 2.
   */
  depth: number;
  children: TocNode[];
}

export interface TocRange {
  /** Shallowest depth listed (front matter `toc_min_heading_level`), 2 by default. */
  minDepth?: number;
  /** Deepest depth listed (front matter `toc_max_heading_level`), 3 by default. */
  maxDepth?: number;
}

/**
 * Builds the heading tree. A heading nests under the closest heading before it with a smaller level, and
 * its depth is that parent's depth plus one (the page title, the h1, is depth 1). So a skipped level never
 * leaves an orphan, and a page that starts below h2 still starts at the top. Headings outside the depth
 * range are left out; the children of a heading above `minDepth` move up in its place.
 */
export function buildTocTree(headings: readonly Heading[], {minDepth = 2, maxDepth = 3}: TocRange = {}): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const heading of headings) {
    while (stack.length > 0 && stack[stack.length - 1]!.level >= heading.level) stack.pop();
    const parent = stack[stack.length - 1];
    const node: TocNode = {...heading, depth: (parent?.depth ?? 1) + 1, children: []};
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  const prune = (nodes: TocNode[]): TocNode[] =>
    nodes.flatMap((node) => {
      if (node.depth > maxDepth) return [];
      if (node.depth < minDepth) return prune(node.children);
      return [{...node, children: prune(node.children)}];
    });
  return prune(roots);
}

/** The ids of a tree in document order (the "content directory list" of the layout state). */
export function flattenToc(nodes: readonly TocNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...flattenToc(node.children)]);
}

/**
 * Scroll-spy: the id of the section being read, given each listed heading's distance from the top of the
 * window. That is the last heading at or above the landing line (`offset`, plus a pixel for rounding); before
 * the first heading, none; at the very bottom of the page, the last heading (it may never reach the line).
 */
export function activeHeadingId(
  positions: readonly {id: string; top: number}[],
  offset: number,
  atBottom = false,
): string | null {
  if (positions.length === 0) return null;
  if (atBottom) return positions[positions.length - 1]!.id;
  let active: string | null = null;
  for (const {id, top} of positions) {
    if (top <= offset + 1) active = id;
    else break;
  }
  return active;
}

/** Ease-in-out (cubic) over t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * The scroll position `elapsed` ms into a smooth scroll from `from` to `to` lasting `duration` ms. A zero
 * duration (reduced motion) jumps straight to `to`.
 */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

/** The window scroll position that leaves a heading `offset` px below the top, within the page's range. */
export function scrollTargetFor(headingTopInDocument: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(0, Math.round(headingTopInDocument - offset)), Math.max(0, maxScroll));
}
