import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {HTMLElement as HtmlElement, parse as parseHtml} from 'node-html-parser';
import {fieldRows} from '../openapi/fields';
import {parseDescription} from '../openapi/spec';
import remarkOpenApi from './openapi';

type Node = {
  type: string;
  name?: string;
  depth?: number;
  children?: Node[];
  value?: string;
  attributes?: unknown;
  data?: Record<string, unknown>;
  position?: unknown;
};
const siteDir = path.resolve(__dirname, '../../..');
const v115 = parseDescription(readFileSync(path.join(siteDir, 'openapi/1.15.yaml'), 'utf8'));
const directive = (name: string, attributes: Record<string, string>, line = 3): Node => ({
  type: 'leafDirective',
  name,
  attributes,
  children: [],
  position: {start: {line}},
});
async function run(children: Node[], file = 'docs/api/events.md'): Promise<Node> {
  const tree: Node = {type: 'root', children};
  await remarkOpenApi({siteDir})(tree as never, {path: path.join(siteDir, file)});
  return tree;
}
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];
const htmlOf = (tree: Node): string =>
  all(tree)
    .filter((node) => node.name === 'ApiHtml')
    .map((node) => (node.attributes as {value: string}[])[0]!.value)
    .join('\n');
const attribute = (node: Node, name: string) =>
  (node.attributes as {name: string; value: string}[]).find((item) => item.name === name)!.value;
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

describe('remark-openapi', () => {
  it('expands ::operation into a heading with its anchor, the parts, the samples and "Try it", and imports the components', async () => {
    const tree = await run([directive('operation', {id: 'getEvent'})]);
    const nodes = all(tree);
    const heading = nodes.find((node) => node.type === 'heading')!;
    expect(heading.depth).toBe(2);
    expect(textOf(heading)).toBe('Get one event');
    expect(heading.data).toEqual({hProperties: {id: 'get-event'}});
    const html = htmlOf(tree);
    expect([...html.matchAll(/<h3 id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'get-event-parameters',
      'get-event-request',
      'get-event-response',
      'get-event-errors',
    ]);
    expect(html).toContain('<span class="api-method api-method--get">GET</span>');
    // Field lists, not tables (issue #28): name and facts on the term's line, the description as its definition.
    expect(html).not.toContain('<table');
    expect(html).toContain(
      '<dl class="api-fields"><div><dt><code>id</code> <span>string (uuid)</span> <span>in path</span> <span><strong>required</strong></span></dt><dd>',
    );
    // Only headings, code blocks and components stay Markdown; the rest is HTML.
    expect(tree.children!.map((node) => node.name ?? node.type)).toEqual([
      'mdxjsEsm',
      'mdxjsEsm',
      'mdxjsEsm',
      'heading',
      'ApiHtml',
      'ApiSamples',
      'ApiHtml',
      'code',
      'ApiHtml',
      'ApiTryIt',
    ]);
    expect(tree.children!.slice(0, 3).map((node) => node.value)).toEqual([
      "import ApiHtml from '@site/src/components/ApiHtml';",
      "import ApiSamples from '@site/src/components/ApiSamples';",
      "import ApiTryIt from '@site/src/components/ApiTryIt';",
    ]);
    const samples = JSON.parse(
      attribute(
        nodes.find((node) => node.name === 'ApiSamples')!,
        'samples',
      ),
    ) as {language: string}[];
    expect(samples.map((sample) => sample.language)).toEqual([
      'curl',
      'javascript',
      'node',
      'python',
      'ruby',
      'php',
      'go',
    ]);
    expect(
      JSON.parse(
        attribute(
          nodes.find((node) => node.name === 'ApiTryIt')!,
          'operation',
        ),
      ),
    ).toMatchObject({id: 'getEvent', method: 'get', path: '/api/event/{id}/', auth: 'personal'});
    const errors = html.slice(html.indexOf('id="get-event-errors"'));
    expect([...errors.matchAll(/<div><dt><code>(\d+)<\/code>/g)].map((match) => match[1])).toEqual([
      '401',
      '403',
      '404',
      '429',
    ]);
    // Only headings, code blocks and components stay Markdown; the rest is HTML.
    expect(nodes.filter((node) => node.type === 'code').map((node) => (node as {lang?: string}).lang)).toEqual([
      'json',
    ]);
  });

  it("lists fields as definitions: each field once, its facts on the name's line, nested fields inside their parent", async () => {
    const html = htmlOf(
      await run([directive('operation', {id: 'createAction'})], 'versioned_docs/version-1.15/api/actions.md'),
    );
    const body = parseHtml(
      html.slice(html.indexOf('id="create-action-body"'), html.indexOf('id="create-action-request"')),
    );
    const list = body.querySelector('dl.api-fields')!;
    const terms = (dl: HtmlElement) =>
      dl.childNodes
        .filter((node): node is HtmlElement => node instanceof HtmlElement)
        .map((group) => group.querySelector('dt')!);
    // The name, then one span per fact; the nested fields sit in the parent's <dd>, with the parent's path muted.
    const steps = terms(list).find((dt) => dt.querySelector('code')!.text === 'steps')!;
    expect(steps.querySelectorAll('span').map((span) => span.text)).toEqual(['array of object', 'required']);
    const nested = steps.nextElementSibling!.querySelector('dl.api-fields')!;
    const matching = terms(nested).find((dt) => dt.querySelector('code')!.text === 'steps[].url_matching')!;
    expect(matching.querySelector('code > span')!.text).toBe('steps[].');
    expect(matching.querySelectorAll(':scope > span').map((span) => span.text)).toEqual([
      'string',
      'optional',
      'default contains',
    ]);
    expect(matching.nextElementSibling!.text).toBe('How url is compared. One of contains, exact, regex.');
    // Every field of the description, once, in its order.
    const schema = v115.operations.find((operation) => operation.id === 'createAction')!.requestBody!.schema;
    expect(body.querySelectorAll('dt > code').map((code) => code.text)).toEqual(
      fieldRows(schema).map((row) => row.name),
    );
  });

  it("takes the description of the page's docs version", async () => {
    const paramsOf = async (file: string) => {
      const html = htmlOf(await run([directive('operation', {id: 'captureEvent'})], file));
      const parameters = html.slice(html.indexOf('-parameters"'), html.indexOf('-body"'));
      return [...parameters.matchAll(/<div><dt><code>([^<]+)<\/code>/g)].map((match) => match[1]);
    };
    expect(await paramsOf('docs/api/post-only-endpoints.md')).toContain('Forwarded');
    expect(await paramsOf('versioned_docs/version-1.15/api/post-only-endpoints.md')).not.toContain('Forwarded');
  });

  it('makes the heading level 3 on request, and fails naming the file and line on a wrong id or level', async () => {
    const tree = await run([directive('operation', {id: 'getHealth', level: '3'})]);
    expect(all(tree).find((node) => node.type === 'heading')!.depth).toBe(3);
    await expect(run([directive('operation', {id: 'listEverything'}, 7)])).rejects.toThrow(
      'docs/api/events.md:7: ::operation{id="listEverything"}: openapi/next.yaml has no operation with this id',
    );
    await expect(run([directive('operation', {id: 'getHealth', level: '5'})])).rejects.toThrow(/level must be 2 or 3/);
    await expect(run([directive('operation', {id: 'getHealth'})], 'handbook/engineering/x.md')).rejects.toThrow(
      /handbook\/engineering\/x\.md: ::operation and ::openapi-changes work only/,
    );
  });

  it('shows an alias briefly with same-as, after checking that it takes and gives what the other operation does', async () => {
    const tree = await run(
      [
        directive('operation', {id: 'captureEvent'}, 1),
        directive('operation', {id: 'captureEventAlias', 'same-as': 'captureEvent'}, 3),
      ],
      'docs/api/post-only-endpoints.md',
    );
    const alias = htmlOf(tree).slice(htmlOf(tree).indexOf('data-api-operation="captureEventAlias"'));
    expect(alias).toContain('<a href="#capture-event"><code>POST /capture/</code></a>');
    expect(alias).not.toContain('-parameters"');
    expect(all(tree).filter((node) => node.name === 'ApiSamples')).toHaveLength(2);
    await expect(
      run([
        directive('operation', {id: 'listEvents'}, 1),
        directive('operation', {id: 'getEvent', 'same-as': 'listEvents'}),
      ]),
    ).rejects.toThrow(
      'docs/api/events.md:3: ::operation{id="getEvent"} same-as="listEvents": in openapi/next.yaml their parameters, body or responses differ',
    );
    await expect(run([directive('operation', {id: 'captureEventAlias', 'same-as': 'captureEvent'})])).rejects.toThrow(
      /must be on the same page/,
    );
  });

  it('expands ::openapi-changes into the operations added, removed and changed', async () => {
    const tree = await run([directive('openapi-changes', {from: '1.15'})], 'docs/api/changes.md');
    const headings = all(tree)
      .filter((node) => node.type === 'heading')
      .map(textOf);
    expect(headings).toEqual(['Operations added', 'Operations removed', 'Operations changed']);
    const changed = all(tree)
      .filter((node) => node.type === 'listItem')
      .map(textOf);
    expect(changed).toHaveLength(5);
    expect(changed[0]).toBe('POST /capture/: parameter Forwarded (header) added.');
    await expect(run([directive('openapi-changes', {from: '0.9'})], 'docs/api/changes.md')).rejects.toThrow(
      /docs\/api\/changes\.md:3: ::openapi-changes\{from="0\.9"\}: cannot read openapi\/0\.9\.yaml/,
    );
  });
});
