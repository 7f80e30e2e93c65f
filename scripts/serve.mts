/**
 * The production preview: serves a built site the way a production host does, so what we test and measure is
 * what visitors get.
 *
 * - Text responses (HTML, CSS, JS, JSON, SVG, Markdown, the search index's metadata) are gzip-compressed; Brotli
 *   is not offered, so the figures are the gzip figures the quality budgets are written in.
 * - Content-hashed files under `/assets/` are cached for a year (`immutable`); everything else revalidates.
 * - Clean URLs and the 404 page behave as with `docusaurus serve` (serve-handler with the same options).
 *
 * Usage: `tsx scripts/serve.mts [--dir build] [--port 3000] [--host 127.0.0.1]`
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';

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
  gzip(req as never, res as never, () => {
    void serveHandler(req, res, {
      public: root,
      cleanUrls: true,
      directoryListing: false,
      headers: [
        {source: 'assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
        {source: '!assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=0, must-revalidate'}]},
      ],
    });
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} gzip-compressed at http://${values.host}:${values.port}/`);
});
