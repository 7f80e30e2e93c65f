import {describe, expect, it} from 'vitest';
import {
  answerWithMarkdown,
  MARKDOWN_CONTENT_TYPE,
  negotiatedTwin,
  parseAccept,
  prefersMarkdown,
  twinPath,
  varyOnAccept,
} from './markdownNegotiation';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('parseAccept', () => {
  it('reads types and q-values, lower-cased, in order', () => {
    expect(parseAccept('Text/Markdown;q=0.9, text/html;level=1;q=0.5, */*')).toEqual([
      {type: 'text/markdown', q: 0.9, order: 0},
      {type: 'text/html', q: 0.5, order: 1},
      {type: '*/*', q: 1, order: 2},
    ]);
  });

  it('gives a malformed q-value 0 and drops ranges without a slash', () => {
    expect(parseAccept('text/markdown;q=2, text/html;q=abc, markdown')).toEqual([
      {type: 'text/markdown', q: 0, order: 0},
      {type: 'text/html', q: 0, order: 1},
    ]);
    expect(parseAccept(undefined)).toEqual([]);
  });
});

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html', true],
    ['text/markdown, */*;q=0.1', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/plain, text/markdown;q=0.9, text/html;q=0.8', true],
    ['text/html, text/markdown', false],
    ['text/markdown;q=0.5, text/html', false],
    ['text/markdown;q=0.5, */*', false],
    ['text/markdown;q=0', false],
    ['*/*', false],
    ['text/*', false],
    [BROWSER, false],
    ['', false],
  ])('%j → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('twinPath', () => {
  it.each([
    ['/docs/deployment/deploy-docker', '/docs/deployment/deploy-docker.md'],
    ['/docs/deployment/deploy-docker/', '/docs/deployment/deploy-docker.md'],
    ['/docs/', '/docs.md'],
    ['/docs/1.14/features/trends', '/docs/1.14/features/trends.md'],
    ['/docs/1.14/', '/docs/1.14.md'],
    ['/', '/index.md'],
  ])('%s → %s', (path, twin) => {
    expect(twinPath(path)).toBe(twin);
  });

  it.each(['/llms.txt', '/docs/x.md', '/assets/js/main.js', '/sitemap.xml'])('%s is a file: no twin', (path) => {
    expect(twinPath(path)).toBeUndefined();
  });

  it('negotiatedTwin joins the two', () => {
    expect(negotiatedTwin('/docs/', 'text/markdown')).toBe('/docs.md');
    expect(negotiatedTwin('/docs/', BROWSER)).toBeUndefined();
  });
});

describe('varyOnAccept', () => {
  it('adds Accept once', () => {
    const headers = new Headers({Vary: 'Accept-Encoding'});
    varyOnAccept(headers);
    varyOnAccept(headers);
    expect(headers.get('Vary')).toBe('Accept-Encoding, Accept');
  });
});

describe('answerWithMarkdown', () => {
  const files: Record<string, string> = {
    '/docs/deployment/deploy-docker.md': '# Deploy with Docker\n',
    '/404.md': '# Page not found\n',
  };
  const asset = async (path: string) =>
    path in files
      ? new Response(files[path], {headers: {'Content-Type': 'application/octet-stream'}})
      : new Response('no', {status: 404});
  const answer = (path: string, accept?: string) =>
    answerWithMarkdown(
      new Request(`https://cairn.dev${path}`, {headers: accept ? {Accept: accept} : {}}),
      asset,
      async () =>
        path in files
          ? asset(path)
          : path.endsWith('.md')
            ? new Response('html 404', {status: 404})
            : new Response('<html>', {headers: {'Content-Type': 'text/html'}}),
    );

  it('answers a page with its twin when Markdown is preferred', async () => {
    const response = await answer('/docs/deployment/deploy-docker', 'text/markdown');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(MARKDOWN_CONTENT_TYPE);
    expect(response.headers.get('Vary')).toBe('Accept');
    expect(await response.text()).toBe('# Deploy with Docker\n');
  });

  it('answers HTML otherwise, with Vary: Accept', async () => {
    const response = await answer('/docs/deployment/deploy-docker/', BROWSER);
    expect(response.headers.get('Content-Type')).toBe('text/html');
    expect(response.headers.get('Vary')).toBe('Accept');
  });

  it('answers HTML when the page has no twin, even for Markdown', async () => {
    const response = await answer('/pricing', 'text/markdown');
    expect(response.headers.get('Content-Type')).toBe('text/html');
  });

  it('answers a missing .md address with /404.md, status 404, as Markdown', async () => {
    const response = await answer('/docs/deployment/deploy-dokcer.md');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe(MARKDOWN_CONTENT_TYPE);
    expect(await response.text()).toBe('# Page not found\n');
  });
});
