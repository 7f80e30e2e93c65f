/**
 * The logic of the "Try it" panel of the API reference (src/components/ApiTryIt): the instance address the reader
 * types, the request built from the form, the same request as a curl command, the message when the browser gets no
 * response, the response body as shown, and what the panel remembers for the tab. No React and no DOM here, so all
 * of it runs in unit tests.
 */
import type {TryItRequest} from '../../lib/tryItFrame';
import type {ApiAuth, TryItOperation, TryItParameter} from './types';

/** A request ready for the request frame and for curlFor. */
export type {TryItRequest};

export type Result<T> = ({ok: true} & T) | {ok: false; message: string; field?: string};

/** Which form field a problem is about, so the panel can mark it: `instance`, `key`, `body` or `param:<name>`. */
export type TryItField = 'instance' | 'key' | 'body' | `param:${string}`;

/** What the panel shows when the instance field is empty: the address the OpenAPI descriptions use as example. */
export const EXAMPLE_INSTANCE = 'https://cairn.example.com';

/** Hosts that are this computer: without a scheme they get http://, as a local instance serves port 8000 without TLS. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}

/**
 * The origin (scheme, host and port) of the instance the reader typed, or why it is not one. A bare host gets
 * https:// (http:// for localhost); a trailing slash is fine; a path, a query, a fragment, credentials or another
 * scheme are refused, since requests go to the instance's root.
 */
export function normalizeInstance(input: string): {ok: true; origin: string} | {ok: false; message: string} {
  const text = input.trim();
  if (text === '') return {ok: false, message: `Enter the address of your Cairn instance, such as ${EXAMPLE_INSTANCE}.`};
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1];
  // "localhost:8000" and "cairn.example.com:8443" have no scheme; "ftp:" or "javascript:" do.
  const bareScheme = scheme ? undefined : /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(text)?.[1];
  const other = scheme ?? bareScheme;
  if (other !== undefined && !/^https?$/i.test(other)) {
    return {ok: false, message: `Use an http:// or https:// address; ${other.toLowerCase()}: is not one. For example ${EXAMPLE_INSTANCE}.`};
  }
  let url: URL;
  try {
    if (scheme) {
      url = new URL(text);
    } else {
      const host = text.split(/[/?#]/)[0]!.replace(/:\d*$/, '').toLowerCase();
      url = new URL(`${isLoopback(host) ? 'http' : 'https'}://${text}`);
    }
  } catch {
    return {ok: false, message: `"${text}" is not a web address. Type the address of your instance, such as ${EXAMPLE_INSTANCE}.`};
  }
  if (url.hostname === '') {
    return {ok: false, message: `"${text}" has no host name. Type the address of your instance, such as ${EXAMPLE_INSTANCE}.`};
  }
  if (url.username !== '' || url.password !== '') {
    return {ok: false, message: 'Leave the user name and password out of the address: type only the scheme, host and port.'};
  }
  if (!/^\/*$/.test(url.pathname) || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
    return {
      ok: false,
      message: `Type the address of the instance alone, without a path: ${url.origin}, not ${text}. The panel adds the path of the endpoint.`,
    };
  }
  return {ok: true, origin: url.origin};
}

/** What the reader filled in: the instance's origin (from normalizeInstance), the key, one value per parameter, the body. */
export interface TryItValues {
  origin: string;
  key: string;
  params: Record<string, string>;
  /** The text of the body field, or null when the operation takes no body. */
  body: string | null;
}

export const KEY_LABELS: Record<Exclude<ApiAuth, 'none'>, string> = {
  personal: 'Personal API key',
  project: 'Project API key',
};

/** The same, inside a sentence. */
const KEY_NAMES: Record<Exclude<ApiAuth, 'none'>, string> = {personal: 'personal API key', project: 'project API key'};

const KEY_PREFIXES = {personal: 'cpat_', project: 'cpk_'} as const;

/** Header values must be visible ASCII: anything else makes fetch throw before sending, with a message that names nothing. */
const HEADER_SAFE = /^[\x20-\x7e]*$/;

function checkKey(auth: Exclude<ApiAuth, 'none'>, key: string): string | undefined {
  const prefix = KEY_PREFIXES[auth];
  if (key === '') return `Enter your ${KEY_NAMES[auth]} (${prefix}...).`;
  if (auth === 'personal' && key.startsWith(KEY_PREFIXES.project)) {
    return 'This is a project API key (cpk_...). The private REST API needs a personal API key (cpat_...): create one in Settings → Account → Personal API keys.';
  }
  // The project key is shown in the curl command as typed: a secret personal key must never land there.
  if (auth === 'project' && key.startsWith(KEY_PREFIXES.personal)) {
    return 'This is a personal API key (cpat_...), which is secret. The ingestion endpoints take the public project API key (cpk_...), from Settings → Project.';
  }
  if (!/^[\x21-\x7e]+$/.test(key)) return `The ${KEY_NAMES[auth]} contains spaces or characters no key has. Copy it again from Cairn.`;
  return undefined;
}

function fail(message: string, field: TryItField): {ok: false; message: string; field: TryItField} {
  return {ok: false, message, field};
}

/**
 * The request the form describes. Path parameters are encoded into the path, non-empty query parameters follow in
 * the operation's order, header parameters become headers. The personal key goes in `Authorization: Bearer`, the
 * project key in the body's `api_key` field (for /batch/ too: that is the batch's top-level field).
 */
export function buildRequest(operation: TryItOperation, values: TryItValues): Result<TryItRequest> {
  const headers: Record<string, string> = {};
  const key = values.key.trim();
  if (operation.auth !== 'none') {
    const problem = checkKey(operation.auth, key);
    if (problem) return fail(problem, 'key');
    if (operation.auth === 'personal') headers.Authorization = `Bearer ${key}`;
  }

  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = (values.params[parameter.name] ?? '').trim();
    const field: TryItField = `param:${parameter.name}`;
    if (value === '') {
      if (parameter.required || parameter.in === 'path') return fail(`${parameter.name} is required: fill it in.`, field);
      continue;
    }
    if (parameter.in === 'path') {
      path = path.split(`{${parameter.name}}`).join(encodeURIComponent(value));
    } else if (parameter.in === 'query') {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`);
    } else {
      if (!HEADER_SAFE.test(value)) return fail(`${parameter.name} can only hold plain ASCII characters, as it is sent as a header.`, field);
      headers[parameter.name] = value;
    }
  }
  const missing = /\{([^}]+)\}/.exec(path);
  if (missing) return fail(`The path needs a value for ${missing[1]}, and this form has no field for it.`, `param:${missing[1]}`);

  let body: string | undefined;
  if (operation.body !== null) {
    const text = (values.body ?? '').trim();
    if (text === '') return fail('The request body is empty: this endpoint takes a JSON body.', 'body');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return fail(`The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`, 'body');
    }
    if (operation.auth === 'project') {
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return fail('The request body must be a JSON object, with the project API key in its api_key field.', 'body');
      }
      // Kept in place when present, first otherwise, so the body reads as in the docs.
      const object = parsed as Record<string, unknown>;
      body = JSON.stringify('api_key' in object ? {...object, api_key: key} : {api_key: key, ...object}, null, 2);
    } else {
      body = text;
    }
    headers['Content-Type'] = 'application/json';
  }

  return {
    ok: true,
    url: `${values.origin}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    method: operation.method.toUpperCase(),
    headers,
    ...(body === undefined ? {} : {body}),
  };
}

/** Quotes a word for a POSIX shell: inside single quotes nothing is special, and a ' is closed, escaped and reopened. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The variable the docs' examples read the personal API key from (docs/api/overview.md). */
export const PERSONAL_KEY_VARIABLE = 'CAIRN_PERSONAL_API_KEY';

/**
 * The request as a curl command, one option a line. The personal key is written as $CAIRN_PERSONAL_API_KEY (in
 * double quotes, so the shell expands it), never as the secret itself: the command is copied, pasted and kept in
 * shell histories. The project key is public and written as given.
 */
export function curlFor(request: TryItRequest, auth: ApiAuth): string {
  const hasData = request.body !== undefined;
  // -d already makes a POST; any other method has to be named.
  const method = request.method === 'GET' || (request.method === 'POST' && hasData) ? '' : `-X ${request.method} `;
  const lines = [`curl ${method}${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (auth === 'personal' && name.toLowerCase() === 'authorization') {
      lines.push(`-H "Authorization: Bearer $${PERSONAL_KEY_VARIABLE}"`);
    } else {
      lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
    }
  }
  if (hasData) lines.push(`-d ${shellQuote(request.body!)}`);
  return lines.join(' \\\n  ');
}

/** Stand-ins for the command while a field is empty, so the reader sees its shape before filling everything in. */
const KEY_PLACEHOLDERS: Record<ApiAuth, string> = {personal: 'cpat_...', project: 'cpk_...', none: ''};

/** What the panel shows as the command for the form as it is: empty instance and key fields take stand-ins. */
export function curlPreview(operation: TryItOperation, input: {instance: string; key: string; params: Record<string, string>; body: string | null}): Result<{curl: string}> {
  const instance = normalizeInstance(input.instance.trim() === '' ? EXAMPLE_INSTANCE : input.instance);
  if (!instance.ok) return {ok: false, message: instance.message, field: 'instance'};
  const key = input.key.trim() === '' ? KEY_PLACEHOLDERS[operation.auth] : input.key;
  const request = buildRequest(operation, {origin: instance.origin, key, params: input.params, body: input.body});
  return request.ok ? {ok: true, curl: curlFor(request, operation.auth)} : request;
}

/** Addresses the browser lets an HTTPS page call over plain http:// (they never leave this computer). */
function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopback(new URL(origin).hostname);
  } catch {
    return false;
  }
}

const CURL_HINT = 'The curl command below sends the same request from a terminal, where the browser’s cross-origin rules do not apply.';

/**
 * What the browser makes of the panel's requests: they leave from a sandboxed frame (src/lib/tryItFrame.ts), whose
 * origin is opaque, so they carry `Origin: null`, whatever the page's own origin.
 */
const FRAME_ORIGIN_NOTE = 'the panel sends its requests from a sandboxed frame, which your browser marks with Origin: null';

/**
 * The message when the request gets no response. A TypeError means the browser got no usable response and, by
 * design, does not say why; this names the likely causes for the kind of endpoint. `auth` narrows them: the private
 * REST API refuses other sites' requests, the ingestion endpoints do not. A `FrameNotReady` error means the request
 * frame never started. `pageOrigin` is the page's origin, for the mixed-content rule.
 */
export function describeFailure(error: unknown, origin: string, pageOrigin: string, auth?: ApiAuth): string {
  if (error instanceof Error && error.name === 'FrameNotReady') {
    return `The panel could not start the frame it sends requests from (${error.message}). Reload the page and try again. ${CURL_HINT}`;
  }
  if (!(error instanceof TypeError)) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return `The request to ${origin} stopped before a response arrived (${detail}). ${CURL_HINT}`;
  }
  if (pageOrigin.startsWith('https:') && origin.startsWith('http:') && !isLoopbackOrigin(origin)) {
    return (
      `Your browser blocked the request: this page is served over HTTPS, and browsers do not let it call a plain ` +
      `http:// address such as ${origin}. Use the HTTPS address of your instance, or run the curl command below from a terminal.`
    );
  }
  const unreachable = `${origin} is not reachable from this computer (a typo in the address, a private network, or the instance is down)`;
  const certificate = `your browser does not trust its HTTPS certificate (open ${origin}/_health/ in a new tab: the browser warns you if so)`;
  const local = isLoopbackOrigin(origin) ? ' For an instance on this computer, your browser may first ask whether this site may connect to it; the request fails if that is refused.' : '';
  const apiRule =
    `The private REST API under /api/ is the API of the Cairn app and answers only requests from the app’s own origin, ` +
    `so your browser refuses its response to this panel, unless a reverse proxy in front of your instance adds CORS ` +
    `headers that allow it (${FRAME_ORIGIN_NOTE}).`;
  const intro = `Your browser got no response from ${origin}.`;
  const noCors = `it does not allow cross-origin requests from this panel (${FRAME_ORIGIN_NOTE})`;
  switch (auth) {
    case 'personal':
      return `${intro} ${apiRule} Other possible causes: ${unreachable}, or ${certificate}.${local} ${CURL_HINT}`;
    case 'project':
      return (
        `${intro} The ingestion endpoints answer cross-origin requests from any site, so probably ${unreachable}, or ` +
        `${certificate}.${local} ${CURL_HINT}`
      );
    case 'none':
      return `${intro} Probably ${unreachable}, ${certificate}, or ${noCors}.${local} ${CURL_HINT}`;
    default:
      return (
        `${intro} Probably ${unreachable}, ${certificate}, or ${noCors}. ` +
        `The ingestion endpoints answer cross-origin requests from any site. ${apiRule}${local} ${CURL_HINT}`
      );
  }
}

/** Above this many bytes (UTF-8) the response body is cut: a larger one would make the page sluggish. */
export const BODY_LIMIT_BYTES = 200 * 1024;

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('en-US', {maximumFractionDigits: 1})} MB`;
}

/**
 * The response body as the panel shows it: pretty JSON when it is JSON, the text as it came otherwise, and above
 * 200 KB its beginning, under a line that says so.
 */
export function formatBody(text: string, contentType: string | null): string {
  let shown = text;
  const looksJson = contentType === null || /[/+]json\b/i.test(contentType) || /^\s*[[{]/.test(text);
  if (looksJson && text.trim() !== '') {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all (an HTML error page from a proxy, say): shown as it came.
    }
  }
  const bytes = new TextEncoder().encode(shown);
  if (bytes.length <= BODY_LIMIT_BYTES) return shown;
  // A cut inside a multi-byte character decodes to U+FFFD: drop it.
  const start = new TextDecoder().decode(bytes.subarray(0, BODY_LIMIT_BYTES)).replace(/\uFFFD$/, '');
  return `[Only the first 200 KB of ${formatSize(bytes.length)} are shown. Run the curl command to get the whole response.]\n\n${start}`;
}

/** Reason phrases for the status line, as HTTP/2 and HTTP/3 responses have none (statusText is empty). */
const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** "200 OK": the status and its reason phrase, the server's when it sent one. */
export function statusLine(status: number, statusText: string): string {
  const reason = statusText.trim() || REASONS[status] || '';
  return reason ? `${status} ${reason}` : String(status);
}

/** "85 ms", "1.4 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  return `${(ms / 1000).toLocaleString('en-US', {maximumFractionDigits: 1})} s`;
}

/** The sessionStorage entry with the instance address the reader typed once for every panel of the tab. */
export const STORAGE_KEY = 'cairn-api-try-it';

/** The part of `Storage` the panel needs (the browser passes sessionStorage, never localStorage). */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * What the panel's fields hold: the instance and each kind of key, kept apart so neither lands in the other's field.
 * Only the instance is saved: the keys stay in the page's memory (src/components/ApiTryIt/Panel.tsx).
 */
export interface SavedAccess {
  instance: string;
  personalKey: string;
  projectKey: string;
}

const NOTHING_SAVED: SavedAccess = {instance: '', personalKey: '', projectKey: ''};

/** The instance an earlier panel of this tab saved, or empty fields (nothing saved, unreadable entry, blocked storage). */
export function loadSaved(storage: SessionStore | undefined): SavedAccess {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return {...NOTHING_SAVED};
    const value = JSON.parse(raw) as {instance?: unknown};
    return {...NOTHING_SAVED, instance: typeof value.instance === 'string' ? value.instance : ''};
  } catch {
    return {...NOTHING_SAVED};
  }
}

/** Saves the instance for the other panels of the tab, never a key; with the instance empty, removes the entry. */
export function save(storage: SessionStore | undefined, saved: SavedAccess): void {
  try {
    if (saved.instance === '') storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify({instance: saved.instance}));
  } catch {
    // Blocked or full storage: the fields still work; the next panel starts empty.
  }
}

/** The key field of an operation's kind in what is saved. */
export function savedKey(saved: SavedAccess, auth: ApiAuth): string {
  return auth === 'personal' ? saved.personalKey : auth === 'project' ? saved.projectKey : '';
}

/** What is saved once the key of an operation's kind changes. */
export function withKey(saved: SavedAccess, auth: ApiAuth, key: string): SavedAccess {
  if (auth === 'personal') return {...saved, personalKey: key};
  if (auth === 'project') return {...saved, projectKey: key};
  return saved;
}

function isParameter(value: unknown): value is TryItParameter {
  const p = value as TryItParameter;
  return (
    typeof p === 'object' && p !== null && typeof p.name === 'string' && ['path', 'query', 'header'].includes(p.in) &&
    typeof p.required === 'boolean' && typeof p.type === 'string' && typeof p.description === 'string' && typeof p.example === 'string'
  );
}

/** The `operation` attribute the build writes: JSON of a TryItOperation. Throws on anything else, naming what is wrong. */
export function parseOperation(json: string): TryItOperation {
  const value = JSON.parse(json) as Partial<TryItOperation>;
  if (typeof value !== 'object' || value === null) throw new Error('the operation is not a JSON object');
  if (typeof value.id !== 'string') throw new Error('the operation has no id');
  if (!['get', 'post', 'put', 'patch', 'delete'].includes(value.method as string)) throw new Error(`${value.id} has no valid method`);
  if (typeof value.path !== 'string' || !value.path.startsWith('/')) throw new Error(`${value.id} has no path`);
  if (!['personal', 'project', 'none'].includes(value.auth as string)) throw new Error(`${value.id} has no valid auth`);
  if (!Array.isArray(value.parameters) || !value.parameters.every(isParameter)) throw new Error(`${value.id} has an invalid parameter`);
  if (value.body !== null && typeof value.body !== 'string') throw new Error(`${value.id} has an invalid body`);
  return value as TryItOperation;
}
