import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {callsInMarkdown, checkCall, instancePath} from './calls';
import {diffDescriptions} from './diff';
import {fieldRows, fieldTree, type FieldRow} from './fields';
import {operationPlacements} from './placements';
import {curlSample, httpSamples} from './samples';
import {operationAnchor, parseDescription, resolveRefs, typeLabel, type JsonObject} from './spec';
import {firstSentence, tryItOperation} from './tryItOperation';
import {SAMPLE_LANGUAGES} from './types';

const read = (file: string) => parseDescription(readFileSync(path.join(__dirname, '../../../openapi', file), 'utf8'), file);
const v115 = read('1.15.yaml');
const next = read('next.yaml');
const v114 = read('1.14.yaml');
const op = (id: string, description = v115) => {
  const found = description.operations.find((operation) => operation.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('parseDescription', () => {
  it('reads every operation of the brief, with its key', () => {
    expect(v115.operations).toHaveLength(44);
    expect(op('captureEvent').auth).toBe('project');
    expect(op('listEvents').auth).toBe('personal');
    expect(op('getHealth').auth).toBe('none');
    const paths = new Set(v115.operations.map((operation) => operation.path.split('/').slice(0, 3).join('/')));
    for (const prefix of ['/api/event', '/api/person', '/api/element', '/api/action', '/api/insight', '/api/users', '/api/feature_flag', '/api/cohort', '/api/dashboard', '/api/annotation', '/capture/', '/e/', '/batch/', '/decide/', '/engage/']) {
      expect([...paths].some((item) => `${item}/`.startsWith(prefix) || item.startsWith(prefix.replace(/\/$/, '')))).toBe(true);
    }
  });

  it('resolves shared parameters and responses, and path-level parameters', () => {
    const getEvent = op('getEvent');
    expect(getEvent.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toContain('path:id');
    const throttled = op('listEvents').responses.find((response) => response.status === '429');
    expect(throttled?.headers.map((header) => header.name)).toEqual(['Retry-After']);
    const filters = op('listEvents').parameters.find((parameter) => parameter.name === 'properties');
    expect(filters?.json).toBe(true);
    expect(typeLabel(filters!.schema)).toBe('array of object');
  });

  it('fails on a circular or dangling $ref, and on a repeated operationId', () => {
    const root = {components: {schemas: {A: {$ref: '#/components/schemas/A'}}}} as unknown as JsonObject;
    expect(() => resolveRefs({$ref: '#/components/schemas/A'}, root)).toThrow(/circular/);
    expect(() => resolveRefs({$ref: '#/components/schemas/B'}, root)).toThrow(/points to nothing/);
    const twice = `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a/:\n    get: {operationId: x, responses: {'200': {description: ok}}}\n  /b/:\n    get: {operationId: x, responses: {'200': {description: ok}}}\n`;
    expect(() => parseDescription(twice, 'twice.yaml')).toThrow(/twice\.yaml: operationId "x" is used twice/);
  });

  it('gives each operation a kebab-case anchor', () => {
    expect(operationAnchor('listEventPropertyValues')).toBe('list-event-property-values');
    expect(operationAnchor('getCurrentUser')).toBe('get-current-user');
  });
});

describe('fieldRows', () => {
  it('flattens a paginated list into dotted names, with nested arrays of objects', () => {
    const response = op('listEvents').responses.find((item) => item.status === '200')!;
    const names = fieldRows(response.body!.schema).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['next', 'previous', 'results', 'results[].event', 'results[].elements[].tag_name']));
  });
});

describe('fieldTree', () => {
  const rows = (...names: string[]) => names.map((name): FieldRow => ({name, type: 'string', required: false, description: '', values: [], readOnly: false, writeOnly: false}));
  const shape = (nodes: ReturnType<typeof fieldTree>): unknown => nodes.map((node) => [node.parent, node.leaf, ...(node.children.length > 0 ? [shape(node.children)] : [])]);

  it('nests each field under its object or array, keeping every row once and in order', () => {
    const response = op('listEvents').responses.find((item) => item.status === '200')!;
    const flat = fieldRows(response.body!.schema);
    const tree = fieldTree(flat);
    expect(tree.map((node) => node.leaf)).toEqual(['next', 'previous', 'results']);
    const results = tree[2]!;
    expect(results.children.map((node) => node.parent + node.leaf)).toContain('results[].elements');
    const elements = results.children.find((node) => node.leaf === 'elements')!;
    expect(elements.children.map((node) => [node.parent, node.leaf])).toContainEqual(['results[].elements[].', 'tag_name']);
    const walk = (nodes: ReturnType<typeof fieldTree>): string[] => nodes.flatMap((node) => [node.row.name, ...walk(node.children)]);
    expect(walk(tree)).toEqual(flat.map((row) => row.name));
  });

  it("keeps a name that only starts like another at its level, goes back up after a nested run, and keeps a top-level array's items at the top", () => {
    expect(shape(fieldTree(rows('key', 'key_name', 'key_name.inner', 'after')))).toEqual([
      ['', 'key'],
      ['', 'key_name', [['key_name.', 'inner']]],
      ['', 'after'],
    ]);
    expect(shape(fieldTree(rows('[].id', '[].tags', '[].tags[].name')))).toEqual([
      ['[].', 'id'],
      ['[].', 'tags', [['[].tags[].', 'name']]],
    ]);
  });
});

describe('samples', () => {
  it('gives every operation one sample per language, none with a literal personal key', () => {
    for (const operation of v115.operations) {
      const samples = httpSamples(operation);
      expect(samples.map((sample) => sample.language)).toEqual(SAMPLE_LANGUAGES.map((language) => language.value));
      for (const sample of samples) {
        expect(sample.code).not.toMatch(/cpat_|__CAIRN/);
        if (operation.auth === 'personal') expect(sample.code).toMatch(/CAIRN_PERSONAL_API_KEY/);
        expect(sample.code).toContain(operation.path.replace(/\{[^}]+\}.*/, ''));
      }
    }
  });

  it('writes curl the way the docs do: -G with --data-urlencode, -X only when needed, shell-safe quotes', () => {
    expect(curlSample(op('listEvents'))).toBe(
      [
        'curl -G https://cairn.example.com/api/event/ \\',
        '  -H "Authorization: Bearer $CAIRN_PERSONAL_API_KEY" \\',
        "  --data-urlencode 'event=$autocapture' \\",
        "  --data-urlencode 'after=2026-10-19T00:00:00Z' \\",
        "  --data-urlencode 'limit=500'",
      ].join('\n'),
    );
    expect(curlSample(op('deletePerson'))).toMatch(/^curl -X DELETE https:\/\/cairn\.example\.com\/api\/person\/\d+\/ \\/);
    expect(curlSample(op('captureEvent'))).toMatch(/^curl https:\/\/cairn\.example\.com\/capture\/ \\\n {2}-H 'Content-Type: application\/json' \\\n {2}-d '\{/);
  });

  it('reads the personal key from the environment in every language', () => {
    const byLanguage = Object.fromEntries(httpSamples(op('getCurrentUser')).map((sample) => [sample.language, sample.code]));
    expect(byLanguage.python).toContain(`os.environ['CAIRN_PERSONAL_API_KEY']`);
    expect(byLanguage.ruby).toContain(`ENV.fetch('CAIRN_PERSONAL_API_KEY')`);
    expect(byLanguage.php).toContain(`getenv('CAIRN_PERSONAL_API_KEY')`);
    expect(byLanguage.go).toMatch(/"os"[\s\S]*os\.Getenv\("CAIRN_PERSONAL_API_KEY"\)/);
    expect(byLanguage.node).toContain('process.env.CAIRN_PERSONAL_API_KEY');
  });
});

describe('tryItOperation', () => {
  it('carries the path and query parameters, and the example body with its api_key', () => {
    const capture = tryItOperation(op('captureEvent'));
    expect(capture.parameters).toEqual([]);
    expect(JSON.parse(capture.body!)).toHaveProperty('api_key');
    const list = tryItOperation(op('listEvents'));
    expect(list.parameters.find((parameter) => parameter.name === 'properties')?.type).toBe('array of object, as JSON');
    expect(firstSentence('Only events with this exact name, such as `$pageview`. More here.')).toBe('Only events with this exact name, such as $pageview.');
  });
});

describe('calls in the docs', () => {
  it('finds curl, fetch, requests and inline calls, with their line', () => {
    const page = [
      'Call `GET /api/users/@me/` first.',
      '',
      '```bash',
      'curl -G https://cairn.example.com/api/event/ \\',
      '  -H "Authorization: Bearer $KEY" \\',
      "  --data-urlencode 'event=$pageview'",
      'curl -X PATCH "$CAIRN_HOST/api/person/8127/" -d \'{}\'',
      'curl https://cairn.example.com/capture/ -d @event.json',
      'curl https://github.com/cairn-analytics/cairn',
      '```',
      '',
      '```python',
      'requests.post(f"{host}/api/annotation/", json=body)',
      '```',
    ].join('\n');
    expect(callsInMarkdown(page).map(({method, path: p, line}) => `${line} ${method} ${p}`)).toEqual([
      '1 GET /api/users/@me/',
      '4 GET /api/event/',
      '7 PATCH /api/person/8127/',
      '8 POST /capture/',
      '13 POST /api/annotation/',
    ]);
    expect(instancePath('https://hooks.slack.com/services/x')).toBeUndefined();
  });

  it('accepts calls the description has, and names what is wrong with the others', () => {
    const call = (method: string, p: string) => ({method, path: p, line: 1, source: ''});
    expect(checkCall(call('GET', '/api/person/8127/'), v115.operations)).toBeUndefined();
    expect(checkCall(call('GET', '/api/person/{id}/'), v115.operations)).toBeUndefined();
    expect(checkCall(call('GET', '/_health/'), v115.operations)).toBeUndefined();
    expect(checkCall(call('POST', '/api/event/'), v115.operations)).toMatch(/only with GET/);
    expect(checkCall(call('GET', '/api/event'), v115.operations)).toMatch(/ends with a slash/);
    expect(checkCall(call('GET', '/api/insight/funnel/'), v115.operations)).toMatch(/no such operation/);
  });

  it('reads the placements of operations, outside code blocks only', () => {
    const page = '::operation{id="listEvents"}\n\n```md\n::operation{id="getEvent"}\n```\n\n::operation{id="getHealth" level="3" example="true"}\n';
    expect(operationPlacements(page)).toEqual([
      {id: 'listEvents', line: 1, example: false},
      {id: 'getHealth', line: 7, example: true},
    ]);
  });
});

describe('diffDescriptions', () => {
  it('finds what Next adds to 1.15: the Forwarded header on the five ingestion operations, and nothing removed', () => {
    const diff = diffDescriptions(v115, next);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed.map((change) => change.id).sort()).toEqual(['captureBatch', 'captureEvent', 'captureEventAlias', 'decideFeatureFlags', 'setPersonProperties']);
    expect(diff.changed[0]!.changes).toEqual(['parameter `Forwarded` (header) added']);
  });

  it('finds what 1.15 adds to 1.14: comparing trends with the previous period', () => {
    expect(diffDescriptions(v114, v115).changed).toEqual([
      expect.objectContaining({id: 'getTrend', changes: ['parameter `compare` (query) added', 'response field `result[].compare_label` added']}),
    ]);
  });

  it('lists removed and added operations', () => {
    const fewer = {...v115, operations: v115.operations.filter((operation) => operation.id !== 'deleteAnnotation')};
    const diff = diffDescriptions(v115, fewer);
    expect(diff.removed.map((item) => item.id)).toEqual(['deleteAnnotation']);
    expect(diffDescriptions(fewer, v115).added.map((item) => item.id)).toEqual(['deleteAnnotation']);
  });
});

describe('operationSamples', () => {
  it('shows the library where one wraps the call, and plain HTTP in the cURL tab and elsewhere', async () => {
    const {operationSamples} = await import('./operationSamples');
    const capture = operationSamples(op('captureEvent'));
    expect(capture.map((sample) => sample.language)).toEqual(SAMPLE_LANGUAGES.map((language) => language.value));
    expect(capture.find((sample) => sample.language === 'curl')?.library).toBeUndefined();
    expect(capture.find((sample) => sample.language === 'node')?.library).toBe('cairn-node');
    expect(operationSamples(op('listEvents')).every((sample) => sample.library === undefined)).toBe(true);
  });
});
