import path from 'node:path';
import {RELEASES, type Release} from '../../constants/docs';
import {releaseOfContentFile} from '../../lib/docsVersion';

/**
 * What the remark plugins that turn a leaf directive of a docs page into a reference table share (`::env-vars`,
 * `::helm-values`): the mdast they build, the page's release, inline Markdown from the data, and errors that name the
 * file and line.
 */
export interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  value?: string;
  position?: unknown;
  [key: string]: unknown;
}
export interface Processor {
  parse(text: string): MdNode;
}
export interface VFileLike {
  path?: string;
  cwd?: string;
}

export const text = (value: string): MdNode => ({type: 'text', value});
export const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});

function withoutPositions(node: MdNode): MdNode {
  const copy: MdNode = {...node};
  delete copy.position;
  if (node.children) copy.children = node.children.map(withoutPositions);
  return copy;
}

/** A parser of one line of inline Markdown from the data module `source` into phrasing nodes. */
export function inlineParser(processor: Processor, source: string): (markdown: string) => MdNode[] {
  return (markdown) => {
    const root = processor.parse(markdown);
    const [paragraph, ...rest] = root.children ?? [];
    if (!paragraph || paragraph.type !== 'paragraph' || rest.length > 0) {
      throw new Error(`${source}: ${JSON.stringify(markdown)} is not one line of inline Markdown`);
    }
    return (paragraph.children ?? []).map(withoutPositions);
  };
}

/** `file:line` of a node, for errors. */
export function where(file: VFileLike, node: MdNode): string {
  const line = (node.position as {start?: {line?: number}} | undefined)?.start?.line;
  return `${file.path ?? 'a Markdown file'}${line ? `:${line}` : ''}`;
}

/** Replaces each node for which `visit` returns a node, at any depth. */
export function replaceDirectives(tree: MdNode, visit: (node: MdNode) => MdNode | undefined): void {
  if (!tree.children) return;
  tree.children = tree.children.map((child) => visit(child) ?? (replaceDirectives(child, visit), child));
}

/** The release a directive's page documents; fails naming the file and line outside the versioned docs. */
export function releaseOfDirective(file: VFileLike, node: MdNode, siteDir: string | undefined): Release {
  const root = siteDir ?? file.cwd ?? process.cwd();
  const release = releaseOfContentFile(file.path ? path.relative(root, file.path) : '');
  if (!release || !(RELEASES as readonly string[]).includes(release)) {
    throw new Error(
      `${where(file, node)}: ::${node.name} is only for the versioned docs (docs/ or versioned_docs/version-X/), and RELEASES in src/constants/docs.ts must list the release (${release ?? 'none'})`,
    );
  }
  return release as Release;
}
