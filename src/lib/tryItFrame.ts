/**
 * The request frame of the API reference's "Try it" panel (issue #28). The site's pages may connect only to the site
 * and its configured integrations (src/lib/securityHeaders.ts); the panel's requests to the reader's own Cairn
 * instance leave from this frame instead: a document of its own at /try-it/frame, served with a policy that lets it
 * connect to any HTTPS origin and to the reader's computer, and nothing else (no style, image, frame or form; its
 * one script; embedded only by the site). The panel embeds it with `sandbox="allow-scripts"` and its policy says
 * `sandbox allow-scripts` too, so it always runs in an opaque origin: it cannot read the site's cookies or storage,
 * and the site's pages cannot reach into it. The two talk by postMessage, each checking who sent a message and its
 * shape: the page sends a request description, the frame runs fetch and answers with the status, headers and body,
 * or with the error the browser gave.
 *
 * No imports and only web-standard globals: src/plugins/try-it-frame.ts turns this file into the frame's script, and
 * the Cloudflare and Netlify edge code (functions/, netlify/edge-functions/, run by Deno there) set the frame's
 * headers with it.
 */

/** Where the frame document is served (written by src/plugins/try-it-frame.ts), and its script. */
export const TRY_IT_FRAME_PATH = '/try-it/frame';
export const TRY_IT_FRAME_SCRIPT = '/try-it/frame.js';
/** The `_headers` path pattern of the frame's files. */
export const TRY_IT_FRAME_RULE = '/try-it/*';

/**
 * Where the frame may connect: the reader's instance, at any HTTPS origin, or on the reader's computer (port 8000 of a
 * development setup). Only the frame's policy has these; the site's pages do not.
 */
export const TRY_IT_CONNECT = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/** The frame document's Content-Security-Policy. */
export const TRY_IT_FRAME_CSP = [
  "default-src 'none'",
  // Its own script file: the document names no other (its HTML is static, written at build time).
  "script-src 'self'",
  `connect-src ${TRY_IT_CONNECT.join(' ')}`,
  // Embedded by the site's own pages only.
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  // An opaque origin even where a page embeds it without the sandbox attribute, or a reader opens it in a tab.
  'sandbox allow-scripts',
].join('; ');

/**
 * The headers of the frame's files that differ from the rest of the site: its own policy, and framing by the site
 * (the site's other pages are `DENY`).
 */
export const TRY_IT_FRAME_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': TRY_IT_FRAME_CSP,
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Whether a request path is one of the frame's files. */
export function isTryItFramePath(path: string): boolean {
  return path === '/try-it' || path.startsWith('/try-it/');
}

/**
 * The host's answer for a request, with the frame's headers when it is for the frame. Cloudflare Pages joins the
 * values of a header that two `_headers` rules set (the site's `/*` and the frame's), which a browser reads as two
 * policies that must both allow a request; the edge code of both hosts sets the frame's values instead.
 */
export function withTryItFrameHeaders(request: Request, response: Response): Response {
  if (!isTryItFramePath(new URL(request.url).pathname)) return response;
  // A fetched response's headers are immutable on both hosts: copy it.
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(TRY_IT_FRAME_HEADERS)) copy.headers.set(name, value);
  return copy;
}

/** A request ready for fetch and for the curl command (src/content/openapi/tryIt.ts builds it). */
export interface TryItRequest {
  url: string;
  /** Upper case, as fetch and curl write it. */
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the frame answers: the response as the panel shows it, or the error the browser gave. */
export type FrameReply =
  | {kind: 'response'; status: number; statusText: string; headers: [string, string][]; body: string}
  | {kind: 'failure'; name: string; message: string};

const SEND = 'cairn-try-it:send';
const READY = 'cairn-try-it:ready';
const REPLY = 'cairn-try-it:reply';

/** The page's message to the frame. */
export interface SendMessage {
  type: typeof SEND;
  id: number;
  request: TryItRequest;
}

/** The frame's messages to the page: it is listening, or the reply to one request. */
export type FrameMessage = {type: typeof READY} | {type: typeof REPLY; id: number; reply: FrameReply};

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** An http(s) address without credentials: the only kind of address the frame sends to. */
function isRequestUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function sendMessage(id: number, request: TryItRequest): SendMessage {
  return {type: SEND, id, request};
}

export function readyMessage(): FrameMessage {
  return {type: READY};
}

export function replyMessage(id: number, reply: FrameReply): FrameMessage {
  return {type: REPLY, id, reply};
}

/** The page's message as the frame accepts it, or undefined for anything else. */
export function parseSendMessage(data: unknown): SendMessage | undefined {
  if (!isRecord(data) || data.type !== SEND || !isId(data.id) || !isRecord(data.request)) return undefined;
  const {url, method, headers, body} = data.request;
  if (!isRequestUrl(url) || typeof method !== 'string' || !METHODS.includes(method)) return undefined;
  if (!isRecord(headers) || !Object.values(headers).every((value) => typeof value === 'string')) return undefined;
  if (body !== undefined && typeof body !== 'string') return undefined;
  const request: TryItRequest = {url, method, headers: headers as Record<string, string>};
  if (body !== undefined) request.body = body;
  return {type: SEND, id: data.id, request};
}

function isReply(value: unknown): value is FrameReply {
  if (!isRecord(value)) return false;
  if (value.kind === 'failure') return typeof value.name === 'string' && typeof value.message === 'string';
  return (
    value.kind === 'response' &&
    isId(value.status) &&
    typeof value.statusText === 'string' &&
    typeof value.body === 'string' &&
    Array.isArray(value.headers) &&
    value.headers.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    )
  );
}

/** The frame's message as the page accepts it, or undefined for anything else. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === READY) return {type: READY};
  if (data.type === REPLY && isId(data.id) && isReply(data.reply)) return {type: REPLY, id: data.id, reply: data.reply};
  return undefined;
}

/**
 * Sends one request as the panel always has (CORS, no cookies, no cache) and reads the whole answer. Never throws:
 * a refused, unreachable or aborted request becomes a failure with the error's name and message.
 */
export async function runRequest(request: TryItRequest, fetcher: typeof fetch): Promise<FrameReply> {
  try {
    const response = await fetcher(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await response.text();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {kind: 'response', status: response.status, statusText: response.statusText, headers, body};
  } catch (error) {
    return error instanceof Error
      ? {kind: 'failure', name: error.name, message: error.message}
      : {kind: 'failure', name: 'Error', message: String(error)};
  }
}

/** The part of the frame's `window` that startFrame uses. */
export interface FrameWindow {
  parent: {postMessage(message: unknown, targetOrigin: string): void};
  location: {href: string};
  addEventListener(type: 'message', listener: (event: {source: unknown; origin: string; data: unknown}) => void): void;
  fetch: typeof fetch;
}

/**
 * The frame's script: answers the requests of the page that embeds it, from the site's origin only, and tells that
 * page it is listening. Its replies go to the site's origin only. The frame's own origin is opaque, so the site's
 * origin is its address's.
 */
export function startFrame(win: FrameWindow): void {
  if ((win.parent as unknown) === win) return;
  const siteOrigin = new URL(win.location.href).origin;
  win.addEventListener('message', (event) => {
    if (event.source !== win.parent || event.origin !== siteOrigin) return;
    const message = parseSendMessage(event.data);
    if (!message) return;
    void runRequest(message.request, (input, init) => win.fetch(input, init)).then((reply) =>
      win.parent.postMessage(replyMessage(message.id, reply), siteOrigin),
    );
  });
  win.parent.postMessage(readyMessage(), siteOrigin);
}
