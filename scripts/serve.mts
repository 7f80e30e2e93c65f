/**
 * The production preview: serves a built site the way a production host does, so what we test and measure is
 * what visitors get.
 *
 * - Text responses (HTML, CSS, JS, JSON, SVG, Markdown, the search index's metadata) are gzip-compressed; Brotli
 *   is not offered, so the figures are the gzip figures the quality budgets are written in.
 * - Every response carries the headers of the build's `_headers` file (scripts/deploy-files.mts): the
 *   Content-Security-Policy and the other security headers, and the year-long cache of `/assets/`; everything
 *   else revalidates, as static hosts do by default. `_headers` and `_redirects` themselves are not served.
 * - Clean URLs and the 404 page behave as with `docusaurus serve` (serve-handler with the same options).
 *
 * Usage: `tsx scripts/serve.mts [--dir build] [--port 3000] [--host 127.0.0.1]`
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile} from '../src/lib/securityHeaders.ts';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(values.dir!);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html. Run \`npm run build\` first.`);
  process.exit(1);
}

const headersFile = path.join(root, '_headers');
if (!existsSync(headersFile)) {
  console.error(
    `serve: ${root} has no _headers file. Build with \`npm run build\`, which writes it (scripts/deploy-files.mts).`,
  );
  process.exit(1);
}
const headerRules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
const HOST_FILES = new Set(['/_headers', '/_redirects']);

const gzip = compression({level: 6, threshold: 1024});

const server = http.createServer((req, res) => {
  // Offer gzip only: the budgets are gzip figures, and gzip is what every host supports.
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted === 'string') {
    req.headers['accept-encoding'] = accepted
      .split(',')
      .filter((coding) => !/^\s*br\b/i.test(coding))
      .join(',');
  }
  const requestPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  for (const [name, value] of Object.entries(headersFor(headerRules, requestPath))) res.setHeader(name, value);
  if (HOST_FILES.has(requestPath)) {
    res.statusCode = 404;
    res.end('Not found');
    return;
  }
  gzip(req as never, res as never, () => {
    void serveHandler(req, res, {public: root, cleanUrls: true, directoryListing: false});
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} gzip-compressed at http://${values.host}:${values.port}/`,
  );
});
