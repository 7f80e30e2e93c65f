import {describe, expect, it} from 'vitest';
import {readDeployConfig} from '../config/site';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  pathMatches,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  REDIRECT_SCRIPT,
  scriptHash,
  siteRedirects,
  withSharedRedirectScript,
} from './securityHeaders';
import {TRY_IT_FRAME_CSP, TRY_IT_FRAME_PATH} from './tryItFrame';

const plain = readDeployConfig({});
const integrations = readDeployConfig({
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_API_KEY: 'key',
  POSTHOG_API_KEY: 'phc_x',
  POSTHOG_HOST: 'https://eu.example.com/',
});
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('inline scripts', () => {
  it('finds executable inline scripts, not external or data scripts', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">b()</script><SCRIPT type="text/javascript">\nc()\n</SCRIPT>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', '\nc()\n']);
  });

  it('hashes a script as browsers do: SHA-256 of its exact text, base64', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('Content-Security-Policy', () => {
  it('allows no inline script but the hashed ones, and no eval', () => {
    const csp = contentSecurityPolicy(plain, ["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // The one frame: the "Try it" request frame, a page of the site.
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('names the third parties of the configured integrations only', () => {
    const off = contentSecurityPolicy(plain, []);
    expect(directive(off, 'connect-src')).toBe("connect-src 'self' https://api.github.com https://formspree.io");
    expect(directive(off, 'form-action')).toBe(
      "form-action 'self' https://cairn.us21.list-manage.com https://formspree.io",
    );
    const on = contentSecurityPolicy(integrations, []);
    expect(directive(on, 'connect-src')).toBe(
      "connect-src 'self' https://api.github.com https://formspree.io https://eu.example.com https://*.algolia.net https://*.algolianet.com",
    );
    expect(directive(on, 'script-src')).toContain('https://eu.example.com');
  });

  it('allows the origin of each form endpoint, once, for posting and for fetch', () => {
    const csp = contentSecurityPolicy(
      readDeployConfig({
        CAREERS_FORM_ACTION_URL: 'https://jobs.example.com/f/1?x=1',
        SERVICES_FORM_ACTION_URL: 'https://forms.example.org/services',
      }),
      [],
    );
    expect(directive(csp, 'form-action')).toBe(
      "form-action 'self' https://cairn.us21.list-manage.com https://jobs.example.com https://forms.example.org",
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.github.com https://jobs.example.com https://forms.example.org",
    );
  });

  it("lets no page of the site connect to any HTTPS host or the reader's computer", () => {
    for (const csp of [contentSecurityPolicy(plain, []), contentSecurityPolicy(integrations, [])]) {
      const connect = directive(csp, 'connect-src');
      expect(connect).not.toMatch(/ https:( |$)| http:( |$)| \*( |$)/);
      expect(connect).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });
});

describe('_headers', () => {
  const rules = headerRules("default-src 'self'");

  it('round-trips through the file format', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('gives every path the security headers, and only /assets/ the year-long cache', () => {
    const page = headersFor(rules, '/docs/deployment');
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assets/js/main.1234.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets-elsewhere')['Cache-Control']).toBeUndefined();
  });

  it("sets no header twice for one path (hosts join repeated headers into one value), but the frame's", () => {
    const paths = ['/docs/deployment', '/assets/js/main.1234.js', TRY_IT_FRAME_PATH, ...rules.map((rule) => rule.path)];
    const repeated = paths.flatMap((requestPath) => {
      const names = rules
        .filter((rule) => pathMatches(rule.path, requestPath))
        .flatMap((rule) => Object.keys(rule.headers));
      return names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${requestPath} ${name}`);
    });
    expect([...new Set(repeated)]).toEqual([
      `${TRY_IT_FRAME_PATH} Content-Security-Policy`,
      `${TRY_IT_FRAME_PATH} X-Frame-Options`,
      '/try-it/* Content-Security-Policy',
      '/try-it/* X-Frame-Options',
    ]);
  });

  it('gives the "Try it" request frame its own policy, strict but for connections, and lets the site frame it', () => {
    const frame = headersFor(rules, TRY_IT_FRAME_PATH);
    expect(frame['Content-Security-Policy']).toBe(TRY_IT_FRAME_CSP);
    expect(directive(TRY_IT_FRAME_CSP, 'connect-src')).toBe('connect-src https: http://localhost:* http://127.0.0.1:*');
    expect(directive(TRY_IT_FRAME_CSP, 'script-src')).toBe("script-src 'self'");
    expect(directive(TRY_IT_FRAME_CSP, 'default-src')).toBe("default-src 'none'");
    expect(directive(TRY_IT_FRAME_CSP, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(frame['X-Frame-Options']).toBe('SAMEORIGIN');
    // The other security headers as on every page.
    expect(frame['Strict-Transport-Security']).toBe(headersFor(rules, '/')['Strict-Transport-Security']);
    expect(frame['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(rules, '/docs/api/events')['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headersFor(rules, '/docs/api/events')['X-Frame-Options']).toBe('DENY');
  });

  it('serves security.txt as UTF-8 plain text and the changelog feed as Atom', () => {
    expect(headersFor(rules, '/.well-known/security.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/changelog/atom.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    expect(headersFor(rules, '/changelog')['Content-Type']).toBeUndefined();
  });

  it('rejects a header line outside a path', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/outside a path/);
  });
});

describe('redirects', () => {
  it('lists the docs aliases and the chat as host rules', () => {
    const text = formatRedirectsFile(
      siteRedirects({
        docsPath: '/docs',
        aliases: ['latest', '1.15'],
        chatPath: '/slack',
        chatUrl: 'https://chat.example.com/x',
      }),
    );
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/docs/latest /docs/ 301',
      '/docs/latest/* /docs/:splat 301',
      '/docs/1.15 /docs/ 301',
      '/docs/1.15/* /docs/:splat 301',
      '/slack https://chat.example.com/x 302',
    ]);
  });

  it("gives a client redirect page the shared script, which reads the page's canonical link", () => {
    const page = `
<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/docs/data-model">
    <link rel="canonical" href="/docs/data-model" />
  </head>
  <script>
    window.location.href = '/docs/data-model' + window.location.search + window.location.hash;
  </script>
</html>`;
    const shared = withSharedRedirectScript(page)!;
    expect(inlineScripts(shared)).toEqual([REDIRECT_SCRIPT]);
    expect(shared).toContain('content="0; url=/docs/data-model"');
    expect(withSharedRedirectScript('<html><script>x()</script></html>')).toBeUndefined();
  });
});
