import {ENV_VARS} from '../../data/envVars';
import {ENV_GROUPS, envVarsOf, type EnvGroup, type EnvVar} from '../envVars';
import {
  cell,
  inlineParser,
  releaseOfDirective,
  replaceDirectives,
  text,
  where,
  type MdNode,
  type Processor,
  type VFileLike,
} from './directives';

// "Read by" and "Since" sit under the name in the first column: six columns left the descriptions a few words
// wide at 1280px.
const COLUMNS = ['Variable', 'Default', 'What it does', 'Example'] as const;
/**
 * The class of the generated tables, styled in src/css/custom.css. Each variable's name carries a Pagefind weight
 * of 5 (headings have 5 to 7): a reader who searches for a variable wants its reference row, which a long
 * reference page would otherwise rank below a short page that mentions the name once.
 */
export const ENV_VARS_TABLE_CLASS = 'cairn-env-vars';

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

/**
 * A remark plugin (before Docusaurus's own, so the links it brings are resolved per docs version): the line
 * `::env-vars{group="core"}` becomes the reference table of that group's environment variables as the page's docs
 * version reads them (src/data/envVars.ts through `envVarsOf`). A directive with an unknown group, outside the
 * versioned docs, or for a group with no variable fails the build naming the file and line.
 */
export default function remarkEnvVars(this: Processor, options: {siteDir?: string} = {}) {
  const inline = inlineParser(this, 'src/data/envVars.ts');
  return (tree: MdNode, file: VFileLike) => {
    replaceDirectives(tree, (node) => {
      if (node.type !== 'leafDirective' || node.name !== 'env-vars') return undefined;
      const group = node.attributes?.group ?? '';
      if (!(group in ENV_GROUPS)) {
        throw new Error(
          `${where(file, node)}: ::env-vars needs group="${Object.keys(ENV_GROUPS).join('|')}", got "${group}"`,
        );
      }
      const release = releaseOfDirective(file, node, options.siteDir);
      const vars = envVarsOf(ENV_VARS, release).filter((v) => v.group === (group as EnvGroup));
      if (vars.length === 0)
        throw new Error(
          `${where(file, node)}: no environment variable of group "${group}" in release ${release} (src/data/envVars.ts)`,
        );
      return envVarTable(vars, inline);
    });
  };
}
