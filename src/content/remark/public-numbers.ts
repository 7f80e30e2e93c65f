import path from 'node:path';
import {isPublicNumberId, PUBLIC_NUMBERS, PUBLIC_NUMBERS_AS_OF} from '../../data/publicNumbers';

/**
 * A remark plugin on every Markdown page: the text directive `:public-number{id="contributors"}` becomes that
 * number as a sentence says it ("212"), from src/data/publicNumbers.ts, and `:public-number{id="asOf"}` the month
 * they were counted ("August 2026"). An unknown or missing id fails the build naming the file and line.
 */
interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  value?: string;
  position?: {start?: {line?: number}};
}
interface VFileLike {
  path?: string;
  cwd?: string;
}

export const PUBLIC_NUMBER_DIRECTIVE = 'public-number';
const AS_OF = 'asOf';

/** The text a directive id stands for, or undefined for an unknown id. */
export function publicNumberText(id: string): string | undefined {
  if (id === AS_OF) return PUBLIC_NUMBERS_AS_OF;
  return isPublicNumberId(id) ? PUBLIC_NUMBERS[id].text : undefined;
}

function replaceIn(node: MdNode, where: (line: number | undefined) => string): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'textDirective' && child.name === PUBLIC_NUMBER_DIRECTIVE) {
      const id = child.attributes?.id ?? '';
      const value = publicNumberText(id);
      if (value === undefined) {
        const known = [AS_OF, ...Object.keys(PUBLIC_NUMBERS)].join(', ');
        const line = child.position?.start?.line;
        const reason = `unknown public number "${id}" in :${PUBLIC_NUMBER_DIRECTIVE}{id="..."}; known: ${known} (src/data/publicNumbers.ts)`;
        // `line` and `reason` as on a VFile message, so the content check reports the page's own line.
        throw Object.assign(new Error(`${where(line)}: ${reason}`), {line, reason});
      }
      node.children![index] = {type: 'text', value};
    } else {
      replaceIn(child, where);
    }
  });
}

export function remarkPublicNumbers() {
  return (tree: MdNode, file: VFileLike) => {
    const name = file.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '<page>';
    replaceIn(tree, (line) => (line === undefined ? name : `${name}:${line}`));
  };
}

export default remarkPublicNumbers;
