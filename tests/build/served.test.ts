import {describe, expect, it} from 'vitest';
import {TRY_IT_FRAME_CSP, TRY_IT_FRAME_PATH, TRY_IT_FRAME_SCRIPT} from '../../src/lib/tryItFrame';
import {parseBuiltHtml} from '../../src/lib/builtHtml';
import {builtHtml} from '../site';
import {servedBuild} from './preview';

/**
 * What a static host answers for the build, with the headers of its `_headers` file (scripts/deploy-files.mts) as the
 * preview server applies them: the security headers of every page, the year-long cache of hashed assets, the "Try it"
 * request frame's own policy, and the content types of the files tools read. That pages work under the policy is the
 * browser's to show (tests/e2e/security-headers.spec.ts).
 */
const origin = servedBuild();
const get = (path: string) => fetch(`${origin()}${path}`);

/** One directive of a policy, as served. */
const directive = (csp: string | null, name: string) =>
  (csp ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers (build without integrations)', () => {
  it.each(['/', '/docs/deployment/deploy-docker', '/blog', '/no-such-page'])(
    '%s carries the security headers and revalidates',
    async (path) => {
      const headers = (await get(path)).headers;
      expect(headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    },
  );

  it('the scripts a page references are cached for a year; the host files are not served', async () => {
    const scripts = [...new Set(builtHtml('/').match(/\/assets\/js\/[^"'\s>]+\.js/g))];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect((await get(script)).headers.get('cache-control'), script).toBe('public, max-age=31536000, immutable');
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
  });

  it.each(['/', '/docs/api/events', '/no-such-page'])(
    '%s connects only to the site, GitHub and the form provider, and frames only the site',
    async (path) => {
      const csp = (await get(path)).headers.get('content-security-policy');
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.github.com https://formspree.io");
      expect(directive(csp, 'form-action')).toBe("form-action 'self' https://cairn.us21.list-manage.com https://formspree.io");
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    },
  );

  it('the "Try it" request frame is served with its own policy and its one script', async () => {
    const frame = await get(TRY_IT_FRAME_PATH);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toBe(TRY_IT_FRAME_CSP);
    expect(directive(frame.headers.get('content-security-policy'), 'connect-src')).toBe(
      'connect-src https: http://localhost:* http://127.0.0.1:*',
    );
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(frame.headers.get('strict-transport-security')).toContain('max-age=');
    const html = await frame.text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual([`<script src="${TRY_IT_FRAME_SCRIPT}">`]);
    const script = await get(TRY_IT_FRAME_SCRIPT);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('files tools read', () => {
  it('security.txt is UTF-8 plain text with its contact', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^Contact: https:\/\/\S+\/security\/advisories\/new$/m);
  });

  it('the changelog feed is served as Atom and announced by the changelog page', async () => {
    const response = await get('/changelog/atom.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseBuiltHtml(builtHtml('/changelog')).querySelector(
      'head link[rel="alternate"][type="application/atom+xml"][title="Cairn changelog"]',
    );
    expect(feed?.getAttribute('href')).toBe('/changelog/atom.xml');
  });
});
