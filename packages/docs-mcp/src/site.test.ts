import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createServer} from './server';
import {NotFound, openSite} from './site';

/**
 * The server reads no file outside the folder it serves: a small built site (`build/`) with, beside it, a folder whose
 * name starts with the site's (`build-private/`) and a file above it, both holding a secret that no answer may carry.
 */
const SECRET = 'secret-outside-the-site';
let work: string;
let site: string;
let client: Client;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'docs-mcp-containment-'));
  site = path.join(work, 'build');
  mkdirSync(path.join(site, 'docs'), {recursive: true});
  mkdirSync(path.join(work, 'build-private', 'docs'), {recursive: true});
  writeFileSync(
    path.join(site, 'docs-versions.json'),
    JSON.stringify({
      site: 'https://cairn.dev',
      versions: [{name: '1.0', label: '1.0', release: '1.0.0', latest: true, path: '/docs', llmsTxt: '', openapi: ''}],
    }),
  );
  writeFileSync(path.join(site, 'docs', 'page.md'), '# A page of the site\n');
  writeFileSync(path.join(work, 'build-private', 'docs', 'page.md'), `# ${SECRET}\n`);
  writeFileSync(path.join(work, 'build-private.md'), `# ${SECRET}\n`);
  writeFileSync(path.join(work, 'private.md'), `# ${SECRET}\n`);
  symlinkSync(path.join(work, 'private.md'), path.join(site, 'docs', 'link.md'));

  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createServer(site).connect(serverSide);
  client = new Client({name: 'containment-test', version: '1.0.0'});
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  rmSync(work, {recursive: true, force: true});
});

/** Paths that leave the site's folder, each written as an assistant or an attacker might. */
const OUTSIDE = [
  '/../build-private/docs/page.md',
  '/../build-private.md',
  '/../private.md',
  '/docs/../../private.md',
  '/%2e%2e/private.md',
  '/%2E%2E%2Fbuild-private%2Fdocs%2Fpage.md',
  '/docs/link.md',
  '/docs/%00page.md',
  '/%E0%A4%A.md',
  '/docs',
];

describe('containment', () => {
  it('the site reads its own files', async () => {
    await expect(openSite(site).text('/docs/page.md')).resolves.toContain('A page of the site');
  });

  it.each(OUTSIDE)('%s is not a file of the site', async (sitePath) => {
    await expect(openSite(site).text(sitePath)).rejects.toBeInstanceOf(NotFound);
  });

  it.each(['/../build-private/docs/page', '../build-private/docs/page.md', '/docs/link', '/../private'])(
    'read_page %s answers an error without the file’s text',
    async (pagePathInput) => {
      const result = (await client.callTool({name: 'read_page', arguments: {path: pagePathInput}})) as {
        content: {text: string}[];
        isError?: boolean;
      };
      const answer = result.content.map((part) => part.text).join('\n');
      expect(result.isError).toBe(true);
      expect(answer).not.toContain(SECRET);
      expect(answer).not.toMatch(/\n\s+at /);
    },
  );
});
