import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import type {Json, Operation, Parameter} from './spec';
import {shellQuote} from './tryIt';
import {SAMPLE_LANGUAGES, type CodeSample, type SampleLanguage} from './types';

/**
 * The plain-HTTP code samples of an operation, generated at build time with httpsnippet from the operation's
 * example request (issue #17), one per language of SAMPLE_LANGUAGES. The personal API key is always read from the
 * environment variable CAIRN_PERSONAL_API_KEY, never written in the code; the project API key is public and is
 * written as the docs write it. Nothing of this runs in the browser: the pages carry the finished text.
 */

/** The host of every example, as the docs pages write it. */
export const SAMPLE_HOST = 'https://cairn.example.com';
const KEY_TOKEN = '__CAIRN_PERSONAL_API_KEY__';

/** The value a parameter takes in the sample: its example, else its default, else a typed stand-in. */
function sampleValue(parameter: Parameter): string | undefined {
  const value = parameter.example ?? parameter.schema.default ?? parameter.schema.examples?.[0];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The query parameters a sample sends: the required ones, and the optional ones the description picks for its
 * samples (`x-sample-query`), so a sample shows a meaningful request rather than every filter at once.
 */
export function sampleQuery(operation: Operation): {name: string; value: string}[] {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const unknown = operation.sampleQuery.filter((name) => !query.some((parameter) => parameter.name === name));
  if (unknown.length > 0) throw new Error(`${operation.id}: x-sample-query names ${unknown.join(', ')}, which is not a query parameter`);
  return query
    .filter((parameter) => parameter.required || operation.sampleQuery.includes(parameter.name))
    .map((parameter) => ({name: parameter.name, value: sampleValue(parameter)}))
    .filter((item): item is {name: string; value: string} => item.value !== undefined);
}

export function samplePath(operation: Operation): string {
  return operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
    const value = parameter ? sampleValue(parameter) : undefined;
    return value === undefined ? whole : encodeURIComponent(value);
  });
}

/** The example request body of an operation, or undefined when it takes none. */
export function sampleBody(operation: Operation): Json | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  return body.examples[0]?.value ?? body.schema.example;
}

/** The HAR request httpsnippet starts from. */
export function harRequest(operation: Operation, pretty = true): HarRequest {
  const query = sampleQuery(operation);
  const search = query.length > 0 ? `?${new URLSearchParams(query.map(({name, value}) => [name, value])).toString()}` : '';
  const body = sampleBody(operation);
  const headers = [
    ...(operation.auth === 'personal' ? [{name: 'Authorization', value: `Bearer ${KEY_TOKEN}`}] : []),
    ...(body !== undefined ? [{name: 'Content-Type', value: 'application/json'}] : []),
  ];
  return {
    method: operation.method.toUpperCase(),
    url: `${SAMPLE_HOST}${samplePath(operation)}${search}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: query,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(body !== undefined ? {postData: {mimeType: 'application/json', text: pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body)}} : {}),
  } as HarRequest;
}

/** Languages whose samples hold the body as one string literal, where a one-line JSON reads better. */
const COMPACT_BODY = new Set<SampleLanguage>(['javascript', 'node', 'ruby', 'go']);

const TARGETS: Record<SampleLanguage, [string, string]> = {
  curl: ['shell', 'curl'],
  javascript: ['javascript', 'fetch'],
  node: ['node', 'fetch'],
  python: ['python', 'requests'],
  ruby: ['ruby', 'native'],
  php: ['php', 'guzzle'],
  go: ['go', 'native'],
};

/** Each language reads the personal key from the environment its own way. */
function withKeyFromEnvironment(language: SampleLanguage, code: string): string {
  if (!code.includes(KEY_TOKEN)) return code;
  switch (language) {
    case 'curl':
      return code.replace(`'Authorization: Bearer ${KEY_TOKEN}'`, '"Authorization: Bearer $CAIRN_PERSONAL_API_KEY"');
    case 'javascript':
    case 'node':
      return code.replace(`'Bearer ${KEY_TOKEN}'`, '`Bearer ${process.env.CAIRN_PERSONAL_API_KEY}`');
    case 'python':
      return `import os\n${code.replace(`"Bearer ${KEY_TOKEN}"`, `f"Bearer {os.environ['CAIRN_PERSONAL_API_KEY']}"`)}`;
    case 'ruby':
      return code.replace(`'Bearer ${KEY_TOKEN}'`, `"Bearer #{ENV.fetch('CAIRN_PERSONAL_API_KEY')}"`);
    case 'php':
      return code.replace(`'Bearer ${KEY_TOKEN}'`, `'Bearer ' . getenv('CAIRN_PERSONAL_API_KEY')`);
    case 'go':
      return code
        .replace(`"Bearer ${KEY_TOKEN}"`, '"Bearer "+os.Getenv("CAIRN_PERSONAL_API_KEY")')
        .replace('import (\n', 'import (\n\t"os"\n');
  }
}

/** Notes that make a sample honest about where it may run. */
function withNotes(language: SampleLanguage, operation: Operation, code: string): string {
  // Node 18 and later have fetch built in; httpsnippet still requires the node-fetch package.
  if (language === 'node') return `// Node 18 or later, as an ES module (request.mjs): fetch and top-level await are built in.\n${code.replace(/^const fetch = require\('node-fetch'\);\n\n/, '')}`;
  if (language === 'javascript' && operation.auth === 'personal') {
    return `// On a server or in a script (Node 18+, Deno, Bun): a personal API key is a secret; never send it to a browser.\n${code}`;
  }
  return code;
}

/**
 * The cURL sample, written the way the docs pages write curl: the query as `-G` with `--data-urlencode` (JSON
 * filters stay readable), the personal key from the environment, the body pretty-printed.
 */
export function curlSample(operation: Operation): string {
  const query = sampleQuery(operation);
  const body = sampleBody(operation);
  const method = operation.method.toUpperCase();
  const parts = [`curl${query.length > 0 ? ' -G' : ''}${method === 'GET' || (method === 'POST' && body !== undefined) ? '' : ` -X ${method}`} ${SAMPLE_HOST}${samplePath(operation)}`];
  if (operation.auth === 'personal') parts.push('-H "Authorization: Bearer $CAIRN_PERSONAL_API_KEY"');
  if (body !== undefined) parts.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  for (const {name, value} of query) parts.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  return parts.join(' \\\n  ');
}

const cache = new Map<string, CodeSample[]>();

/** The plain-HTTP samples of an operation, in the order of SAMPLE_LANGUAGES. */
export function httpSamples(operation: Operation): CodeSample[] {
  const key = `${operation.method} ${operation.path} ${JSON.stringify(harRequest(operation))}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const pretty = new HTTPSnippet(harRequest(operation));
  const compact = new HTTPSnippet(harRequest(operation, false));
  const samples = SAMPLE_LANGUAGES.map(({value}): CodeSample => {
    if (value === 'curl') return {language: value, code: curlSample(operation)};
    const [target, client] = TARGETS[value];
    const converted = (COMPACT_BODY.has(value) ? compact : pretty).convert(target as never, client, {indent: value === 'go' ? '\t' : '  '});
    const code = Array.isArray(converted) ? converted[0] : converted;
    if (typeof code !== 'string') throw new Error(`httpsnippet produced no ${value} sample for ${operation.id}`);
    const finished = withNotes(value, operation, withKeyFromEnvironment(value, code.trim()));
    if (finished.includes(KEY_TOKEN)) throw new Error(`the ${value} sample of ${operation.id} still holds the key placeholder`);
    return {language: value, code: finished};
  });
  cache.set(key, samples);
  return samples;
}
