import path from 'node:path';
import {ENV_VARS} from '../../data/envVars';
import {RELEASES, type Release} from '../../constants/docs';
import {ENV_GROUPS, envVarsOf, type EnvGroup, type EnvVar} from '../envVars';
import {releaseOfContentFile} from '../../lib/docsVersion';

/**
 * A remark plugin (before Docusaurus's own, so the links it brings are resolved per docs version): the line
 * `::env-vars{group="core"}` becomes the reference table of that group's environment variables as the page's docs
 * version reads them (src/data/envVars.ts through `envVarsOf`). A directive with an unknown group, outside the
 * versioned docs, or for a group with no variable fails the build naming the file and line.
 */
interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  value?: string;
  position?: unknown;
  [key: string]: unknown;
}
interface Processor {
  parse(text: string): MdNode;
}
interface VFileLike {
  path?: string;
  cwd?: string;
}

// "Read by" and "Since" sit under the name in the first column: six columns left the descriptions a few words
// wide at 1280px.
const COLUMNS = ['Variable', 'Default', 'What it does', 'Example'] as const;
/**
 * The class of the generated tables, styled in src/css/custom.css. Each variable's name carries a Pagefind weight
 * of 5 (headings have 5 to 7): a reader who searches for a variable wants its reference row, which a long
 * reference page would otherwise rank below a short page that mentions the name once.
 */
export const ENV_VARS_TABLE_CLASS = 'cairn-env-vars';

function withoutPositions(node: MdNode): MdNode {
  const copy: MdNode = {...node};
  delete copy.position;
  if (node.children) copy.children = node.children.map(withoutPositions);
  return copy;
}

const text = (value: string): MdNode => ({type: 'text', value});
const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});

/** The rows of one group's table for a release, as mdast; `inline` parses a line of Markdown into phrasing nodes. */
export function envVarTable(vars: readonly EnvVar[], inline: (markdown: string) => MdNode[]): MdNode {
  const header: MdNode = {type: 'tableRow', children: COLUMNS.map((c) => cell([text(c)]))};
  const rows = vars.map((v): MdNode => ({
    type: 'tableRow',
    children: [
      cell([
        {type: 'inlineCode', value: v.name, data: {hProperties: {'data-pagefind-weight': '5'}}},
        {type: 'break'},
        text(`Read by ${v.readBy.join(', ')}`),
        {type: 'break'},
        text(`Since ${v.since}`),
      ]),
      cell(inline(v.default)),
      cell(inline(v.description)),
      cell(inline(v.example)),
    ],
  }));
  return {
    type: 'table',
    align: COLUMNS.map(() => null),
    data: {hProperties: {className: [ENV_VARS_TABLE_CLASS]}},
    children: [header, ...rows],
  };
}

function where(file: VFileLike, node: MdNode): string {
  const line = (node.position as {start?: {line?: number}} | undefined)?.start?.line;
  return `${file.path ?? 'a Markdown file'}${line ? `:${line}` : ''}`;
}

function replaceDirectives(tree: MdNode, visit: (node: MdNode) => MdNode | undefined): void {
  if (!tree.children) return;
  tree.children = tree.children.map((child) => visit(child) ?? (replaceDirectives(child, visit), child));
}

export default function remarkEnvVars(this: Processor, options: {siteDir?: string} = {}) {
  const inline = (markdown: string): MdNode[] => {
    const root = this.parse(markdown);
    const [paragraph, ...rest] = root.children ?? [];
    if (!paragraph || paragraph.type !== 'paragraph' || rest.length > 0) {
      throw new Error(`src/data/envVars.ts: ${JSON.stringify(markdown)} is not one line of inline Markdown`);
    }
    return (paragraph.children ?? []).map(withoutPositions);
  };
  return (tree: MdNode, file: VFileLike) => {
    replaceDirectives(tree, (node) => {
      if (node.type !== 'leafDirective' || node.name !== 'env-vars') return undefined;
      const siteDir = options.siteDir ?? file.cwd ?? process.cwd();
      const relative = file.path ? path.relative(siteDir, file.path) : '';
      const release = releaseOfContentFile(relative);
      const group = node.attributes?.group ?? '';
      if (!(group in ENV_GROUPS)) {
        throw new Error(
          `${where(file, node)}: ::env-vars needs group="${Object.keys(ENV_GROUPS).join('|')}", got "${group}"`,
        );
      }
      if (!release || !(RELEASES as readonly string[]).includes(release)) {
        throw new Error(
          `${where(file, node)}: ::env-vars is only for the versioned docs (docs/ or versioned_docs/version-X/), and RELEASES in src/constants/docs.ts must list the release (${release ?? 'none'})`,
        );
      }
      const vars = envVarsOf(ENV_VARS, release as Release).filter((v) => v.group === (group as EnvGroup));
      if (vars.length === 0)
        throw new Error(
          `${where(file, node)}: no environment variable of group "${group}" in release ${release} (src/data/envVars.ts)`,
        );
      return envVarTable(vars, inline);
    });
  };
}
