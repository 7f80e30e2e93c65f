import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import type {TryItOperation} from './types';
import {
  BODY_LIMIT_BYTES,
  buildRequest,
  curlFor,
  curlPreview,
  describeFailure,
  formatBody,
  formatDuration,
  loadSaved,
  normalizeInstance,
  parseOperation,
  save,
  savedKey,
  shellQuote,
  statusLine,
  STORAGE_KEY,
  withKey,
  type SessionStore,
  type TryItRequest,
} from './tryIt';

const listEvents: TryItOperation = {
  id: 'listEvents',
  method: 'get',
  path: '/api/event/',
  auth: 'personal',
  parameters: [
    {name: 'event', in: 'query', required: false, type: 'string', description: 'Only events with this exact name.', example: '$autocapture'},
    {name: 'distinct_id', in: 'query', required: false, type: 'string', description: 'Only events sent with this distinct id.', example: 'user_482'},
    {name: 'after', in: 'query', required: false, type: 'date-time', description: 'Only events after this time.', example: '2026-10-19T00:00:00Z'},
  ],
  body: null,
};

const getPerson: TryItOperation = {
  id: 'getPerson',
  method: 'get',
  path: '/api/person/{id}/',
  auth: 'personal',
  parameters: [{name: 'id', in: 'path', required: true, type: 'integer', description: 'The id of the person.', example: '8127'}],
  body: null,
};

const updatePerson: TryItOperation = {
  ...getPerson,
  id: 'updatePerson',
  method: 'patch',
  body: '{\n  "properties": {\n    "plan": "business"\n  }\n}',
};

const deletePerson: TryItOperation = {...getPerson, id: 'deletePerson', method: 'delete'};

const captureEvent: TryItOperation = {
  id: 'captureEvent',
  method: 'post',
  path: '/capture/',
  auth: 'project',
  parameters: [
    {name: 'Content-Encoding', in: 'header', required: false, type: 'string', description: 'gzip when the body is compressed.', example: ''},
  ],
  body: '{\n  "api_key": "cpk_3f9a1c...",\n  "event": "invoice sent",\n  "distinct_id": "user_482"\n}',
};

const captureBatch: TryItOperation = {
  id: 'captureBatch',
  method: 'post',
  path: '/batch/',
  auth: 'project',
  parameters: [],
  body: '{\n  "api_key": "cpk_3f9a1c...",\n  "batch": [{"event": "subscription renewed", "distinct_id": "user_482"}]\n}',
};

const getHealth: TryItOperation = {id: 'getHealth', method: 'get', path: '/_health/', auth: 'none', parameters: [], body: null};

const ORIGIN = 'https://cairn.example.com';
const PERSONAL = 'cpat_9b2e7d41c0a85f36';
const PROJECT = 'cpk_3f9a1c77e2b04d58';

function ok<T extends {ok: boolean}>(result: T): Extract<T, {ok: true}> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result as Extract<T, {ok: true}>;
}

describe('normalizeInstance', () => {
  it.each([
    ['https://cairn.example.com', 'https://cairn.example.com'],
    ['cairn.example.com', 'https://cairn.example.com'],
    ['  cairn.example.com/  ', 'https://cairn.example.com'],
    ['https://cairn.example.com/', 'https://cairn.example.com'],
    ['https://cairn.example.com///', 'https://cairn.example.com'],
    ['HTTPS://Cairn.Example.COM', 'https://cairn.example.com'],
    ['https://cairn.example.com:443/', 'https://cairn.example.com'],
    ['https://cairn.example.com:8443', 'https://cairn.example.com:8443'],
    ['cairn.example.com:8443', 'https://cairn.example.com:8443'],
    ['http://localhost:8000', 'http://localhost:8000'],
    ['http://localhost:8000/', 'http://localhost:8000'],
    ['localhost:8000', 'http://localhost:8000'],
    ['127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['[::1]:8000', 'http://[::1]:8000'],
    ['http://cairn.internal', 'http://cairn.internal'],
  ])('accepts %s as %s', (input, origin) => {
    expect(normalizeInstance(input)).toEqual({ok: true, origin});
  });

  it('refuses an empty field and says what to type', () => {
    const result = normalizeInstance('   ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('https://cairn.example.com');
  });

  it.each(['ftp://cairn.example.com', 'javascript:alert(1)', 'file:///etc/passwd', 'ws://cairn.example.com', 'mailto:hello@cairn.dev'])(
    'refuses the scheme of %s',
    (input) => {
      const result = normalizeInstance(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/^Use an http:\/\/ or https:\/\/ address; [a-z]+: is not one\./);
    },
  );

  it.each([
    ['https://cairn.example.com/api/', 'https://cairn.example.com'],
    ['https://app.cairn.dev/login', 'https://app.cairn.dev'],
    ['cairn.example.com/api/event/', 'https://cairn.example.com'],
    ['https://cairn.example.com/?x=1', 'https://cairn.example.com'],
    ['https://cairn.example.com/#top', 'https://cairn.example.com'],
    ['https://cairn.example.com?', 'https://cairn.example.com'],
  ])('refuses the path, query or fragment of %s and names the address to type', (input, origin) => {
    const result = normalizeInstance(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(`without a path: ${origin}, not ${input}`);
  });

  it.each(['not a url', 'https://', 'https://cairn example.com', 'http://[not-ipv6]', 'https://exa mple.com:99999'])('refuses the garbage %j', (input) => {
    const result = normalizeInstance(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/is not a web address|has no host name/);
  });

  it('refuses credentials in the address', () => {
    const result = normalizeInstance('https://admin:secret@cairn.example.com');
    expect(result).toEqual({ok: false, message: expect.stringContaining('user name and password')});
  });
});

describe('buildRequest', () => {
  it('builds a GET with the personal key as a bearer token and the filled query parameters in operation order', () => {
    const request = ok(
      buildRequest(listEvents, {origin: ORIGIN, key: ` ${PERSONAL} `, params: {after: '2026-10-19T00:00:00Z', event: '$autocapture', distinct_id: ''}, body: null}),
    );
    expect(request).toEqual({
      ok: true,
      url: 'https://cairn.example.com/api/event/?event=%24autocapture&after=2026-10-19T00%3A00%3A00Z',
      method: 'GET',
      headers: {Authorization: `Bearer ${PERSONAL}`},
    });
    expect('body' in request).toBe(false);
  });

  it('leaves the query string out when no query parameter is filled', () => {
    expect(ok(buildRequest(listEvents, {origin: ORIGIN, key: PERSONAL, params: {}, body: null})).url).toBe('https://cairn.example.com/api/event/');
  });

  it('encodes path parameters into the template', () => {
    const request = ok(buildRequest(getPerson, {origin: ORIGIN, key: PERSONAL, params: {id: 'a/b c?'}, body: null}));
    expect(request.url).toBe('https://cairn.example.com/api/person/a%2Fb%20c%3F/');
  });

  it('refuses an empty required parameter and names it', () => {
    expect(buildRequest(getPerson, {origin: ORIGIN, key: PERSONAL, params: {id: '  '}, body: null})).toEqual({
      ok: false,
      message: 'id is required: fill it in.',
      field: 'param:id',
    });
  });

  it('refuses a path whose placeholder has no parameter', () => {
    const broken: TryItOperation = {...getPerson, path: '/api/person/{id}/{other}/'};
    expect(buildRequest(broken, {origin: ORIGIN, key: PERSONAL, params: {id: '1'}, body: null})).toEqual({
      ok: false,
      message: expect.stringContaining('a value for other'),
      field: 'param:other',
    });
  });

  it('treats a path parameter as required even when the description forgot it', () => {
    const loose: TryItOperation = {...getPerson, parameters: [{...getPerson.parameters[0]!, required: false}]};
    expect(buildRequest(loose, {origin: ORIGIN, key: PERSONAL, params: {}, body: null})).toMatchObject({ok: false, field: 'param:id'});
  });

  it('sends a JSON body as typed, with Content-Type, for the personal API', () => {
    const body = '{"properties": {"plan": "team"}}';
    expect(buildRequest(updatePerson, {origin: ORIGIN, key: PERSONAL, params: {id: '8127'}, body})).toEqual({
      ok: true,
      url: 'https://cairn.example.com/api/person/8127/',
      method: 'PATCH',
      headers: {Authorization: `Bearer ${PERSONAL}`, 'Content-Type': 'application/json'},
      body,
    });
  });

  it('refuses a body that is not JSON, naming the body', () => {
    const result = buildRequest(updatePerson, {origin: ORIGIN, key: PERSONAL, params: {id: '8127'}, body: '{"plan": }'});
    expect(result).toMatchObject({ok: false, field: 'body'});
    expect(!result.ok && result.message).toMatch(/^The request body is not valid JSON: /);
  });

  it('refuses an empty body when the operation takes one', () => {
    expect(buildRequest(updatePerson, {origin: ORIGIN, key: PERSONAL, params: {id: '8127'}, body: '  \n'})).toMatchObject({ok: false, field: 'body'});
  });

  it('puts the project key in the api_key field of the body, in place, and no Authorization header', () => {
    const request = ok(buildRequest(captureEvent, {origin: ORIGIN, key: PROJECT, params: {}, body: captureEvent.body}));
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({'Content-Type': 'application/json'});
    expect(Object.keys(JSON.parse(request.body!))).toEqual(['api_key', 'event', 'distinct_id']);
    expect(JSON.parse(request.body!)).toMatchObject({api_key: PROJECT, event: 'invoice sent'});
  });

  it('adds api_key first when the body has none', () => {
    const request = ok(buildRequest(captureEvent, {origin: ORIGIN, key: PROJECT, params: {}, body: '{"event": "x", "distinct_id": "y"}'}));
    expect(Object.keys(JSON.parse(request.body!))).toEqual(['api_key', 'event', 'distinct_id']);
  });

  it('sets the top-level api_key of a batch, not one inside the events', () => {
    const request = ok(buildRequest(captureBatch, {origin: ORIGIN, key: PROJECT, params: {}, body: captureBatch.body}));
    const sent = JSON.parse(request.body!) as {api_key: string; batch: Record<string, unknown>[]};
    expect(sent.api_key).toBe(PROJECT);
    expect(sent.batch[0]).not.toHaveProperty('api_key');
  });

  it('refuses a project body that is not an object', () => {
    expect(buildRequest(captureBatch, {origin: ORIGIN, key: PROJECT, params: {}, body: '[1, 2]'})).toMatchObject({ok: false, field: 'body'});
  });

  it('sends filled header parameters as headers and refuses ones that cannot be headers', () => {
    const request = ok(buildRequest(captureEvent, {origin: ORIGIN, key: PROJECT, params: {'Content-Encoding': 'gzip'}, body: captureEvent.body}));
    expect(request.headers['Content-Encoding']).toBe('gzip');
    expect(buildRequest(captureEvent, {origin: ORIGIN, key: PROJECT, params: {'Content-Encoding': 'gzíp'}, body: captureEvent.body})).toMatchObject({
      ok: false,
      field: 'param:Content-Encoding',
    });
  });

  it('needs the key of the operation kind', () => {
    expect(buildRequest(listEvents, {origin: ORIGIN, key: '', params: {}, body: null})).toEqual({
      ok: false,
      message: 'Enter your personal API key (cpat_...).',
      field: 'key',
    });
    expect(buildRequest(captureEvent, {origin: ORIGIN, key: ' ', params: {}, body: captureEvent.body})).toMatchObject({
      ok: false,
      message: 'Enter your project API key (cpk_...).',
    });
    expect(buildRequest(listEvents, {origin: ORIGIN, key: PROJECT, params: {}, body: null})).toMatchObject({
      ok: false,
      field: 'key',
      message: expect.stringContaining('This is a project API key'),
    });
    expect(buildRequest(listEvents, {origin: ORIGIN, key: 'cpat_ab cd', params: {}, body: null})).toMatchObject({ok: false, field: 'key'});
  });

  it('refuses a personal key in a project key field, so the secret never reaches the body or the command', () => {
    expect(buildRequest(captureEvent, {origin: ORIGIN, key: PERSONAL, params: {}, body: captureEvent.body})).toMatchObject({
      ok: false,
      field: 'key',
      message: expect.stringContaining('which is secret'),
    });
  });

  it('needs no key for the health check', () => {
    expect(buildRequest(getHealth, {origin: 'http://localhost:8000', key: '', params: {}, body: null})).toEqual({
      ok: true,
      url: 'http://localhost:8000/_health/',
      method: 'GET',
      headers: {},
    });
  });

  it('ignores a body for an operation that takes none', () => {
    expect(ok(buildRequest(getHealth, {origin: ORIGIN, key: '', params: {}, body: '{}'}))).not.toHaveProperty('body');
  });
});

/** The words a POSIX shell makes of a command, with `curl` replaced by a function that prints its arguments. */
function shellWords(command: string, env: Record<string, string> = {}): string[] {
  const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${command}`;
  const output = execFileSync('sh', ['-c', script], {env: {PATH: process.env.PATH ?? '', ...env}, encoding: 'utf8'});
  return output.split('\0').slice(0, -1);
}

describe('shellQuote', () => {
  it.each(["it's", "'", "''", '$HOME `id` "x" \\ !', 'a\nb', ''])('keeps %j as one word', (value) => {
    expect(shellWords(`curl ${shellQuote(value)}`)).toEqual([value]);
  });
});

describe('curlFor', () => {
  it('writes a GET without -X and the personal key as the variable, never the secret', () => {
    const request = ok(buildRequest(listEvents, {origin: ORIGIN, key: PERSONAL, params: {event: '$autocapture'}, body: null}));
    const curl = curlFor(request, 'personal');
    expect(curl).toBe(
      "curl 'https://cairn.example.com/api/event/?event=%24autocapture' \\\n" + '  -H "Authorization: Bearer $CAIRN_PERSONAL_API_KEY"',
    );
    expect(curl).not.toContain(PERSONAL);
    expect(shellWords(curl, {CAIRN_PERSONAL_API_KEY: 'cpat_from_env'})).toEqual([
      'https://cairn.example.com/api/event/?event=%24autocapture',
      '-H',
      'Authorization: Bearer cpat_from_env',
    ]);
  });

  it('writes a POST with data without -X, and the project key as given', () => {
    const request = ok(buildRequest(captureEvent, {origin: ORIGIN, key: PROJECT, params: {}, body: captureEvent.body}));
    const curl = curlFor(request, 'project');
    expect(curl.split('\n')[0]).toBe("curl 'https://cairn.example.com/capture/' \\");
    expect(curl).not.toContain('-X');
    expect(curl).toContain(PROJECT);
    const words = shellWords(curl);
    expect(words.slice(0, 3)).toEqual(['https://cairn.example.com/capture/', '-H', 'Content-Type: application/json']);
    expect(words[3]).toBe('-d');
    expect(JSON.parse(words[4]!)).toMatchObject({api_key: PROJECT});
  });

  it('names other methods with -X', () => {
    const patch = ok(buildRequest(updatePerson, {origin: ORIGIN, key: PERSONAL, params: {id: '8127'}, body: '{"a": 1}'}));
    expect(curlFor(patch, 'personal').split(' \\\n  ')).toEqual([
      "curl -X PATCH 'https://cairn.example.com/api/person/8127/'",
      '-H "Authorization: Bearer $CAIRN_PERSONAL_API_KEY"',
      "-H 'Content-Type: application/json'",
      `-d '{"a": 1}'`,
    ]);
    const remove = ok(buildRequest(deletePerson, {origin: ORIGIN, key: PERSONAL, params: {id: '8127'}, body: null}));
    expect(curlFor(remove, 'personal').startsWith("curl -X DELETE 'https://cairn.example.com/api/person/8127/'")).toBe(true);
    const emptyPost: TryItRequest = {url: `${ORIGIN}/x/`, method: 'POST', headers: {}};
    expect(curlFor(emptyPost, 'none')).toBe("curl -X POST 'https://cairn.example.com/x/'");
  });

  it('quotes single quotes in the URL, the headers and the body so the shell passes them unchanged', () => {
    const request = ok(
      buildRequest(updatePerson, {origin: ORIGIN, key: PERSONAL, params: {id: "o'brien"}, body: `{"properties": {"name": "O'Brien $USER"}}`}),
    );
    const words = shellWords(curlFor(request, 'personal'), {CAIRN_PERSONAL_API_KEY: 'k', USER: 'someone'});
    expect(words).toEqual([
      '-X',
      'PATCH',
      "https://cairn.example.com/api/person/o'brien/",
      '-H',
      'Authorization: Bearer k',
      '-H',
      'Content-Type: application/json',
      '-d',
      `{"properties": {"name": "O'Brien $USER"}}`,
    ]);
  });

  it('keeps a multi-line body as one argument', () => {
    const request = ok(buildRequest(captureBatch, {origin: ORIGIN, key: PROJECT, params: {}, body: captureBatch.body}));
    const words = shellWords(curlFor(request, 'project'));
    expect(words.at(-1)).toBe(request.body);
    expect(request.body).toContain('\n');
  });
});

describe('curlPreview', () => {
  it('shows the command with the example instance and a stand-in key while those fields are empty', () => {
    const preview = ok(curlPreview(captureEvent, {instance: '', key: '', params: {}, body: captureEvent.body}));
    expect(preview.curl).toContain("'https://cairn.example.com/capture/'");
    expect(preview.curl).toContain('"api_key": "cpk_..."');
  });

  it('explains what is missing instead of a command that cannot work', () => {
    expect(curlPreview(getPerson, {instance: ORIGIN, key: PERSONAL, params: {}, body: null})).toMatchObject({ok: false, field: 'param:id'});
    expect(curlPreview(getPerson, {instance: 'ftp://x', key: PERSONAL, params: {id: '1'}, body: null})).toMatchObject({ok: false, field: 'instance'});
    expect(curlPreview(captureEvent, {instance: ORIGIN, key: PERSONAL, params: {}, body: captureEvent.body})).toMatchObject({ok: false, field: 'key'});
  });
});

describe('describeFailure', () => {
  const page = 'https://cairn.dev';
  const network = new TypeError('Failed to fetch');

  it('for the private REST API, explains its same-origin rule, the frame\'s origin and the reverse proxy, and points to curl', () => {
    const message = describeFailure(network, ORIGIN, page, 'personal');
    expect(message).toContain(`Your browser got no response from ${ORIGIN}.`);
    expect(message).toContain("answers only requests from the app’s own origin");
    expect(message).toContain('unless a reverse proxy in front of your instance adds CORS headers that allow it');
    expect(message).toContain('sandboxed frame, which your browser marks with Origin: null');
    expect(message).not.toContain(page);
    expect(message).toMatch(/not reachable/);
    expect(message).toMatch(/certificate/);
    expect(message).toContain('curl command below');
    expect(message).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
  });

  it('for ingestion, says cross-origin requests are answered and names the other causes', () => {
    const message = describeFailure(network, ORIGIN, page, 'project');
    expect(message).toContain('answer cross-origin requests from any site');
    expect(message).not.toContain('reverse proxy');
    expect(message).toMatch(/not reachable.*certificate/);
    expect(message).toContain('curl command below');
  });

  it('without the kind of endpoint, states both rules', () => {
    const message = describeFailure(network, ORIGIN, page);
    expect(message).toContain('answer cross-origin requests from any site');
    expect(message).toContain('reverse proxy');
  });

  it('names mixed content when an HTTPS page calls a plain http:// instance', () => {
    const message = describeFailure(network, 'http://cairn.example.com', page, 'personal');
    expect(message).toContain('served over HTTPS');
    expect(message).toContain('curl command below');
  });

  it('does not call localhost mixed content, and mentions the local network prompt', () => {
    const message = describeFailure(network, 'http://localhost:8000', page, 'none');
    expect(message).not.toContain('served over HTTPS');
    expect(message).toContain('For an instance on this computer');
  });

  it('says when the request frame never started', () => {
    const error = new Error('/try-it/frame did not answer within 10 seconds');
    error.name = 'FrameNotReady';
    const message = describeFailure(error, ORIGIN, page, 'personal');
    expect(message).toMatch(/^The panel could not start the frame it sends requests from \(\/try-it\/frame did not answer/);
    expect(message).toContain('curl command below');
  });

  it('reports other errors with their name', () => {
    const abort = new Error('The user aborted a request.');
    abort.name = 'AbortError';
    expect(describeFailure(abort, ORIGIN, page, 'personal')).toMatch(/^The request to https:\/\/cairn\.example\.com stopped before a response arrived \(AbortError: /);
    expect(describeFailure('odd', ORIGIN, page)).toContain('(odd)');
  });
});

describe('formatBody', () => {
  it('pretty-prints JSON', () => {
    expect(formatBody('{"a":1,"b":[true,null]}', 'application/json; charset=utf-8')).toBe('{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}');
    expect(formatBody('{"type":"x"}', 'application/problem+json')).toBe('{\n  "type": "x"\n}');
    expect(formatBody('[1]', null)).toBe('[\n  1\n]');
  });

  it('shows anything else as it came', () => {
    expect(formatBody('<html>Bad gateway</html>', 'text/html')).toBe('<html>Bad gateway</html>');
    expect(formatBody('{"broken": ', 'application/json')).toBe('{"broken": ');
    expect(formatBody('', 'application/json')).toBe('');
  });

  it('cuts a body above 200 KB under a note', () => {
    const text = 'x'.repeat(BODY_LIMIT_BYTES + 10);
    const shown = formatBody(text, 'text/plain');
    const [note, rest] = shown.split('\n\n');
    expect(note).toBe('[Only the first 200 KB of 200 KB are shown. Run the curl command to get the whole response.]');
    expect(rest).toHaveLength(BODY_LIMIT_BYTES);
    expect(formatBody('y'.repeat(3 * 1024 * 1024), 'text/plain')).toMatch(/^\[Only the first 200 KB of 3 MB are shown/);
    expect(formatBody('z'.repeat(BODY_LIMIT_BYTES), 'text/plain')).toBe('z'.repeat(BODY_LIMIT_BYTES));
  });

  it('never cuts a character in half', () => {
    const shown = formatBody(`x${'é'.repeat(BODY_LIMIT_BYTES)}`, 'text/plain');
    expect(shown).not.toContain('\uFFFD');
    expect(shown.endsWith('é')).toBe(true);
  });
});

describe('statusLine and formatDuration', () => {
  it('adds the reason phrase HTTP/2 leaves out', () => {
    expect(statusLine(200, '')).toBe('200 OK');
    expect(statusLine(429, '')).toBe('429 Too Many Requests');
    expect(statusLine(201, 'Created')).toBe('201 Created');
    expect(statusLine(599, '')).toBe('599');
  });

  it('writes milliseconds below a second and seconds above', () => {
    expect(formatDuration(84.6)).toBe('85 ms');
    expect(formatDuration(1432)).toBe('1.4 s');
  });
});

function memoryStorage(): SessionStore & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k)};
}

describe('saved instance and keys', () => {
  it('saves the instance for the other panels of the tab, never a key, and removes the entry when it is empty', () => {
    const storage = memoryStorage();
    expect(loadSaved(storage)).toEqual({instance: '', personalKey: '', projectKey: ''});
    const saved = withKey(withKey({instance: ORIGIN, personalKey: '', projectKey: ''}, 'personal', PERSONAL), 'project', PROJECT);
    save(storage, saved);
    expect(storage.data.get(STORAGE_KEY)).toBe(JSON.stringify({instance: ORIGIN}));
    expect(loadSaved(storage)).toEqual({instance: ORIGIN, personalKey: '', projectKey: ''});
    expect(savedKey(saved, 'personal')).toBe(PERSONAL);
    expect(savedKey(saved, 'project')).toBe(PROJECT);
    expect(savedKey(saved, 'none')).toBe('');
    expect(withKey(saved, 'none', 'x')).toEqual(saved);
    save(storage, {instance: '', personalKey: PERSONAL, projectKey: ''});
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });

  it('does not bring back a key that an older entry of the tab holds', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, JSON.stringify({instance: ORIGIN, personalKey: PERSONAL, projectKey: PROJECT}));
    expect(loadSaved(storage)).toEqual({instance: ORIGIN, personalKey: '', projectKey: ''});
  });

  it('ignores an unreadable entry and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(loadSaved(storage)).toEqual({instance: '', personalKey: '', projectKey: ''});
    storage.setItem(STORAGE_KEY, JSON.stringify({instance: 42}));
    expect(loadSaved(storage)).toEqual({instance: '', personalKey: '', projectKey: ''});
    const blocked: SessionStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadSaved(blocked)).toEqual({instance: '', personalKey: '', projectKey: ''});
    expect(() => save(blocked, {instance: ORIGIN, personalKey: '', projectKey: ''})).not.toThrow();
    expect(loadSaved(undefined)).toEqual({instance: '', personalKey: '', projectKey: ''});
  });
});

describe('parseOperation', () => {
  it('reads the attribute the build writes', () => {
    expect(parseOperation(JSON.stringify(captureEvent))).toEqual(captureEvent);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"listEvents"'],
    ['no method', JSON.stringify({...listEvents, method: 'head'})],
    ['a bad parameter', JSON.stringify({...listEvents, parameters: [{name: 'x', in: 'cookie'}]})],
    ['no body field', JSON.stringify({...listEvents, body: undefined})],
  ])('throws on %s', (_label, json) => {
    expect(() => parseOperation(json)).toThrow();
  });
});
