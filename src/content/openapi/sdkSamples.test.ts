import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {OPENAPI_VERSIONS} from '../../config/openapi';
import {LIBRARY_PACKAGES, librarySamples, type LibraryLanguage} from './sdkSamples';
import {SAMPLE_LANGUAGES, type CodeSample} from './types';

const ROOT = join(__dirname, '..', '..', '..');
/** Every docs version with an API reference (`current` is Next): the samples must fit the pages of each. */
const VERSIONS = OPENAPI_VERSIONS.map((version) => version.docsVersion);
type DocsVersion = (typeof VERSIONS)[number];
const versionOf = (version: DocsVersion) => OPENAPI_VERSIONS.find((item) => item.docsVersion === version)!;
const COVERED = ['captureEvent', 'captureBatch', 'decideFeatureFlags', 'setPersonProperties'] as const;
type Covered = (typeof COVERED)[number];

// Every library wraps every covered operation, except the browser's for /batch/: cairn-js documents no batch call.
const EXPECTED_LANGUAGES: Record<Covered, LibraryLanguage[]> = {
  captureEvent: ['javascript', 'node', 'python', 'ruby', 'php', 'go'],
  captureBatch: ['node', 'python', 'ruby', 'php', 'go'],
  decideFeatureFlags: ['javascript', 'node', 'python', 'ruby', 'php', 'go'],
  setPersonProperties: ['javascript', 'node', 'python', 'ruby', 'php', 'go'],
};

const PAGE_FILES: Record<LibraryLanguage, string> = {
  javascript: 'js.md',
  node: 'node.md',
  python: 'python.md',
  ruby: 'ruby.md',
  php: 'php.md',
  go: 'go.md',
};

const docsDir = (version: DocsVersion) => versionOf(version).contentDir;

const pages = new Map<string, string>();
function integrationsPage(version: DocsVersion, language: LibraryLanguage): string {
  const path = join(ROOT, docsDir(version), 'integrations', PAGE_FILES[language]);
  if (!pages.has(path)) pages.set(path, readFileSync(path, 'utf8'));
  return pages.get(path)!;
}

/** The version's page of the ingestion endpoints, whose examples the descriptions' examples repeat. */
const apiPage = (version: DocsVersion) => readFileSync(join(ROOT, docsDir(version), 'api', 'post-only-endpoints.md'), 'utf8');

const specFile = (version: DocsVersion): string => versionOf(version).file;

type Json = Record<string, unknown>;

const specs = new Map<string, Json>();
function spec(version: DocsVersion): Json {
  const file = specFile(version);
  if (!specs.has(file)) specs.set(file, load(readFileSync(join(ROOT, file), 'utf8')) as Json);
  return specs.get(file)!;
}

/** Follows `$ref`s to `#/components/...` in the same document, as the descriptions use no other kind. */
function deref(doc: Json, node: unknown): Json {
  let current = node as Json;
  for (let hops = 0; typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/components/') || hops > 10) throw new Error(`unexpected $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((acc, part) => {
        if (!(part in acc)) throw new Error(`unresolved $ref ${ref}`);
        return acc[part] as Json;
      }, doc);
  }
  return current;
}

function operation(doc: Json, operationId: string): Json {
  for (const item of Object.values(doc.paths as Record<string, Json>)) {
    for (const op of Object.values(item)) {
      if (typeof op === 'object' && op !== null && (op as Json).operationId === operationId) return op as Json;
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** The JSON example of a request body or response: `example`, or the first of `examples`. */
function jsonExample(doc: Json, holder: unknown): Json {
  const media = (deref(doc, holder).content as Record<string, Json>)['application/json'];
  if (media.example !== undefined) return media.example as Json;
  const first = Object.values(media.examples as Record<string, unknown>)[0];
  return deref(doc, first).value as Json;
}

interface ExampleEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, string | number>;
  timestamp?: string;
}

/** What the example of an operation sends, as the samples must show it. */
interface Expected {
  /** The `api_key` of the example body. */
  apiKey: string;
  events: ExampleEvent[];
  distinctIds: string[];
  /** Key and value pairs: event properties, or the person properties of `$set`. */
  properties: Array<[string, string | number]>;
  flagKey?: string;
}

function expected(version: DocsVersion, operationId: Covered): Expected {
  const doc = spec(version);
  const op = operation(doc, operationId);
  const body = jsonExample(doc, op.requestBody);
  const apiKey = body.api_key as string;
  expect(apiKey).toMatch(/^cpk_/);
  const fromEvents = (events: ExampleEvent[]): Expected => ({
    apiKey,
    events,
    distinctIds: events.map((e) => e.distinct_id),
    properties: events.flatMap((e) => Object.entries(e.properties)),
  });
  switch (operationId) {
    case 'captureEvent':
      return fromEvents([body as unknown as ExampleEvent]);
    case 'captureBatch':
      return fromEvents(body.batch as ExampleEvent[]);
    case 'decideFeatureFlags': {
      const response = jsonExample(doc, (op.responses as Json)['200']);
      const flagKey = (response.featureFlags as string[])[0];
      return {apiKey, events: [], distinctIds: [body.distinct_id as string], properties: [], flagKey};
    }
    case 'setPersonProperties':
      return {
        apiKey,
        events: [],
        distinctIds: [body.distinct_id as string],
        properties: Object.entries(body.$set as Record<string, string | number>),
      };
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (text: string) => new RegExp(`(['"])${escape(text)}\\1`, 'g');
const count = (code: string, pattern: RegExp) => (code.match(pattern) ?? []).length;

/** A key and its value in any of the languages' map syntaxes: `plan: 'team'`, `"plan": "team"`, `'plan' => 'team'`. */
function pairPattern(key: string, value: string | number): RegExp {
  const valueText = typeof value === 'number' ? `${value}(?![\\d.])` : `(['"])${escape(value)}\\1`;
  return new RegExp(`(?<![\\w$])['"]?${escape(key)}['"]?\\s*(?::|=>)\\s*${valueText}`);
}

/** How the sample of a language writes an ISO 8601 time, in the form its integrations page uses. */
function timestampIn(language: LibraryLanguage, iso: string): string {
  const date = new Date(iso);
  const fields = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
  const seconds = date.getUTCSeconds();
  const withSeconds = seconds === 0 ? fields : [...fields, seconds];
  switch (language) {
    case 'node':
      return `new Date('${iso}')`;
    case 'php':
      return `new DateTimeImmutable('${iso}')`;
    case 'python':
      return `datetime(${withSeconds.join(', ')}, tzinfo=timezone.utc)`;
    case 'ruby':
      return `Time.utc(${withSeconds.join(', ')})`;
    case 'go':
      return `time.Date(${[...fields, seconds, 0].join(', ')}, time.UTC)`;
    case 'javascript':
      throw new Error('cairn-js documents no timestamp');
  }
}

/** The import lines of a sample, without Go's standard library. */
function importLines(language: LibraryLanguage, code: string): string[] {
  const lines = code.split('\n');
  switch (language) {
    case 'javascript':
    case 'node':
      return lines.filter((line) => line.startsWith('import '));
    case 'python':
      return lines.filter((line) => /^(import|from) /.test(line));
    case 'ruby':
      return lines.filter((line) => line.startsWith('require '));
    case 'php':
      return lines.filter((line) => /^(require|use) /.test(line));
    case 'go':
      return lines.map((line) => line.trim()).filter((line) => /^(\w+ )?"[\w.-]+\.[a-z]+\//.test(line));
  }
}

/** A sample without its comment lines, so that prose in a comment is not read as code. */
const withoutComments = (code: string) =>
  code
    .split('\n')
    .filter((line) => !/^\s*(\/\/|#)/.test(line))
    .join('\n');

/** The library's names a sample uses: methods, constructors and (in Go) types, such as `people.set` or `Client.new`. */
function libraryNames(language: LibraryLanguage, code: string): string[] {
  const receivers: Record<LibraryLanguage, string> = {
    javascript: '\\bcairn\\.',
    node: '\\bcairn\\.|\\bnew ',
    python: '\\b(?:cairn|client)\\.',
    ruby: '\\bclient\\.|\\bCairn::',
    php: '\\bCairn::',
    go: '\\b(?:cairn|client)\\.',
  };
  const pattern = new RegExp(`(?:${receivers[language]})([A-Za-z_]\\w*(?:\\.[A-Za-z_]\\w*)*)`, 'g');
  return [...new Set([...withoutComments(code).matchAll(pattern)].map((m) => m[1]))];
}

/** The option and argument names a sample passes: `host:`, `host=`, `'host' =>`, `Host:`. */
function argumentNames(language: LibraryLanguage, code: string): string[] {
  const patterns: Record<LibraryLanguage, RegExp> = {
    javascript: /\b([A-Za-z_]\w*):\s/g,
    node: /\b([A-Za-z_]\w*):\s/g,
    python: /\b([A-Za-z_]\w*)=(?!=)/g,
    ruby: /\b([A-Za-z_]\w*):\s/g,
    php: /'([A-Za-z_]\w*)'\s*=>/g,
    go: /\b([A-Za-z_]\w*):\s/g,
  };
  return [...new Set([...withoutComments(code).matchAll(patterns[language])].map((m) => m[1]))];
}

/** How an argument name is written on the page, as in the sample. */
function argumentOnPage(language: LibraryLanguage, name: string): string {
  if (language === 'python') return `${name}=`;
  if (language === 'php') return `'${name}' =>`;
  return `${name}:`;
}

const samplesOf = (operationId: string) =>
  new Map(librarySamples(operationId).map((s) => [s.language as LibraryLanguage, s]));

describe('librarySamples', () => {
  it('gives nothing for operations no library wraps', () => {
    expect(librarySamples('listEvents')).toEqual([]);
    expect(librarySamples('captureEventAlias')).toEqual([]);
    expect(librarySamples('getHealth')).toEqual([]);
    expect(librarySamples('noSuchOperation')).toEqual([]);
    // A name that an object inherits is not an operation either.
    expect(librarySamples('constructor')).toEqual([]);
  });

  describe.each(VERSIONS)('in %s', (version) => {
    describe.each(COVERED)('%s', (operationId) => {
      const samples = librarySamples(operationId);

      it('has one sample per wrapping library, in tab order, each naming its package', () => {
        expect(samples.map((s) => s.language)).toEqual(EXPECTED_LANGUAGES[operationId]);
        const tabOrder = SAMPLE_LANGUAGES.map((l) => l.value as string);
        const positions = samples.map((s) => tabOrder.indexOf(s.language));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const sample of samples) {
          expect(sample.library).toBe(LIBRARY_PACKAGES[sample.language as LibraryLanguage]);
          // The page names the package the reader installs.
          expect(integrationsPage(version, sample.language as LibraryLanguage).includes(sample.library!), sample.library).toBe(true);
        }
      });

      it.each(EXPECTED_LANGUAGES[operationId])('%s: imports the library as its integrations page does', (language) => {
        const sample = samplesOf(operationId).get(language)!;
        const page = integrationsPage(version, language);
        const imports = importLines(language, sample.code);
        expect(imports.some((line) => line.includes('cairn') || line.includes('Cairn'))).toBe(true);
        for (const line of imports) expect(page.includes(line), line).toBe(true);
      });

      it.each(EXPECTED_LANGUAGES[operationId])('%s: creates the client with the example key and the docs host', (language) => {
        const {code} = samplesOf(operationId).get(language)!;
        // The project key of the example body, written as the API page of the version writes it.
        const key = expected(version, operationId).apiKey;
        expect(code).toMatch(quoted(key));
        expect(apiPage(version).includes(key), key).toBe(true);
        expect(code).toMatch(quoted('https://cairn.example.com'));
        expect(integrationsPage(version, language).includes('https://cairn.example.com')).toBe(true);
        expect(code).not.toContain('cpat_');
      });

      it.each(EXPECTED_LANGUAGES[operationId])('%s: sends the values of the example request', (language) => {
        const {code} = samplesOf(operationId).get(language)!;
        const want = expected(version, operationId);
        for (const id of want.distinctIds) expect(code, id).toMatch(quoted(id));
        for (const [key, value] of want.properties) expect(code, `${key}: ${value}`).toMatch(pairPattern(key, value));
        if (want.flagKey !== undefined) expect(code).toMatch(quoted(want.flagKey));
        // One capture call per example event, each with its own time where the library takes one.
        for (const name of new Set(want.events.map((e) => e.event))) {
          expect(count(code, quoted(name)), name).toBe(want.events.filter((e) => e.event === name).length);
        }
        if (language !== 'javascript') {
          for (const event of want.events) {
            if (event.timestamp !== undefined) expect(code).toContain(timestampIn(language, event.timestamp));
          }
        }
      });

      it.each(EXPECTED_LANGUAGES[operationId])('%s: calls only what its integrations page documents', (language) => {
        const {code} = samplesOf(operationId).get(language)!;
        const page = integrationsPage(version, language);
        const names = libraryNames(language, code);
        expect(names.length).toBeGreaterThan(1);
        for (const name of names) expect(new RegExp(`(?:\\.|::|\\bnew )${escape(name)}\\b`).test(page), name).toBe(true);
        const exampleKeys = new Set(expected(version, operationId).properties.map(([key]) => key));
        for (const name of argumentNames(language, code).filter((n) => !exampleKeys.has(n))) {
          expect(page.includes(argumentOnPage(language, name)), name).toBe(true);
        }
      });
    });
  });

  it.each(VERSIONS)('calls the documented flush or shutdown after a batch (%s)', (version) => {
    for (const [language, sample] of samplesOf('captureBatch')) {
      const calls = libraryNames(language, sample.code).map((name) => name.toLowerCase());
      expect(calls.some((name) => name === 'flush' || name === 'shutdown'), language).toBe(true);
      // The page says the library sends its queue to /batch/.
      expect(integrationsPage(version, language).includes('/batch/'), language).toBe(true);
    }
  });

  it.each(VERSIONS)('leaves the JavaScript tab of /batch/ to HTTP while cairn-js documents no batch call (%s)', (version) => {
    const page = integrationsPage(version, 'javascript');
    expect(page.includes('/batch/')).toBe(false);
    expect(/\bcairn\.(flush|shutdown)\(/.test(page)).toBe(false);
  });

  it.each(VERSIONS)('sets only $set because no integrations page documents $set_once (%s)', (version) => {
    for (const language of EXPECTED_LANGUAGES.setPersonProperties) {
      expect(/set_?once/i.test(integrationsPage(version, language)), language).toBe(false);
    }
    const doc = spec(version);
    expect(Object.keys(jsonExample(doc, operation(doc, 'setPersonProperties').requestBody))).toContain('$set');
  });

  it('gives JavaScript and Node samples that parse as modules', () => {
    for (const operationId of COVERED) {
      for (const sample of librarySamples(operationId).filter((s: CodeSample) => s.language === 'javascript' || s.language === 'node')) {
        const {diagnostics} = ts.transpileModule(sample.code, {
          reportDiagnostics: true,
          fileName: 'sample.mjs',
          compilerOptions: {allowJs: true, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
        });
        expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), `${operationId} ${sample.language}`).toEqual([]);
      }
    }
  });
});
