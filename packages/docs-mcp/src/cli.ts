/**
 * `cairn-docs-mcp [SITE] [--http [--port 3333] [--host 127.0.0.1]]`: the Cairn docs MCP server (server.ts) over
 * stdio, as an assistant starts it, or over Streamable HTTP at /mcp for a team that hosts it. SITE is the published
 * site (https://cairn.dev by default) or a folder with a built site. Bad arguments print one line and exit with 1.
 */
import http from 'node:http';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createServer, SERVER_NAME} from './server';
import {DEFAULT_SITE} from './site';

const USAGE = 'usage: cairn-docs-mcp [SITE] [--http [--port 3333] [--host 127.0.0.1]]';

function fail(message: string): never {
  process.stderr.write(`cairn-docs-mcp: ${message}\n${USAGE}\n`);
  process.exit(1);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      http: {type: 'boolean'},
      port: {type: 'string', default: '3333'},
      host: {type: 'string', default: '127.0.0.1'},
      help: {type: 'boolean', short: 'h'},
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const {values, positionals} = parsed;
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length > 1) fail(`one SITE at most, got ${positionals.length}`);
const site = positionals[0] ?? DEFAULT_SITE;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a port number, got "${values.port}"`);

try {
  // Opening the site checks it before any client connects.
  createServer(site);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (!values.http) {
  await createServer(site).connect(new StdioServerTransport());
} else {
  // Stateless: each request gets its own server and transport, so any number of clients can call it.
  const httpServer = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp') {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end(`${SERVER_NAME}: the MCP endpoint is /mcp\n`);
      return;
    }
    const server = createServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain'});
        res.end(`${error instanceof Error ? error.message : String(error)}\n`);
      });
  });
  httpServer.on('error', (error) => fail(error.message));
  httpServer.listen(port, values.host, () =>
    process.stderr.write(`${SERVER_NAME}: serving ${site} at http://${values.host}:${port}/mcp\n`),
  );
}
