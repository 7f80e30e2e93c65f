import {describe, expect, it} from 'vitest';
import {
  isTryItFramePath,
  parseFrameMessage,
  parseSendMessage,
  readyMessage,
  replyMessage,
  runRequest,
  sendMessage,
  startFrame,
  TRY_IT_FRAME_CSP,
  withTryItFrameHeaders,
  type FrameWindow,
  type TryItRequest,
} from './tryItFrame';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

const REQUEST: TryItRequest = {
  url: 'https://cairn.example.com/api/event/?event=%24pageview',
  method: 'GET',
  headers: {Authorization: 'Bearer cpat_x'},
};

describe('the frame policy', () => {
  it("lets the frame connect to any HTTPS origin and the reader's computer, and allows nothing else", () => {
    expect(directive(TRY_IT_FRAME_CSP, 'connect-src')).toBe('connect-src https: http://localhost:* http://127.0.0.1:*');
    expect(directive(TRY_IT_FRAME_CSP, 'default-src')).toBe("default-src 'none'");
    expect(directive(TRY_IT_FRAME_CSP, 'script-src')).toBe("script-src 'self'");
    expect(directive(TRY_IT_FRAME_CSP, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(TRY_IT_FRAME_CSP, 'sandbox')).toBe('sandbox allow-scripts');
    expect(TRY_IT_FRAME_CSP.split('; ').map((part) => part.split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'connect-src',
      'frame-ancestors',
      'base-uri',
      'form-action',
      'sandbox',
    ]);
    expect(TRY_IT_FRAME_CSP).not.toMatch(/'unsafe-| \*( |;|$)| http:( |;|$)/);
  });

  it("names the frame's paths", () => {
    expect(isTryItFramePath('/try-it/frame')).toBe(true);
    expect(isTryItFramePath('/try-it/frame.js')).toBe(true);
    expect(isTryItFramePath('/try-it-elsewhere')).toBe(false);
    expect(isTryItFramePath('/docs/api/events')).toBe(false);
  });
});

describe('withTryItFrameHeaders (the edge code of both hosts)', () => {
  const joined = () =>
    new Response('<!DOCTYPE html>', {
      headers: {
        'Content-Security-Policy': "default-src 'self', default-src 'none'",
        'X-Frame-Options': 'DENY, SAMEORIGIN',
        'X-Content-Type-Options': 'nosniff',
      },
    });

  it("replaces the frame's joined headers with its own", async () => {
    const response = withTryItFrameHeaders(new Request('https://cairn.dev/try-it/frame'), joined());
    expect(response.headers.get('Content-Security-Policy')).toBe(TRY_IT_FRAME_CSP);
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('<!DOCTYPE html>');
  });

  it('leaves every other path as the host answered it', () => {
    const original = joined();
    expect(withTryItFrameHeaders(new Request('https://cairn.dev/docs/api/events'), original)).toBe(original);
  });
});

describe('messages', () => {
  it('accepts a request description from the page', () => {
    const message = sendMessage(3, {...REQUEST, method: 'POST', body: '{}'});
    expect(parseSendMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    expect(parseSendMessage(sendMessage(0, REQUEST))).toEqual(sendMessage(0, REQUEST));
  });

  it.each([
    ['another type', {...sendMessage(1, REQUEST), type: 'other'}],
    ['no id', {...sendMessage(1, REQUEST), id: -1}],
    ['a javascript: address', sendMessage(1, {...REQUEST, url: 'javascript:alert(1)'})],
    ['a relative address', sendMessage(1, {...REQUEST, url: '/api/event/'})],
    ['credentials in the address', sendMessage(1, {...REQUEST, url: 'https://u:p@cairn.example.com/'})],
    ['an unknown method', sendMessage(1, {...REQUEST, method: 'TRACE'})],
    ['a header that is not text', {...sendMessage(1, REQUEST), request: {...REQUEST, headers: {A: 1}}}],
    ['a body that is not text', {...sendMessage(1, REQUEST), request: {...REQUEST, body: {a: 1}}}],
    ['a string', 'cairn-try-it:send'],
    ['nothing', null],
  ])('refuses a page message with %s', (_name, data) => {
    expect(parseSendMessage(data)).toBeUndefined();
  });

  it("accepts the frame's ready message and replies, and nothing else", () => {
    expect(parseFrameMessage(readyMessage())).toEqual(readyMessage());
    const reply = {kind: 'response', status: 200, statusText: 'OK', headers: [['a', 'b']], body: ''} as const;
    const response = replyMessage(2, {...reply, headers: [['a', 'b']]});
    expect(parseFrameMessage(response)).toEqual(response);
    const failure = replyMessage(2, {kind: 'failure', name: 'TypeError', message: 'Failed to fetch'});
    expect(parseFrameMessage(failure)).toEqual(failure);
    expect(parseFrameMessage({...response, reply: {...reply, headers: [['a']]}})).toBeUndefined();
    expect(parseFrameMessage({...response, reply: {kind: 'response', status: '200'}})).toBeUndefined();
    expect(parseFrameMessage({type: 'cairn-try-it:reply', id: 2})).toBeUndefined();
    expect(parseFrameMessage('ready')).toBeUndefined();
  });
});

describe('runRequest', () => {
  it('sends as the panel always has and reads status, headers and body', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response('{"results":[]}', {status: 201, statusText: 'Created', headers: {'X-Cairn': 'yes'}});
    }) as typeof fetch;
    const reply = await runRequest({...REQUEST, method: 'POST', body: '{}'}, fetcher);
    expect(calls).toEqual([
      [
        REQUEST.url,
        {method: 'POST', headers: REQUEST.headers, body: '{}', mode: 'cors', credentials: 'omit', cache: 'no-store'},
      ],
    ]);
    expect(reply).toEqual({
      kind: 'response',
      status: 201,
      statusText: 'Created',
      headers: expect.arrayContaining([['x-cairn', 'yes']]),
      body: '{"results":[]}',
    });
  });

  it("turns the browser's error into a failure with its name", async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await runRequest(REQUEST, refused)).toEqual({
      kind: 'failure',
      name: 'TypeError',
      message: 'Failed to fetch',
    });
  });
});

/** A frame window embedded by a page of `siteOrigin`, recording what it posts to that page. */
function frameWindow(fetcher: typeof fetch) {
  const posted: {message: unknown; targetOrigin: string}[] = [];
  let listener: ((event: {source: unknown; origin: string; data: unknown}) => void) | undefined;
  const parent = {postMessage: (message: unknown, targetOrigin: string) => void posted.push({message, targetOrigin})};
  const win: FrameWindow = {
    parent,
    location: {href: 'https://cairn.dev/try-it/frame'},
    addEventListener: (_type, fn) => void (listener = fn),
    fetch: fetcher,
  };
  return {win, parent, posted, deliver: (event: {source: unknown; origin: string; data: unknown}) => listener?.(event)};
}

describe('startFrame', () => {
  it("answers its page's requests, to the site's origin only, and ignores other senders", async () => {
    const urls: string[] = [];
    const frame = frameWindow((async (url: string) => {
      urls.push(url);
      return new Response('ok');
    }) as typeof fetch);
    startFrame(frame.win);
    expect(frame.posted).toEqual([{message: readyMessage(), targetOrigin: 'https://cairn.dev'}]);

    frame.deliver({source: {}, origin: 'https://cairn.dev', data: sendMessage(1, REQUEST)});
    frame.deliver({source: frame.parent, origin: 'https://evil.example', data: sendMessage(2, REQUEST)});
    frame.deliver({source: frame.parent, origin: 'https://cairn.dev', data: {type: 'cairn-try-it:send', id: 3}});
    frame.deliver({source: frame.parent, origin: 'https://cairn.dev', data: sendMessage(4, REQUEST)});
    await expect.poll(() => frame.posted.length).toBe(2);
    expect(urls).toEqual([REQUEST.url]);
    expect(frame.posted[1]).toEqual({
      message: replyMessage(4, {kind: 'response', status: 200, statusText: '', headers: expect.any(Array), body: 'ok'}),
      targetOrigin: 'https://cairn.dev',
    });
  });

  it('does nothing when opened on its own', () => {
    const frame = frameWindow(fetch);
    const alone = {...frame.win};
    alone.parent = alone as unknown as FrameWindow['parent'];
    startFrame(alone);
    expect(frame.posted).toEqual([]);
  });
});
