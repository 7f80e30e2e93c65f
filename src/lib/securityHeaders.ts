/**
 * The deploy files of a static host (Cloudflare Pages and Netlify read both): `_headers`, with the security headers
 * and the long cache of hashed assets, and `_redirects`, with the site's redirects answered by the host. Pure
 * functions: scripts/deploy-files.mts applies them to a build, scripts/serve.mts serves a build with them.
 *
 * The Content-Security-Policy allows no inline script but those whose SHA-256 the build computed from its own
 * pages (the color-mode and bundle-loading scripts every page carries, the redirect pages' one script), no `eval`,
 * and connections only to the site, the form provider of the application and request forms, and the third-party
 * hosts the configured integrations call. The one frame it
 * allows is the API reference's "Try it" request frame (src/lib/tryItFrame.ts), a page of the site served with a
 * policy of its own, which alone may connect to a reader's Cairn instance.
 */
import {createHash} from 'node:crypto';
import type {DeployConfig} from '../config/site';
import {ATOM_CONTENT_TYPE, CHANGELOG_FEED_PATH} from './releases';
import {SECURITY_TXT_CONTENT_TYPE, SECURITY_TXT_PATH} from './securityTxt';
import {TRY_IT_FRAME_HEADERS, TRY_IT_FRAME_RULE} from './tryItFrame';

/** Hosts of Algolia's search API, which DocSearch queries (`<APP_ID>-dsn.algolia.net`, `<APP_ID>-N.algolianet.com`). */
export const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];
/** GitHub's REST API, which the header's star count reads. */
export const GITHUB_API = 'https://api.github.com';

/** Executable inline scripts of an HTML page (no `src`; JavaScript, not data such as JSON-LD), as written. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** A CSP source for a script's exact text: `'sha256-<base64>'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function origin(url: string): string {
  return new URL(url).origin;
}

/** The Content-Security-Policy for a build with these deploy values and these inline script hashes. */
export function contentSecurityPolicy(deploy: DeployConfig, scriptHashes: Iterable<string>): string {
  const analytics = deploy.analyticsKey ? [origin(deploy.analyticsHost)] : [];
  const algolia = deploy.algoliaAppId && deploy.algoliaSearchKey ? ALGOLIA_HOSTS : [];
  const hashes = [...new Set(scriptHashes)].sort();
  // The application and request forms (src/components/ContactForm) post natively, or with fetch when scripts run.
  const forms = [...new Set([deploy.careersFormActionUrl, deploy.servicesFormActionUrl].map(origin))];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Pagefind's search compiles WebAssembly; posthog-js may load its extensions from the analytics host.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes, ...analytics]],
    // React writes style attributes (figure sizes, the progress bar); no script can come in through a style.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", GITHUB_API, ...forms, ...analytics, ...algolia]],
    ['form-action', [...new Set(["'self'", origin(deploy.newsletterActionUrl), ...forms])]],
    ['frame-ancestors', ["'none'"]],
    // The "Try it" request frame (src/lib/tryItFrame.ts). Every other page of the site refuses to be framed.
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every response of the site carries. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Content-hashed build files: their name changes with their content, so a year's cache is safe. */
export const IMMUTABLE_PATH = '/assets/*';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface HeaderRule {
  /** A path pattern: `/*` for every path, `/assets/*` for everything under /assets/. */
  path: string;
  headers: Record<string, string>;
}

/**
 * The header rules of the site: the security headers on every path, the year-long cache of hashed assets, and the
 * "Try it" request frame's own policy and framing (src/lib/tryItFrame.ts). Hosts that join the values of a header two
 * rules set would join the frame's with the site's: the frame's rule is the only one that repeats a header, and the
 * Cloudflare and Netlify edge code sets its values on the frame's responses (`withTryItFrameHeaders`).
 */
export function headerRules(csp: string): HeaderRule[] {
  return [
    {path: '/*', headers: securityHeaders(csp)},
    {path: IMMUTABLE_PATH, headers: {'Cache-Control': IMMUTABLE_CACHE}},
    {path: TRY_IT_FRAME_RULE, headers: {...TRY_IT_FRAME_HEADERS}},
    ...contentTypeRules(),
  ];
}

/**
 * Files whose type a host cannot tell from the extension alone: security.txt must be `text/plain; charset=utf-8` (RFC
 * 9116), and the changelog's feed is Atom, not just any XML.
 */
export function contentTypeRules(): HeaderRule[] {
  return [
    {path: SECURITY_TXT_PATH, headers: {'Content-Type': SECURITY_TXT_CONTENT_TYPE}},
    {path: CHANGELOG_FEED_PATH, headers: {'Content-Type': ATOM_CONTENT_TYPE}},
  ];
}

/** `_headers` in the format Cloudflare Pages and Netlify read: a path line, then indented `Name: value` lines. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by scripts/deploy-files.mts at build time: do not edit.\n${blocks.join('\n')}\n`;
}

/** Reads a `_headers` file back (for the preview server and the tests). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a path, or without a colon: "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern (`/*`, `/assets/*`, `/exact`) matches a request path. */
export function pathMatches(pattern: string, requestPath: string): boolean {
  if (pattern.endsWith('/*'))
    return requestPath.startsWith(pattern.slice(0, -1)) || requestPath === pattern.slice(0, -2);
  return requestPath === pattern;
}

/** The headers of one request path: every matching rule's, in file order, a later rule's value replacing an earlier one's. */
export function headersFor(rules: HeaderRule[], requestPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.path, requestPath)).map((rule) => rule.headers));
}

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/**
 * The site's redirects as host rules: the latest docs' aliases (`/docs/latest/...`, `/docs/<version>/...`) and the
 * community chat. The build also writes a page at each of these addresses (@docusaurus/plugin-client-redirects), so
 * hosts without `_redirects` redirect as well; hosts that read it answer with a real 301 first.
 */
export function siteRedirects(settings: {
  docsPath: string;
  aliases: string[];
  chatPath: string;
  chatUrl: string;
}): Redirect[] {
  const docs = settings.docsPath.replace(/\/+$/, '');
  return [
    ...settings.aliases.flatMap((alias): Redirect[] => [
      {from: `${docs}/${alias}`, to: `${docs}/`, status: 301},
      {from: `${docs}/${alias}/*`, to: `${docs}/:splat`, status: 301},
    ]),
    // Temporary: the chat's invite link changes from time to time.
    {from: settings.chatPath, to: settings.chatUrl, status: 302},
  ];
}

export function formatRedirectsFile(redirects: Redirect[]): string {
  return `# Written by scripts/deploy-files.mts at build time: do not edit.\n${redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

/**
 * The one script of every redirect page. @docusaurus/plugin-client-redirects writes the target into each page's
 * inline script, a different script (and CSP hash) per page; this one reads the target from the page's canonical
 * link, which the plugin writes beside it, so every redirect page shares one hash. It keeps the query and the hash,
 * as the plugin's script does.
 */
export const REDIRECT_SCRIPT =
  "var l=document.querySelector('link[rel=\"canonical\"]');if(l)window.location.replace(l.getAttribute('href')+window.location.search+window.location.hash);";

/**
 * A redirect page of @docusaurus/plugin-client-redirects (its template: a meta refresh, a canonical link and
 * `window.location.href = '<target>' + window.location.search + window.location.hash;`) with the shared script
 * instead of its own; `undefined` for any other page.
 */
export function withSharedRedirectScript(html: string): string | undefined {
  const pattern =
    /<script>\s*window\.location\.href = '[^']*' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>/;
  if (!pattern.test(html) || !/<meta http-equiv="refresh"/.test(html) || !/<link rel="canonical"/.test(html))
    return undefined;
  return html.replace(pattern, `<script>${REDIRECT_SCRIPT}</script>`);
}
