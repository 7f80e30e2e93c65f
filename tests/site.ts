/**
 * The built site as files, for the tests over the build output (`tests/build/`, Vitest) and the browser tests
 * (`tests/e2e/`): the routes it must serve, the routes its sitemap lists, and a route's file, resolved the way the
 * preview server (scripts/serve.mts, serve-handler with clean URLs) resolves it.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {releases} from '../src/data/releases';
import {releaseLinks, releaseTitle} from '../src/lib/releases';
import path from 'node:path';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_LABEL,
  NEXT_DOCS_VERSION,
  OLDER_DOCS_VERSIONS,
  OTHER_DOCS_VERSION_PATHS,
} from '../src/constants/docs';

export const repoRoot = path.resolve(__dirname, '..');

/** The production build every test reads (`npm run build`). */
export const buildDir = path.join(repoRoot, 'build');

/** Routes of tests/routes.txt, the routes the site must serve: one per line, comments and blank lines skipped. */
export function requiredRoutes(): string[] {
  return readFileSync(path.join(repoRoot, 'tests', 'routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** Paths of every URL in the built sitemap. */
export function sitemapRoutes(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error('build/sitemap.xml is missing: run `npm run build` first');
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The required routes and the sitemap's, without trailing slashes, sorted. */
export function allRoutes(): string[] {
  const normalize = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
  return [...new Set([...requiredRoutes(), ...sitemapRoutes()].map(normalize))].sort();
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The built file a URL path is served from (`/x` → `x/index.html` or `x.html`, `/x.md` → `x.md`); undefined if none. */
export function builtFile(urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '').replace(/\/$/, '');
  const base = path.join(buildDir, relative);
  return [base, path.join(base, 'index.html'), `${base}.html`].find(isFile);
}

/** Every file of the build with this ending, as root-relative addresses. */
export function builtPaths(ending: string): string[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => `/${path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** The text of the file a URL path is served from; throws naming the path when there is none. */
export function built(urlPath: string): string {
  const file = builtFile(urlPath);
  if (!file) throw new Error(`the build has no file for ${urlPath}`);
  return readFileSync(file, 'utf8');
}

/** The built HTML of a route, or '' when the build has none. */
export function builtHtml(route: string): string {
  const file = builtFile(route);
  return file?.endsWith('.html') ? readFileSync(file, 'utf8') : '';
}

/**
 * The docs versions, from `src/constants/docs.ts` (itself checked against versions.json), so that cutting a release
 * changes no test: `LATEST` is served at /docs/, Next at /docs/next/, each older release at /docs/<version>/.
 */
export const LATEST = LATEST_DOCS_VERSION;
/** The release before the latest, the newest of the older releases the site serves. */
export const PREVIOUS = OLDER_DOCS_VERSIONS[0].version;
/** The version menu's entries, in its order: Next, the latest, then the older releases. */
export const VERSION_LABELS = [
  NEXT_DOCS_LABEL,
  LATEST_DOCS_VERSION,
  ...OLDER_DOCS_VERSIONS.map(({version}) => version),
];
export {NEXT_DOCS_LABEL, NEXT_DOCS_VERSION};

/**
 * Where a version's docs page is served: `docsPath('1.15', '/features/trends')`. `version` is a release (`1.14`,
 * the latest, or Next's own release number) or `next`.
 */
export function docsPath(version: string, page = ''): string {
  if (version === LATEST_DOCS_VERSION) return `/docs${page}`;
  if (version === 'next' || version === NEXT_DOCS_VERSION) return `/docs/next${page}`;
  return `/docs/${version}${page}`;
}

/** `/docs/next` and `/docs/<older release>` at the start of a path. */
const OTHER_VERSION_NAMES = OTHER_DOCS_VERSION_PATHS.map((name) => name.replace(/\./g, '\\.')).join('|');
export const OTHER_VERSIONS = new RegExp(`^/docs/(?:${OTHER_VERSION_NAMES})(?=/|$)`);

/** The built article of a docs page, with what differs between versions of the same page taken out. */
function versionlessArticle(route: string): string | undefined {
  const html = builtHtml(route);
  const article = /<article[\s\S]*<\/article>/.exec(html)?.[0];
  return article
    ?.replace(new RegExp(`/docs/(?:${OTHER_VERSION_NAMES})(?=[/"#])`, 'g'), '/docs')
    .replace(new RegExp(`%2Fdocs%2F(?:${OTHER_VERSION_NAMES})(?=%2F)`, 'g'), '%2Fdocs')
    .replace(/>Version: [^<]*</g, '>Version<')
    .replace(/edit\/main\/[^"\s>]*/g, 'edit')
    .replace(/<time[\s\S]*?<\/time>/g, '');
}

/**
 * A page of Next or an older release whose article is the same as the latest version's page (88 of 160 today): the
 * browser tests run axe on the latest page and keep every other check on these. The version banner, outside the
 * article, is checked on the pages of each version that differ. A difference the normalisation misses only means a
 * full check.
 */
export function sameArticleAsLatest(route: string): boolean {
  if (!OTHER_VERSIONS.test(route)) return false;
  const own = versionlessArticle(route);
  return own !== undefined && own === versionlessArticle(route.replace(OTHER_VERSIONS, '/docs'));
}

/**
 * The newest release post ("Array X.Y.0"), from the releases' data (src/data/releases.ts, the changelog's source, whose
 * minor releases each have their post): what the tests name where they need a release post, so that publishing the
 * next one changes no test.
 */
export function latestReleasePost(): {title: string; route: string} {
  const minor = releases.find((release) => release.kind === 'minor');
  if (!minor) throw new Error('src/data/releases.ts lists no minor release');
  return {title: releaseTitle(minor), route: releaseLinks(minor).post};
}
