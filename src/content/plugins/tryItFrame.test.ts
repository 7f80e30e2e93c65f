import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {readyMessage, replyMessage, sendMessage} from '../../lib/tryItFrame';
import {frameDocument, frameScript} from './tryItFrame';

const source = readFileSync(path.join(__dirname, '../../lib/tryItFrame.ts'), 'utf8');

describe('the "Try it" request frame as built', () => {
  it('is a document with one script file and nothing inline', () => {
    const html = frameDocument('/try-it/frame.js');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual([
      '<script src="/try-it/frame.js">',
    ]);
    expect(html).not.toMatch(/<(style|link|img|iframe|form)\b/);
  });

  it('runs as a classic script in a window and answers its page', async () => {
    const posted: unknown[] = [];
    const parent = {postMessage: (message: unknown) => void posted.push(message)};
    let listener: ((event: unknown) => void) | undefined;
    const window = {
      parent,
      location: {href: 'https://cairn.dev/try-it/frame'},
      addEventListener: (_type: string, fn: (event: unknown) => void) => void (listener = fn),
      fetch: async () => new Response('{"ok":true}', {status: 200, headers: {'Content-Type': 'application/json'}}),
    };
    runInNewContext(frameScript(source), {window, URL, Response});
    expect(posted).toEqual([readyMessage()]);
    const request = {url: 'https://cairn.example.com/_health/', method: 'GET', headers: {}};
    listener?.({source: parent, origin: 'https://cairn.dev', data: sendMessage(7, request)});
    await expect.poll(() => posted.length).toBe(2);
    expect(JSON.parse(JSON.stringify(posted[1]))).toEqual(
      replyMessage(7, {
        kind: 'response',
        status: 200,
        statusText: '',
        headers: [['content-type', 'application/json']],
        body: '{"ok":true}',
      }),
    );
  });

  it('refuses a module that imports anything, which the frame could not load', () => {
    expect(() => frameScript(`import {x} from './other';\nexport const y = x;\n`)).toThrow(/must have no imports/);
  });
});
