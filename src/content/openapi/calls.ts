import type {Operation} from './spec';

/**
 * Finds the HTTP calls written in a docs page (curl commands, fetch, Python requests, Go's http.NewRequest, and
 * inline code such as `GET /api/users/@me/`) and checks each against the OpenAPI description of the page's docs
 * version (issue #17): a call whose method and path the description does not have is a mistake in the page or in
 * the description. Pure: the caller reads the files.
 */

export interface HttpCall {
  method: string;
  /** The path, without query string, as written (`/api/person/8127/`). */
  path: string;
  line: number;
  /** The text the call was read from, for messages. */
  source: string;
}

/** Hosts of a Cairn instance in the docs' examples; calls to other hosts (GitHub, Slack...) are not the API's. */
const INSTANCE_HOST = /^(?:https?:\/\/)?(?:cairn\.example\.com|localhost(?::\d+)?|127\.0\.0\.1(?::\d+)?|app\.cairn\.dev|eu\.cairn\.dev|\[?::1\]?(?::\d+)?|cairn(?::\d+)?|web(?::\d+)?)(?=\/)/;
/** A shell or template variable standing for the instance's address: `$CAIRN_HOST`, `${SITE_URL}`, `{host}`. */
const VARIABLE_HOST = /^(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\{[a-z_]+\}|<[^>]+>)(?=\/)/;

/**
 * Paths of an instance that the docs call and that are not part of the API, so no description has them: the web
 * app's pages and the files it serves. Each is here for a reason; anything else must be in the description.
 */
export const NON_API_PATHS: readonly {pattern: RegExp; why: string}[] = [
  {pattern: /^\/?$/, why: 'the web app itself: TLS, redirect and reachability checks in the deployment guides'},
  {pattern: /^\/static\//, why: 'files the web app serves, such as the toolbar script'},
  {pattern: /^\/(?:login|signup|preflight|setup_admin)\/?$/, why: 'pages of the web app'},
];

/** The path of a URL on an instance, or undefined when the URL is not an instance's. */
export function instancePath(url: string): string | undefined {
  const cleaned = url.replace(/^['"`]|['"`]$/g, '');
  const match = INSTANCE_HOST.exec(cleaned) ?? VARIABLE_HOST.exec(cleaned);
  if (!match) return undefined;
  const rest = cleaned.slice(match[0].length);
  return rest.split(/[?#]/)[0];
}

const DATA_FLAGS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--json', '-F', '--form', '-T', '--upload-file']);

/** Splits a shell command into words, keeping quoted strings whole (enough for the docs' curl examples). */
function shellWords(command: string): string[] {
  const words: string[] = [];
  const pattern = /'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g;
  for (const match of command.matchAll(pattern)) words.push(match[1] ?? match[2] ?? match[3] ?? '');
  return words;
}

/** The method and URL of one curl command (its words after `curl`). */
export function curlCall(words: string[]): {method: string; url: string} | undefined {
  let method: string | undefined;
  let url: string | undefined;
  let hasData = false;
  let get = false;
  let head = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (word === '-X' || word === '--request') method = words[++index]?.toUpperCase();
    else if (/^-X[A-Z]+$/.test(word)) method = word.slice(2);
    else if (word === '--url') url = words[++index];
    else if (word === '-G' || word === '--get') get = true;
    else if (word === '-I' || word === '--head') head = true;
    else if (DATA_FLAGS.has(word) || /^--data/.test(word)) {
      hasData = true;
      index += 1;
    } else if (/^-[HAeuoUbcwm]$|^--(header|user-agent|referer|user|output|max-time|connect-timeout|cacert|resolve|retry|write-out|proxy|cookie|config)$/.test(word)) index += 1;
    else if (!word.startsWith('-') && url === undefined && /^(https?:\/\/|\$|\{|<|localhost|127\.)/.test(word)) url = word;
  }
  if (!url) return undefined;
  return {method: method ?? (head ? 'HEAD' : get ? 'GET' : hasData ? 'POST' : 'GET'), url};
}

/** The calls in a block of code in a given language, with line numbers relative to the block's first line. */
export function callsInCode(code: string): {method: string; url: string; line: number; source: string}[] {
  const found: {method: string; url: string; line: number; source: string}[] = [];
  const lines = code.split('\n');
  // curl: join the continuation lines of each command.
  for (let index = 0; index < lines.length; index += 1) {
    if (!/(^|[\s;&|(`$])curl\s/.test(lines[index]!)) continue;
    let command = lines[index]!;
    let end = index;
    while (/\\\s*$/.test(lines[end]!) && end + 1 < lines.length) {
      end += 1;
      command = `${command.replace(/\\\s*$/, ' ')}${lines[end]}`;
    }
    const words = shellWords(command.slice(command.search(/curl\s/) + 4));
    // A pipe or a second command on the line ends the curl arguments.
    const stop = words.findIndex((word) => ['|', '&&', '||', ';', ')'].includes(word));
    const call = curlCall(stop >= 0 ? words.slice(0, stop) : words);
    if (call) found.push({...call, line: index, source: command.trim()});
    index = end;
  }
  const patterns: {regex: RegExp; method: (m: RegExpMatchArray) => string; url: (m: RegExpMatchArray) => string}[] = [
    // requests.get("https://..."), httpx.post(f"{host}/...")
    {regex: /\b(?:requests|httpx|session|client)\.(get|post|put|patch|delete)\(\s*f?(["'])(.+?)\2/g, method: (m) => m[1]!.toUpperCase(), url: (m) => m[3]!},
    // fetch('https://...', {method: 'POST'})
    {regex: /\bfetch\(\s*([`'"])(.+?)\1\s*(?:,\s*\{[^}]*?method:\s*['"](\w+)['"])?/gs, method: (m) => (m[3] ?? 'GET').toUpperCase(), url: (m) => m[2]!},
    // Go: http.NewRequest("POST", "https://...", ...)
    {regex: /http\.NewRequest(?:WithContext)?\((?:ctx,\s*)?"(\w+)",\s*"(.+?)"/g, method: (m) => m[1]!.toUpperCase(), url: (m) => m[2]!},
  ];
  for (const {regex, method, url} of patterns) {
    for (const match of code.matchAll(regex)) {
      const line = code.slice(0, match.index).split('\n').length - 1;
      found.push({method: method(match), url: url(match).replace(/\$\{[^}]+\}(?=\/)/, '$HOST'), line, source: match[0].split('\n')[0]!.trim()});
    }
  }
  return found;
}

/** Every HTTP call to a Cairn instance written in a Markdown page: in fenced code, and as inline `METHOD /path`. */
export function callsInMarkdown(markdown: string): HttpCall[] {
  const calls: HttpCall[] = [];
  const lines = markdown.split('\n');
  let fence: {marker: string; start: number; body: string[]} | undefined;
  lines.forEach((text, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence.marker)) {
        for (const call of callsInCode(fence.body.join('\n'))) {
          const path = instancePath(call.url);
          if (path !== undefined) calls.push({method: call.method, path, line: fence.start + 1 + call.line + 1, source: call.source});
        }
        fence = undefined;
      } else fence.body.push(text);
      return;
    }
    if (fenceMatch) {
      fence = {marker: fenceMatch[1]!, start: index, body: []};
      return;
    }
    // A line that names status 405 is saying which methods a path refuses, such as "`POST /api/event/` answers 405".
    if (/\b405\b/.test(text)) return;
    for (const match of text.matchAll(/`(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/[^`\s?]*)(?:\?[^`]*)?`/g)) {
      calls.push({method: match[1]!, path: match[2]!, line: index + 1, source: match[0]});
    }
  });
  return calls;
}

/** `/api/event/{id}/` -> a pattern that matches `/api/event/0192.../`, `/api/event/$ID/` and `/api/event/{id}/`. */
function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** What is wrong with a call against a description's operations, or undefined when the description has it. */
export function checkCall(call: HttpCall, operations: readonly Operation[]): string | undefined {
  if (NON_API_PATHS.some(({pattern}) => pattern.test(call.path))) return undefined;
  const method = call.method.toLowerCase();
  // OPTIONS is the browser's CORS preflight of the ingestion endpoints; HEAD follows GET.
  const sameMethod = (operation: Operation) => operation.method === method || (method === 'head' && operation.method === 'get') || (method === 'options' && operation.auth === 'project');
  // A path written with a placeholder segment (`{id}`, `$ID`, `<id>`) matches the template's parameter.
  const normalized = call.path.replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|<[^>/]+>/g, '{x}');
  const samePath = (operation: Operation) => pathPattern(operation.path).test(normalized) || pathPattern(normalized).test(operation.path);
  if (operations.some((operation) => samePath(operation) && sameMethod(operation))) return undefined;
  const onPath = operations.filter(samePath).map((operation) => operation.method.toUpperCase());
  if (onPath.length > 0) return `${call.method} ${call.path}: the description has this path only with ${onPath.join(', ')}`;
  const withSlash = operations.find((operation) => pathPattern(operation.path).test(`${normalized}/`));
  if (withSlash) return `${call.method} ${call.path}: no such path; the description has ${withSlash.path} (every Cairn path ends with a slash)`;
  return `${call.method} ${call.path}: no such operation in the description`;
}
