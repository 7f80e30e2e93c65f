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
 * - Markdown twins (src/lib/markdownNegotiation.ts, as the Cloudflare and Netlify edge functions do): a page asked for
 *   with an Accept header that prefers `text/markdown` gets its twin as `text/markdown; charset=utf-8`; every page
 *   that could have a twin says `Vary: Accept`. A missing `.md` address gets a Markdown 404 listing the closest
 *   twins (src/lib/markdownNotFound.ts).
 *
 * Usage: `tsx scripts/serve.mts [--dir build] [--port 3000] [--host 127.0.0.1]`
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {OTHER_DOCS_VERSION_PATHS} from '../src/constants/docs.ts';
import {readDeployConfig} from '../src/config/site.ts';
import {
  isMarkdownPath,
  MARKDOWN_CONTENT_TYPE,
  MARKDOWN_NOT_FOUND_PATH,
  negotiatedTwin,
  twinPath,
} from '../src/lib/markdownNegotiation.ts';
import {closestTwins, markdownNotFound, type Twin} from '../src/lib/markdownNotFound.ts';
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
// serve-handler sets each file's Content-Type from its extension when it answers, over any set before: the types
// `_headers` gives (security.txt, the changelog's Atom feed) go to it as its own header rules.
const contentTypes = headerRules
  .filter((rule) => rule.headers['Content-Type'] && !rule.path.includes('*'))
  .map((rule) => ({source: rule.path, headers: [{key: 'Content-Type', value: rule.headers['Content-Type']!}]}));
const HOST_FILES = new Set(['/_headers', '/_redirects']);

const gzip = compression({level: 6, threshold: 1024});

/** Every Markdown twin of the build, with its title (its first line), for the Markdown 404's suggestions. */
const twins: Twin[] = readdirSync(root, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
  .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
  .filter((twin) => twin !== MARKDOWN_NOT_FOUND_PATH)
  .map((twin) => {
    const first = readFileSync(path.join(root, twin), 'utf8').split('\n', 1)[0] ?? '';
    return {path: twin, title: first.replace(/^#\s+/, '') || twin};
  });
const siteUrl = readDeployConfig(process.env).siteUrl;
const indexes = {siteUrl, versionIndexes: OTHER_DOCS_VERSION_PATHS.map((name) => `${siteUrl}/docs/${name}/llms.txt`)};

/** The file of a root-relative path inside the build, or undefined when it is not a file there. */
function fileIn(urlPath: string): string | undefined {
  const file = path.join(root, urlPath);
  return file.startsWith(root + path.sep) && existsSync(file) ? file : undefined;
}

function sendMarkdown(res: http.ServerResponse, status: number, body: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', MARKDOWN_CONTENT_TYPE);
  res.end(body);
}

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
  if (twinPath(requestPath)) res.setHeader('Vary', 'Accept');
  gzip(req as never, res as never, () => {
    const twin = negotiatedTwin(requestPath, req.headers.accept);
    const twinFile = twin ? fileIn(twin) : undefined;
    if (twinFile) {
      sendMarkdown(res, 200, readFileSync(twinFile, 'utf8'));
      return;
    }
    if (isMarkdownPath(requestPath) && !fileIn(requestPath)) {
      sendMarkdown(res, 404, markdownNotFound(requestPath, closestTwins(requestPath, twins), indexes));
      return;
    }
    void serveHandler(req, res, {public: root, cleanUrls: true, directoryListing: false, headers: contentTypes});
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} gzip-compressed at http://${values.host}:${values.port}/`,
  );
});
