import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as yaml from 'js-yaml';
import type {Release} from '../../constants/docs';
import {HELM_VALUES} from '../../data/helmValues';
import {
  DEFAULT_VALUES_FILE,
  formatValue,
  helmValueAnchor,
  helmValueProblems,
  helmValuesOf,
  valueIn,
  valuesKeys,
  type HelmValue,
  type ValuesFile,
} from '../helmValues';
import {ENV_VARS_TABLE_CLASS} from './env-vars';
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

/** Where the data lives, as problems name it. */
export const HELM_VALUES_DATA = 'src/data/helmValues.ts';

const COLUMNS = ['Key', 'Default', 'What it does'] as const;
/** The class of the generated table; it shares the environment variables' styles (src/css/custom.css). */
export const HELM_VALUES_TABLE_CLASS = 'cairn-helm-values';
/** The class of a key's link, in the code font. */
export const HELM_VALUES_KEY_CLASS = 'cairn-helm-values__key';

/** The published values files, `static/deploy/values*.yaml`, parsed: values.yaml first, the others by name. */
export function readValuesFiles(siteDir: string): ValuesFile[] {
  const dir = path.join(siteDir, 'static/deploy');
  return readdirSync(dir)
    .filter((name) => /^values.*\.ya?ml$/.test(name))
    .map((name) => `/deploy/${name}`)
    .sort((a, b) => Number(b === DEFAULT_VALUES_FILE) - Number(a === DEFAULT_VALUES_FILE) || a.localeCompare(b))
    .map((published) => {
      const source = readFileSync(path.join(siteDir, 'static', published), 'utf8');
      try {
        return {path: published, doc: yaml.load(source)};
      } catch (error) {
        throw new Error(`static${published}: not valid YAML: ${(error as Error).message}`);
      }
    });
}

const code = (value: string): MdNode => ({type: 'inlineCode', value});
const fileName = (published: string) => published.split('/').pop() ?? published;

/** The Default cell: the value in values.yaml (or "not set"), then each other file that sets it differently. */
function defaultCell(value: HelmValue, files: readonly ValuesFile[], release: Release): MdNode[] {
  const freeForm = new Set(value.freeForm ? [value.key] : []);
  const inFile = files.map((file) => ({
    file,
    set: valuesKeys(file.doc, freeForm).has(value.key),
    value: valueIn(value, valuesKeys(file.doc, freeForm).get(value.key), release),
  }));
  const [first, ...others] = inFile;
  const nodes: MdNode[] = [first?.set ? code(formatValue(first.value)) : text('not set')];
  for (const other of others) {
    if (!other.set || (first?.set && formatValue(other.value) === formatValue(first.value))) continue;
    const shown = Array.isArray(other.value) ? text(`${other.value.length} entries`) : code(formatValue(other.value));
    nodes.push({type: 'break'}, code(fileName(other.file.path)), text(': '), shown);
  }
  return nodes;
}

/**
 * A key's text with a `<wbr>` after each dot, as hast: a long key such as `migrations.activeDeadlineSeconds` may
 * wrap between its parts, never inside a name, and copies without any added character.
 */
export function breakableKey(key: string): Array<Record<string, unknown>> {
  return key
    .split('.')
    .flatMap((part, i, parts) => [
      {type: 'text', value: i < parts.length - 1 ? `${part}.` : part},
      ...(i < parts.length - 1 ? [{type: 'element', tagName: 'wbr', properties: {}, children: []}] : []),
    ]);
}

/** The table of a release's keys, as mdast; `inline` parses a line of Markdown into phrasing nodes. */
export function helmValuesTable(
  values: readonly HelmValue[],
  files: readonly ValuesFile[],
  release: Release,
  inline: (markdown: string) => MdNode[],
): MdNode {
  const header: MdNode = {type: 'tableRow', children: COLUMNS.map((c) => cell([text(c)]))};
  const rows = values.map((value): MdNode => ({
    type: 'tableRow',
    children: [
      cell([
        {
          type: 'link',
          url: `#${helmValueAnchor(value.key)}`,
          // MDX renders a `code` with element children as a code block, so the key is the link's own text, set in
          // the code font by HELM_VALUES_KEY_CLASS, with a <wbr> after each dot.
          data: {
            hProperties: {
              id: helmValueAnchor(value.key),
              className: [HELM_VALUES_KEY_CLASS],
              'data-pagefind-weight': '5',
            },
            hChildren: breakableKey(value.key),
          },
          children: [text(value.key)],
        },
        {type: 'break'},
        text(`Since ${value.since}`),
      ]),
      cell(defaultCell(value, files, release)),
      cell(inline(value.description)),
    ],
  }));
  return {
    type: 'table',
    align: COLUMNS.map(() => null),
    data: {hProperties: {className: [ENV_VARS_TABLE_CLASS, HELM_VALUES_TABLE_CLASS]}},
    children: [header, ...rows],
  };
}

/**
 * A remark plugin (before Docusaurus's own): the line `::helm-values` becomes the reference table of the Helm
 * values that the page's docs version reads (src/data/helmValues.ts through `helmValuesOf`), each with its value in
 * the published values files (static/deploy/values*.yaml) and an anchor that is the key. A key of a file without a
 * description, a description of a key no file sets, or a directive outside the versioned docs fails the build
 * naming the key, the file and the page.
 */
export default function remarkHelmValues(this: Processor, options: {siteDir?: string} = {}) {
  const inline = inlineParser(this, HELM_VALUES_DATA);
  return (tree: MdNode, file: VFileLike) => {
    replaceDirectives(tree, (node) => {
      if (node.type !== 'leafDirective' || node.name !== 'helm-values') return undefined;
      const release = releaseOfDirective(file, node, options.siteDir);
      const files = readValuesFiles(options.siteDir ?? file.cwd ?? process.cwd());
      const problems = helmValueProblems(HELM_VALUES, files, HELM_VALUES_DATA);
      if (problems.length > 0)
        throw new Error(
          `${where(file, node)}: ::helm-values: the Helm values and their files disagree:\n${problems.join('\n')}`,
        );
      return helmValuesTable(helmValuesOf(HELM_VALUES, release), files, release, inline);
    });
  };
}
