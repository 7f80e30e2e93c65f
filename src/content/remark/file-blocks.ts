import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {publishedFileOfMeta} from '../codeBlocks';

/**
 * A remark plugin for every Markdown page: a code block whose meta names a published file, such as
 * ```` ```yaml title="docker-compose.yml" file=/deploy/docker-compose.yml ````, is filled at build time from that file
 * under `static/` (published at the same path), so a page and its download cannot differ. The block's body must
 * be empty and the file must exist; otherwise the build fails naming the page and line.
 */
interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  position?: {start?: {line?: number}};
}
interface VFileLike {
  path?: string;
  cwd?: string;
}

/** Fills every `file=` block of the tree from `staticDir`; `where` names the page for errors. */
export function fillFileBlocks(tree: MdNode, staticDir: string, where: string): number {
  let filled = 0;
  const visit = (node: MdNode) => {
    if (node.type === 'code') {
      const published = publishedFileOfMeta(node.meta);
      if (published) {
        const at = `${where}${node.position?.start?.line ? `:${node.position.start.line}` : ''}`;
        if (!published.startsWith('/') || published.includes('..'))
          throw new Error(
            `${at}: file=${published} must be an absolute published path such as /deploy/docker-compose.yml`,
          );
        const source = path.join(staticDir, published);
        if (!existsSync(source))
          throw new Error(
            `${at}: file=${published} names no file: ${path.relative(path.dirname(staticDir), source)} does not exist`,
          );
        if ((node.value ?? '').trim() !== '')
          throw new Error(
            `${at}: the block with file=${published} must be empty; its content comes from static${published}`,
          );
        node.value = readFileSync(source, 'utf8').replace(/\n+$/, '');
        filled += 1;
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return filled;
}

export default function remarkFileBlocks(options: {siteDir?: string} = {}) {
  return (tree: MdNode, file: VFileLike) => {
    const siteDir = options.siteDir ?? file.cwd ?? process.cwd();
    fillFileBlocks(
      tree,
      path.join(siteDir, 'static'),
      file.path ? path.relative(siteDir, file.path) : 'a Markdown page',
    );
  };
}
