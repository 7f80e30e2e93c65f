/**
 * Content negotiation for the Markdown twins (every docs, handbook and blog post page at its URL plus ".md"): a
 * request for a page whose Accept header prefers `text/markdown` to `text/html` gets the page's twin. One decision for
 * every place that serves the site: the preview server (scripts/serve.mts), the Cloudflare Pages middleware
 * (functions/_middleware.ts) and the Netlify edge function (netlify/edge-functions/markdown.ts).
 *
 * No imports and only web-standard globals (Request, Response, URL): the Netlify edge function runs it under Deno.
 */

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** The static Markdown answer for a missing `.md` address, at the root of the build (written by the llms-txt plugin). */
export const MARKDOWN_NOT_FOUND_PATH = '/404.md';

export interface MediaRange {
  type: string;
  q: number;
  /** Position in the header, to break ties between equal q-values. */
  order: number;
}

/**
 * An Accept header's media ranges, lower-cased, with their q-values (1 when absent, 0 when malformed, so a broken
 * range never wins). Parameters other than q are ignored.
 */
export function parseAccept(header: string | null | undefined): MediaRange[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
      const qParam = params.find((param) => /^q\s*=/i.test(param));
      let q = 1;
      if (qParam) {
        const value = qParam.replace(/^q\s*=\s*/i, '');
        q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
      }
      return {type: type.toLowerCase(), q, order};
    })
    .filter((range) => range.type.includes('/'));
}

/** The range that applies to a media type: the exact type first, then `text/*`, then `*\/*` (RFC 9110, 12.5.1). */
function matchingRange(ranges: MediaRange[], type: string): MediaRange | undefined {
  const [major] = type.split('/');
  return (
    ranges.find((range) => range.type === type) ??
    ranges.find((range) => range.type === `${major}/*`) ??
    ranges.find((range) => range.type === '*/*')
  );
}

/**
 * Whether an Accept header asks for Markdown rather than HTML: it names `text/markdown` with a q-value above 0, and
 * HTML (`text/html`, or the `text/*` or `*\/*` that covers it) is either not acceptable, acceptable with a lower
 * q-value, or acceptable with the same q-value but listed after it. A wildcard alone (`*\/*`, what curl sends) and a
 * browser's header get HTML.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  const ranges = parseAccept(accept);
  const markdown = ranges.find((range) => range.type === 'text/markdown');
  if (!markdown || markdown.q <= 0) return false;
  const html = matchingRange(ranges, 'text/html');
  if (!html || html.q < markdown.q) return true;
  return html.q === markdown.q && markdown.order < html.order;
}

/**
 * The twin of a page path: the path without its trailing slash plus ".md" (`/docs/` → `/docs.md`, `/` →
 * `/index.md`, as src/lib/llmsTxt.ts `markdownUrl` names them); undefined for a path that is a file of its own, one
 * whose last segment ends in an extension (`/llms.txt`, `/assets/x.js`, a twin itself). A version number is no
 * extension: `/docs/1.14/` → `/docs/1.14.md`.
 */
export function twinPath(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '') || '/index';
  if (/\.[a-z][a-z0-9]*$/i.test(trimmed.slice(trimmed.lastIndexOf('/') + 1))) return undefined;
  return `${trimmed}.md`;
}

/** The twin to answer a request with: the path's twin when the Accept header prefers Markdown; otherwise undefined. */
export function negotiatedTwin(pathname: string, accept: string | null | undefined): string | undefined {
  return prefersMarkdown(accept) ? twinPath(pathname) : undefined;
}

/** Whether a path asks for a Markdown twin directly. */
export function isMarkdownPath(pathname: string): boolean {
  return pathname.endsWith('.md');
}

/** Adds `Accept` to a response's Vary header, once. */
export function varyOnAccept(headers: Headers): void {
  const vary = headers.get('Vary');
  const names = (vary ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept') || names.includes('*')) return;
  headers.set('Vary', vary ? `${vary}, Accept` : 'Accept');
}

/**
 * The edge functions' whole behaviour, with the host's two ways to get a response passed in: `asset` fetches a
 * file of the build by path, `next` answers the request as the host would without the function.
 *
 * - A page whose Accept prefers Markdown and that has a twin: the twin, `text/markdown; charset=utf-8`, `Vary: Accept`.
 * - Any other page that has a twin: the host's answer with `Vary: Accept` (caches must keep the two apart).
 * - A `.md` address the build does not have: /404.md, status 404, `text/markdown`.
 */
export async function answerWithMarkdown(
  request: Request,
  asset: (path: string) => Promise<Response>,
  next: () => Promise<Response>,
): Promise<Response> {
  const {pathname} = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  if (isMarkdownPath(pathname)) {
    const response = await next();
    if (response.status !== 404) return response;
    const notFound = await asset(MARKDOWN_NOT_FOUND_PATH);
    if (!notFound.ok) return response;
    return markdownResponse(notFound, 404);
  }
  const twin = twinPath(pathname);
  if (twin && prefersMarkdown(request.headers.get('Accept'))) {
    const markdown = await asset(twin);
    if (markdown.ok) return markdownResponse(markdown, 200);
  }
  const response = await next();
  if (!twin) return response;
  const headers = new Headers(response.headers);
  varyOnAccept(headers);
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}

function markdownResponse(source: Response, status: number): Response {
  const headers = new Headers(source.headers);
  headers.set('Content-Type', MARKDOWN_CONTENT_TYPE);
  headers.delete('Content-Length');
  varyOnAccept(headers);
  return new Response(source.body, {status, headers});
}
