import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createServer, pagePath} from '../src/server';

/**
 * The server's five tools through the official MCP TypeScript SDK client, against the production build
 * (`npm run build` at the repository's root): what they answer, and what they say to bad input.
 */
const BUILD = path.resolve(import.meta.dirname, '../../../build');
let client: Client;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createServer(BUILD).connect(serverSide);
  client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(clientSide);
});
afterAll(() => client.close());

async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({name, arguments: args})) as {
    content: {type: string; text: string}[];
    isError?: boolean;
  };
  return {text: result.content.map((part) => part.text).join('\n'), isError: Boolean(result.isError)};
}

describe('the tools', () => {
  it('lists the five tools with their input schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api_operation',
      'get_environment_variable',
      'list_versions',
      'read_page',
      'search_docs',
    ]);
    expect(tools.find((tool) => tool.name === 'search_docs')?.inputSchema.required).toEqual(['query']);
  });

  it('search_docs finds the page, forgives a typo and a reader’s word, and keeps to a version', async () => {
    const clean = await call('search_docs', {query: 'docker compose', limit: 3});
    expect(clean.isError).toBe(false);
    expect(clean.text).toMatch(/^1\. Deploy with Docker \(Docs\): \/docs\/deployment\/deploy-docker\n/);
    const typo = await call('search_docs', {query: 'kuberentes namespace', limit: 3});
    expect(typo.text).toMatch(
      /^Showing results for "kubernetes namespace"\.\n\n1\. .*: \/docs\/deployment\/deploy-kubernetes/,
    );
    expect((await call('search_docs', {query: 'k8s install', limit: 3})).text).toContain(
      '/docs/deployment/deploy-kubernetes',
    );
    const older = await call('search_docs', {query: 'smtp credentials', version: '1.14', limit: 3});
    expect(older.text).toContain('/docs/1.14/configuring-cairn/smtp-credentials');
    expect(older.text).not.toMatch(/: \/docs\/configuring-cairn\//);
  });

  it('read_page returns a page’s Markdown by path or address', async () => {
    const page = await call('read_page', {path: 'https://cairn.dev/docs/deployment/deploy-docker/'});
    expect(page.isError).toBe(false);
    expect(page.text).toMatch(/^# Deploy with Docker\n/);
    expect((await call('read_page', {path: '/handbook/people/time-off'})).text).toMatch(/^# Time off/);
  });

  it('list_versions names each version with its addresses', async () => {
    const {text} = await call('list_versions', {});
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toMatch(/^- 1\.15: 1\.15 \(latest release\); pages https:\/\/cairn\.dev\/docs\//);
    expect(text).toContain('- next: Next (1.16)');
    expect(text).toContain('OpenAPI https://cairn.dev/docs/1.14/openapi.json');
  });

  it('get_api_operation describes an operation by id, by method and path, per version', async () => {
    const byId = await call('get_api_operation', {operation: 'captureEvent'});
    expect(byId.text).toMatch(/^# POST \/capture\/\n/);
    expect(byId.text).toContain('curl -X POST "http://localhost:8000/capture/"');
    const byPath = await call('get_api_operation', {operation: 'GET /api/feature_flag/', version: 'next'});
    expect(byPath.isError).toBe(false);
    expect(byPath.text).toContain('Authorization: Bearer $CAIRN_PERSONAL_API_KEY');
  });

  it('get_environment_variable gives the default and the release that added it', async () => {
    const {text, isError} = await call('get_environment_variable', {name: '$site_url'});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# SITE_URL\n/);
    expect(text).toContain('- Default: `http://localhost:8000`');
    expect(text).toContain('- Since: Cairn 1.0');
  });
});

describe('bad input', () => {
  it('an unknown page is an error result with the closest pages', async () => {
    const {text, isError} = await call('read_page', {path: '/docs/deployment/deploy-dokcer'});
    expect(isError).toBe(true);
    expect(text).toMatch(
      /^There is no page at \/docs\/deployment\/deploy-dokcer\. Pages that may be .*\/docs\/deployment\/deploy-docker/,
    );
  });

  it('an unknown version, operation or variable is an error result that says what exists', async () => {
    const version = await call('search_docs', {query: 'docker', version: '0.9'});
    expect(version).toEqual({
      isError: true,
      text: 'There is no docs version "0.9". The versions are: 1.15, next, 1.14.',
    });
    const operation = await call('get_api_operation', {operation: 'GET /api/nothing/'});
    expect(operation.isError).toBe(true);
    expect(operation.text).toMatch(/^The 1\.15 API has no operation "GET \/api\/nothing\/"\. Close ones: /);
    const variable = await call('get_environment_variable', {name: 'SITE_URLS'});
    expect(variable.isError).toBe(true);
    expect(variable.text).toMatch(/reads no environment variable SITE_URLS\. Close ones: SITE_URL/);
  });

  it('input that breaks a schema is an error result naming the field, not a crash', async () => {
    for (const [name, args, field] of [
      ['search_docs', {query: ''}, 'query'],
      ['search_docs', {query: 'docker', limit: 500}, 'limit'],
      ['read_page', {}, 'path'],
      ['get_environment_variable', {name: 42}, 'name'],
    ] as const) {
      const {text, isError} = await call(name, args);
      expect(isError, name).toBe(true);
      expect(text, name).toMatch(
        new RegExp(`Input validation error: Invalid arguments for tool ${name}: .* at ${field}$`),
      );
      expect(text, name).not.toMatch(/\n\s+at /);
    }
  });

  it('a path is read the same however it is written', () => {
    expect(pagePath('docs/x.md')).toBe('/docs/x');
    expect(pagePath('https://cairn.dev/docs/x/?a=1#b')).toBe('/docs/x');
    expect(pagePath('/')).toBe('/');
  });
});
