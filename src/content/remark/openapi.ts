import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseJs} from 'acorn';
import {openApiVersionOf} from '../../config/openapi';
import {makeTablesFocusable} from '../rehype/scrollable-tables';
import {diffDescriptions, type DescriptionDiff} from '../openapi/diff';
import {fieldRows, fieldTree, type FieldNode, type FieldRow} from '../openapi/fields';
import {httpSamples} from '../openapi/samples';
import {operationSamples} from '../openapi/operationSamples';
import {
  CHANGES_SECTIONS,
  OPERATION_PARTS,
  operationAnchor,
  parseDescription,
  typeLabel,
  type ApiDescription,
  type Json,
  type Operation,
  type OperationPart,
  type Response,
} from '../openapi/spec';
import {tryItOperation} from '../openapi/tryItOperation';

/**
 * A remark plugin (issue #17): the line `::operation{id="listEvents"}` in a docs page becomes the reference section
 * of that operation, generated at build time from the OpenAPI description of the page's docs version
 * (src/config/openapi.ts): a heading with a stable anchor (the operationId in kebab case) that the table of contents
 * lists, the method and path, the key it takes, the description, the parameters, the request body's fields, code
 * samples in every language (src/components/ApiSamples), the response's fields (collapsible) and example, the
 * errors, and a "Try it" panel that loads only when opened (src/components/ApiTryIt).
 * `level="3"` makes the heading level 3; `example="true"` marks a second showing (the template page);
 * `same-as="captureEvent"` shows an alias briefly, after checking that its parameters, body and responses are that
 * operation's.
 * `::openapi-changes{from="1.15"}` becomes the list of differences between that version's description and the
 * page's (the Next docs' "API changes" page).
 * An unknown id, or a page outside the versioned docs, fails the build naming the file and line.
 */

type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
};
interface VFileLike {
  path?: string;
  cwd?: string;
}

const descriptions = new Map<string, ApiDescription>();
/** Each description is read once per build. */
export function loadDescription(siteDir: string, file: string): ApiDescription {
  const full = path.join(siteDir, file);
  let description = descriptions.get(full);
  if (!description) {
    description = parseDescription(readFileSync(full, 'utf8'), file);
    descriptions.set(full, description);
  }
  return description;
}

type FromMarkdown = (text: string) => MdNode;
type ToHtml = (nodes: MdNode[]) => string;

/**
 * Markdown to an HTML string, for the parts of an operation that need no React: a page's MDX becomes JavaScript, and
 * a table written as JSX costs about twice the bytes of the same table as one HTML string (issue #17's budget).
 */
async function htmlRenderer(): Promise<ToHtml> {
  const [{toHast}, {toHtml}] = await Promise.all([import('mdast-util-to-hast'), import('hast-util-to-html')]);
  return (nodes) => {
    const tree = toHast({type: 'root', children: nodes} as never) as unknown as Parameters<
      typeof makeTablesFocusable
    >[0];
    makeTablesFocusable(tree);
    return toHtml(withoutBlankText(tree) as never);
  };
}

/** Drops the line breaks that mdast-util-to-hast puts between block elements: bytes every page would download. */
function withoutBlankText<T extends {type: string; value?: unknown; children?: T[]; tagName?: string}>(node: T): T {
  if (!node.children || node.tagName === 'pre' || node.tagName === 'code') return node;
  return {
    ...node,
    children: node.children
      .filter(
        (child) =>
          !(
            child.type === 'text' &&
            typeof child.value === 'string' &&
            child.value.trim() === '' &&
            child.value.includes('\n')
          ),
      )
      .map(withoutBlankText),
  };
}

/** Runs of nodes that need no React (everything but headings, code blocks and components) as one HTML part each. */
export function compactNodes(nodes: MdNode[], render: ToHtml): MdNode[] {
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.length > 0) out.push(jsx('ApiHtml', {html: render(run)}));
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'heading' || node.type === 'code' || node.type === 'mdxJsxFlowElement') {
      flush();
      out.push(node);
    } else run.push(node);
  }
  flush();
  return out;
}
async function markdownParser(): Promise<FromMarkdown> {
  const [{fromMarkdown}, {gfm}, {gfmFromMarkdown}] = await Promise.all([
    import('mdast-util-from-markdown'),
    import('micromark-extension-gfm'),
    import('mdast-util-gfm'),
  ]);
  return (text) => fromMarkdown(text, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}) as unknown as MdNode;
}

const text = (value: string): MdNode => ({type: 'text', value});
const inlineCode = (value: string): MdNode => ({type: 'inlineCode', value});
/** An element the table of contents does not see (only Markdown headings are listed there). */
const element = (tagName: string, properties: Record<string, unknown>, children: MdNode[]): MdNode => ({
  type: 'cairnElement',
  children,
  data: {hName: tagName, hProperties: properties},
});
const paragraph = (children: MdNode[], className?: string): MdNode =>
  className ? element('p', {className: [className]}, children) : {type: 'paragraph', children};
const jsx = (name: string, attributes: Record<string, string>): MdNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  children: [],
});
const code = (lang: string, value: string): MdNode => ({type: 'code', lang, meta: null, value});

/** The inline content of a Markdown text: its paragraphs joined, for a table cell. */
function inline(parse: FromMarkdown, markdown: string): MdNode[] {
  if (!markdown) return [];
  const blocks = parse(markdown).children ?? [];
  return blocks.flatMap((block, index) => {
    const content = block.type === 'paragraph' ? (block.children ?? []) : [text(collectText(block))];
    return index === 0 ? content : [text(' '), ...content];
  });
}
function collectText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(collectText).join(' ');
}

const valueText = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `One of `a`, `b`.`: the allowed values of a field or parameter, after its description. */
function oneOf(values: Json[]): MdNode[] {
  if (values.length === 0) return [];
  return [
    text(' One of '),
    ...values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), inlineCode(valueText(value))]),
    text('.'),
  ];
}

/** One entry of a field list: its term (name, then what it is) and its definition. */
interface FieldEntry {
  name: MdNode[];
  /** Type, place, required or optional, default: one short item each, on the name's line. */
  facts: MdNode[][];
  description: MdNode[];
  nested?: FieldEntry[];
}

/**
 * A list of fields, parameters or errors as a definition list (issue #28): on each entry's first line the name and
 * its facts, the description under it, nested fields in a list of their own inside the definition. Unlike a table it
 * has no columns to outgrow, so it fits a phone's column as well as a desktop's. `src/plugins/llms-txt/rehype.ts`
 * turns it into a Markdown list for the page's Markdown twin.
 */
function fieldList(entries: FieldEntry[]): MdNode {
  // Classes only on the list: the stylesheet (src/components/ApiHtml) finds the rest by structure, and every byte
  // here is in the page's JavaScript. The spaces keep the name and facts apart for screen readers and copy.
  return element(
    'dl',
    {className: ['api-fields']},
    entries.map((entry) =>
      element('div', {}, [
        element('dt', {}, [
          element('code', {}, entry.name),
          ...entry.facts.flatMap((fact) => [text(' '), element('span', {}, fact)]),
        ]),
        element('dd', {}, [
          ...entry.description,
          ...(entry.nested && entry.nested.length > 0 ? [fieldList(entry.nested)] : []),
        ]),
      ]),
    ),
  );
}

const requiredFact = (required: boolean): MdNode[] => [
  required ? {type: 'strong', children: [text('required')]} : text('optional'),
];
const defaultFact = (value: Json | undefined): MdNode[][] =>
  value === undefined ? [] : [[text('default '), inlineCode(valueText(value))]];

function fieldEntries(parse: FromMarkdown, nodes: FieldNode[], showAccess: boolean): FieldEntry[] {
  return nodes.map(({row, parent, leaf, children}) => ({
    name: [...(parent ? [element('span', {}, [text(parent)])] : []), text(leaf)],
    facts: [
      [text(row.type)],
      ...(showAccess ? [requiredFact(row.required)] : []),
      ...(showAccess && row.readOnly ? [[text('read-only')]] : []),
      ...defaultFact(row.default),
    ],
    description: [...inline(parse, row.description), ...oneOf(row.values)],
    nested: fieldEntries(parse, children, showAccess),
  }));
}

function fieldsList(parse: FromMarkdown, rows: FieldRow[], showAccess: boolean): MdNode {
  return fieldList(fieldEntries(parse, fieldTree(rows), showAccess));
}

const json = (value: Json) => JSON.stringify(value, null, 2);
const successOf = (operation: Operation) => operation.responses.filter((response) => /^2/.test(response.status));
const errorsOf = (operation: Operation) => operation.responses.filter((response) => /^[45]/.test(response.status));

function errorCodes(response: Response): string[] {
  const codes = (response.body?.examples ?? [])
    .map((example) =>
      typeof example.value === 'object' && example.value && !Array.isArray(example.value)
        ? example.value.code
        : undefined,
    )
    .filter((value): value is string => typeof value === 'string');
  return [...new Set(codes)];
}

/** The mdast of one operation's section. */
export function operationNodes(operation: Operation, parse: FromMarkdown, level: number, sameAs?: Operation): MdNode[] {
  const anchor = operationAnchor(operation.id);
  const sub = (part: OperationPart) =>
    element(`h${level + 1}`, {id: `${anchor}-${part}`, className: ['api-operation__part']}, [
      text(OPERATION_PARTS[part]),
    ]);
  const nodes: MdNode[] = [
    {type: 'heading', depth: level, children: [text(operation.summary)], data: {hProperties: {id: anchor}}},
    element('div', {className: ['api-operation__endpoint'], dataApiOperation: operation.id}, [
      element('span', {className: ['api-method', `api-method--${operation.method}`]}, [
        text(operation.method.toUpperCase()),
      ]),
      text(' '),
      element('code', {className: ['api-operation__path']}, [text(operation.path)]),
      // A space, as after the method: the line wraps by flex gaps, but its text (and the Markdown twin) needs words.
      text(' '),
      element('span', {className: ['api-operation__auth']}, [
        text(
          operation.auth === 'personal'
            ? 'Personal API key'
            : operation.auth === 'project'
              ? 'Project API key, in the body'
              : 'No key',
        ),
      ]),
    ]),
  ];
  if (operation.deprecated)
    nodes.push(
      paragraph([{type: 'strong', children: [text('Deprecated.')]}, text(' Do not use this operation in new code.')]),
    );
  nodes.push(...(parse(operation.description).children ?? []));

  if (sameAs) {
    // An alias (`same-as`): the build has checked that its parameters, body and responses are the other
    // operation's, so the page says so once instead of repeating every table.
    nodes.push(
      paragraph([
        text('It takes the same parameters and body, and gives the same responses and errors, as '),
        {
          type: 'link',
          url: `#${operationAnchor(sameAs.id)}`,
          children: [inlineCode(`${sameAs.method.toUpperCase()} ${sameAs.path}`)],
        },
        text('.'),
      ]),
      sub('request'),
      jsx('ApiSamples', {operation: operation.id, samples: JSON.stringify(httpSamples(operation))}),
      jsx('ApiTryIt', {operation: JSON.stringify(tryItOperation(operation))}),
    );
    return nodes;
  }

  if (operation.parameters.length > 0) {
    nodes.push(
      sub('parameters'),
      fieldList(
        operation.parameters.map((parameter) => {
          const values = (parameter.schema.enum ?? parameter.schema.items?.enum ?? []).filter(
            (value) => value !== null,
          );
          return {
            name: [text(parameter.name)],
            facts: [
              [text(parameter.json ? `${typeLabel(parameter.schema)}, as JSON` : typeLabel(parameter.schema))],
              [text(`in ${parameter.in}`)],
              requiredFact(parameter.required),
              ...defaultFact(parameter.schema.default),
            ],
            description: [
              ...inline(parse, parameter.description),
              ...oneOf(values),
              ...(parameter.example === undefined
                ? []
                : [text(' Example: '), inlineCode(valueText(parameter.example)), text('.')]),
            ],
          };
        }),
      ),
    );
  }

  const body = operation.requestBody;
  if (body) {
    const rows = fieldRows(body.schema);
    nodes.push(sub('body'));
    nodes.push(
      paragraph([
        text(`${body.required ? 'Required' : 'Optional'}, `),
        inlineCode(body.contentType),
        text('.'),
        ...(body.description ? [text(' '), ...inline(parse, body.description)] : []),
      ]),
    );
    if (rows.length > 0) nodes.push(fieldsList(parse, rows, true));
  }

  nodes.push(sub('request'));
  nodes.push(jsx('ApiSamples', {operation: operation.id, samples: JSON.stringify(operationSamples(operation))}));

  const successes = successOf(operation);
  if (successes.length > 0) {
    nodes.push(sub('response'));
    for (const response of successes) {
      nodes.push(
        paragraph([
          element('code', {className: ['api-status', 'api-status--ok']}, [text(response.status)]),
          text(' '),
          ...inline(parse, response.description),
        ]),
      );
      if (!response.body) continue;
      const rows = fieldRows(response.body.schema);
      if (rows.length > 0) {
        nodes.push(
          element('details', {className: ['api-operation__fields']}, [
            element('summary', {}, [text(`Response fields (${rows.length})`)]),
            fieldsList(parse, rows, false),
          ]),
        );
      } else if (response.body.schema.type) {
        nodes.push(
          paragraph([
            text(
              `The body is ${/^[aeiou]/.test(typeLabel(response.body.schema)) ? 'an' : 'a'} ${typeLabel(response.body.schema)}.`,
            ),
          ]),
        );
      }
      for (const example of response.body.examples) {
        if (response.body.examples.length > 1)
          nodes.push(paragraph([text(example.summary ?? example.name)], 'api-operation__example-title'));
        nodes.push(code('json', json(example.value)));
      }
    }
  }

  const errors = errorsOf(operation);
  if (errors.length > 0) {
    nodes.push(
      sub('errors'),
      fieldList(
        errors.map((response) => {
          const codes = errorCodes(response);
          return {
            name: [text(response.status)],
            facts:
              codes.length > 0
                ? [
                    [
                      text(codes.length > 1 ? 'codes ' : 'code '),
                      ...codes.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), inlineCode(value)]),
                    ],
                  ]
                : [],
            description: [
              ...inline(parse, response.description),
              ...response.headers.flatMap((header) => [
                text(' Header '),
                inlineCode(header.name),
                text(': '),
                ...inline(parse, header.description),
              ]),
            ],
          };
        }),
      ),
    );
  }
  nodes.push(jsx('ApiTryIt', {operation: JSON.stringify(tryItOperation(operation))}));
  return nodes;
}

/** The mdast of the differences between two descriptions (the "API changes" page). */
export function changesNodes(diff: DescriptionDiff, parse: FromMarkdown): MdNode[] {
  const nodes: MdNode[] = [];
  const list = (items: MdNode[][]): MdNode => ({
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
  });
  const opLabel = (method: string, pathText: string) => [inlineCode(`${method.toUpperCase()} ${pathText}`)];
  const section = (id: keyof typeof CHANGES_SECTIONS, items: MdNode[][], empty: string) => {
    nodes.push({type: 'heading', depth: 2, children: [text(CHANGES_SECTIONS[id])], data: {hProperties: {id}}});
    nodes.push(items.length > 0 ? list(items) : paragraph([text(empty)]));
  };
  section(
    'operations-added',
    diff.added.map((op) => [...opLabel(op.method, op.path), text(': '), text(op.summary)]),
    'None.',
  );
  section(
    'operations-removed',
    diff.removed.map((op) => [...opLabel(op.method, op.path), text(': '), text(op.summary)]),
    'None: no operation of the earlier release is gone.',
  );
  section(
    'operations-changed',
    diff.changed.map((change) => [
      ...opLabel(change.method, change.path),
      text(': '),
      ...change.changes.flatMap((item, index) => [...(index > 0 ? [text('; ')] : []), ...inline(parse, item)]),
      text('.'),
    ]),
    'None.',
  );
  return nodes;
}

function esmImport(source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: source,
    data: {estree: parseJs(source, {ecmaVersion: 'latest', sourceType: 'module'})},
  };
}

export default function remarkOpenApi(options: {siteDir?: string} = {}) {
  return async (tree: MdNode, file: VFileLike) => {
    const siteDir = options.siteDir ?? file.cwd ?? process.cwd();
    const name = file.path ? path.relative(siteDir, file.path) : 'a Markdown file';
    const found = (tree.children ?? []).some(
      (child) => child.type === 'leafDirective' && (child.name === 'operation' || child.name === 'openapi-changes'),
    );
    if (!found) return;
    const version = openApiVersionOf(name);
    if (!version)
      throw new Error(
        `${name}: ::operation and ::openapi-changes work only in a docs version that has an OpenAPI description (src/config/openapi.ts)`,
      );
    const description = loadDescription(siteDir, version.file);
    const [parse, render] = await Promise.all([markdownParser(), htmlRenderer()]);
    let usesComponents = false;
    tree.children = (tree.children ?? []).flatMap((child) => {
      if (child.type !== 'leafDirective') return [child];
      const line = (child.position as {start?: {line?: number}} | undefined)?.start?.line ?? '?';
      const attributes = (child.attributes ?? {}) as Record<string, string>;
      if (child.name === 'operation') {
        const operation = description.operations.find((item) => item.id === attributes.id);
        if (!operation)
          throw new Error(
            `${name}:${line}: ::operation{id="${attributes.id ?? ''}"}: ${version.file} has no operation with this id`,
          );
        const level = attributes.level === undefined ? 2 : Number(attributes.level);
        if (![2, 3].includes(level))
          throw new Error(`${name}:${line}: ::operation level must be 2 or 3, not "${attributes.level}"`);
        usesComponents = true;
        let sameAs: Operation | undefined;
        if (attributes['same-as'] !== undefined) {
          sameAs = description.operations.find((item) => item.id === attributes['same-as']);
          const shape = (item: Operation) => JSON.stringify([item.parameters, item.requestBody, item.responses]);
          if (!sameAs)
            throw new Error(
              `${name}:${line}: ::operation same-as="${attributes['same-as']}": ${version.file} has no operation with this id`,
            );
          if (shape(sameAs) !== shape(operation))
            throw new Error(
              `${name}:${line}: ::operation{id="${operation.id}"} same-as="${sameAs.id}": in ${version.file} their parameters, body or responses differ, so the page must show them in full`,
            );
          const onPage = (tree.children ?? []).some(
            (node) =>
              node.type === 'leafDirective' &&
              node.name === 'operation' &&
              (node.attributes as Record<string, string> | undefined)?.id === sameAs!.id,
          );
          if (!onPage)
            throw new Error(
              `${name}:${line}: ::operation same-as="${sameAs.id}": that operation must be on the same page`,
            );
        }
        return compactNodes(operationNodes(operation, parse, level, sameAs), render);
      }
      if (child.name === 'openapi-changes') {
        const from = loadFrom(siteDir, attributes.from, name, line);
        return changesNodes(diffDescriptions(from, description), parse);
      }
      return [child];
    });
    if (usesComponents) {
      tree.children.unshift(
        esmImport("import ApiHtml from '@site/src/components/ApiHtml';"),
        esmImport("import ApiSamples from '@site/src/components/ApiSamples';"),
        esmImport("import ApiTryIt from '@site/src/components/ApiTryIt';"),
      );
    }
  };
}

function loadFrom(siteDir: string, from: string | undefined, name: string, line: number | string): ApiDescription {
  const file = `openapi/${from ?? ''}.yaml`;
  try {
    return loadDescription(siteDir, file);
  } catch (error) {
    throw new Error(
      `${name}:${line}: ::openapi-changes{from="${from ?? ''}"}: cannot read ${file}: ${(error as Error).message}`,
    );
  }
}
