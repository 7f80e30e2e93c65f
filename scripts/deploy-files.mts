/**
 * Last step of every build (`npm run build`, `npm run build:integrations`): writes the static host's deploy files
 * into the build (src/lib/securityHeaders.ts says what is in them).
 *
 * 1. Gives every redirect page of @docusaurus/plugin-client-redirects one shared script instead of its own.
 * 2. Hashes every inline script of every HTML page, and writes `_headers` with the Content-Security-Policy that
 *    allows exactly those (with the third-party hosts of the integrations this build was configured with), the
 *    other security headers and the year-long cache of /assets/.
 * 3. Writes `_redirects` with the site's redirects as host rules.
 * 4. Gives every page that has a Markdown twin (the page's address plus ".md", written by src/plugins/llms-txt) one
 *    `<link rel="alternate" type="text/markdown">` to it. Here rather than in the plugin's postBuild: other plugins
 *    rewrite the pages in their own postBuild at the same time, and one of the two changes would be lost.
 *
 * Usage: `tsx scripts/deploy-files.mts [--dir build]`. Reads the same environment variables as the build.
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readDeployConfig, siteLinks} from '../src/config/site.ts';
import {LATEST_DOCS_VERSION, RETIRED_DOCS_VERSIONS} from '../src/constants/docs.ts';
import {withMarkdownAlternate} from '../src/lib/llmsTxt.ts';
import {MARKDOWN_NOT_FOUND_PATH, twinPath} from '../src/lib/markdownNegotiation.ts';
import {latestDocsAliasSegments} from '../src/lib/redirects.ts';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  inlineScripts,
  scriptHash,
  siteRedirects,
  withSharedRedirectScript,
} from '../src/lib/securityHeaders.ts';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const dir = path.resolve(values.dir!);
const deploy = readDeployConfig(process.env);

const pages = readdirSync(dir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name));
if (pages.length === 0) throw new Error(`scripts/deploy-files.mts: no HTML pages in ${dir}: build the site first`);

/** The address a page is served at: `docs/x/index.html` → `/docs/x/`, `404.html` → `/404`. */
function pageRoute(page: string): string {
  const relative = path.relative(dir, page).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** The root-relative address of a page's Markdown twin, when the build has one. */
function twinOf(page: string): string | undefined {
  const twin = twinPath(pageRoute(page));
  return twin && twin !== MARKDOWN_NOT_FOUND_PATH && existsSync(path.join(dir, twin)) ? twin : undefined;
}

const hashes = new Map<string, string>();
let redirectPages = 0;
let twinPages = 0;
for (const page of pages) {
  let html = readFileSync(page, 'utf8');
  let changed = false;
  const shared = withSharedRedirectScript(html);
  if (shared !== undefined) {
    html = shared;
    changed = true;
    redirectPages += 1;
  }
  const twin = twinOf(page);
  if (twin) {
    const linked = withMarkdownAlternate(html, twin);
    if (linked === undefined) throw new Error(`scripts/deploy-files.mts: ${path.relative(dir, page)} has no </head>`);
    changed ||= linked !== html;
    html = linked;
    twinPages += 1;
  }
  if (changed) writeFileSync(page, html);
  for (const script of inlineScripts(html)) {
    const hash = scriptHash(script);
    if (!hashes.has(hash)) hashes.set(hash, path.relative(dir, page));
  }
}

// Each inline script is in the policy, so it must be the same on every page: one that differs per page would make
// the header grow with the site. Its first page is named so it can be found.
const MAX_INLINE_SCRIPTS = 12;
if (hashes.size > MAX_INLINE_SCRIPTS) {
  throw new Error(
    `scripts/deploy-files.mts: ${hashes.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}); each must be allowed by ` +
      `the Content-Security-Policy. First pages of each: ${[...hashes.values()].slice(0, 20).join(', ')}`,
  );
}

const csp = contentSecurityPolicy(deploy, hashes.keys());
writeFileSync(path.join(dir, '_headers'), formatHeadersFile(headerRules(csp)));
writeFileSync(
  path.join(dir, '_redirects'),
  formatRedirectsFile(
    siteRedirects({
      docsPath: '/docs',
      aliases: latestDocsAliasSegments(LATEST_DOCS_VERSION, RETIRED_DOCS_VERSIONS),
      chatPath: siteLinks(deploy).communityChat,
      chatUrl: deploy.communityChatUrl,
    }),
  ),
);
console.log(
  `[SUCCESS] Deploy files in ${path.relative(process.cwd(), dir) || '.'}: _headers (CSP with ${hashes.size} inline script hashes, ` +
    `from ${pages.length} pages; ${redirectPages} redirect pages share one script), _redirects, and a Markdown ` +
    `alternate link on ${twinPages} pages.`,
);
