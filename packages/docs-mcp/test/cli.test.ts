import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {describe, expect, it} from 'vitest';

/** The `cairn-docs-mcp` command as an assistant runs it: over stdio, over HTTP, and with bad arguments. */
const BIN = path.resolve(import.meta.dirname, '../bin/cairn-docs-mcp.mjs');
const REPO = path.resolve(import.meta.dirname, '../../..');
const BUILD = path.join(REPO, 'build');
/** The docs page that tells readers how to run the server, in each docs version that has it. */
const PAGES = [
  'docs/ai-assistants.md',
  'versioned_docs/version-1.15/ai-assistants.md',
  'versioned_docs/version-1.14/ai-assistants.md',
];
/** The page's placeholder for the reader's clone of the repository. */
const CLONE = '/path/to/cairn.dev';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

describe('the docs page "Use the Cairn docs from your AI assistant"', () => {
  for (const page of PAGES) {
    const text = readFileSync(path.join(REPO, page), 'utf8');
    const blocks = [...text.matchAll(/```json title="([^"]+)"\n([\s\S]*?)```/g)].map(([, title, body]) => ({
      title,
      config: JSON.parse(body) as Record<string, Record<string, {command: string; args: string[]; type?: string}>>,
    }));

    it(`${page}: each client's configuration starts the server, which answers over stdio`, async () => {
      expect(blocks.map((block) => block.title)).toEqual([
        'claude_desktop_config.json',
        '.cursor/mcp.json',
        '.vscode/mcp.json',
      ]);
      for (const {title, config} of blocks) {
        const entry = (config.mcpServers ?? config.servers)['cairn-docs'];
        expect(entry.command, title).toBe('node');
        // The reader's clone is this repository; the build folder instead of https://cairn.dev keeps the test offline.
        const args = [...entry.args.map((arg) => arg.replace(CLONE, REPO)), BUILD];
        const client = new Client({name: 'page-test', version: '1.0.0'});
        await client.connect(new StdioClientTransport({command: process.execPath, args, stderr: 'pipe'}));
        try {
          const result = (await client.callTool({name: 'get_environment_variable', arguments: {name: 'SITE_URL'}})) as {
            content: {text: string}[];
          };
          expect(result.content[0].text, title).toContain('- Default: `http://localhost:8000`');
        } finally {
          await client.close();
        }
      }
    });

    it(`${page}: the --help check prints the usage line, from a path or with npx`, () => {
      const command = /^node (\S+) --help$/m.exec(text)?.[1];
      expect(command).toBe(`${CLONE}/packages/docs-mcp/bin/cairn-docs-mcp.mjs`);
      const direct = spawnSync(process.execPath, [command!.replace(CLONE, REPO), '--help'], {encoding: 'utf8'});
      expect(direct.stdout).toMatch(/^usage: cairn-docs-mcp \[SITE\]/);
      expect(text).toContain('npx cairn-docs-mcp --http --port 3333');
      const viaNpx = spawnSync('npx', ['cairn-docs-mcp', '--help'], {cwd: REPO, encoding: 'utf8'});
      expect(viaNpx.status).toBe(0);
      expect(viaNpx.stdout).toMatch(/^usage: cairn-docs-mcp \[SITE\]/);
    });
  }
});

describe('cairn-docs-mcp', () => {
  it('serves the tools over stdio, as Claude Desktop, Cursor and VS Code start it', async () => {
    const client = new Client({name: 'stdio-test', version: '1.0.0'});
    await client.connect(new StdioClientTransport({command: process.execPath, args: [BIN, BUILD], stderr: 'pipe'}));
    try {
      expect((await client.listTools()).tools).toHaveLength(5);
      const result = (await client.callTool({name: 'read_page', arguments: {path: '/docs/api/health'}})) as {
        content: {text: string}[];
      };
      expect(result.content[0].text).toMatch(/^# /);
    } finally {
      await client.close();
    }
  });

  it('serves the tools over Streamable HTTP at /mcp with --http', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [BIN, BUILD, '--http', '--port', String(port)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes(`/mcp`) && resolve());
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const client = new Client({name: 'http-test', version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
      const result = (await client.callTool({name: 'list_versions', arguments: {}})) as {content: {text: string}[]};
      expect(result.content[0].text).toContain('(latest release)');
      await client.close();
    } finally {
      child.kill();
    }
  });

  it('answers bad arguments with one line and exit code 1, never a stack trace', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-'));
    for (const [args, says] of [
      [[BUILD, '--port', 'abc'], '--port must be a port number, got "abc"'],
      [[empty], `${empty} is not a built Cairn docs site`],
      [[BUILD, '--colour'], "Unknown option '--colour'"],
    ] as const) {
      const run = spawnSync(process.execPath, [BIN, ...args], {encoding: 'utf8', timeout: 30_000});
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(`cairn-docs-mcp: ${says}`);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
