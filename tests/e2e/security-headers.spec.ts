import type {Page} from '@playwright/test';
import {E2E_INTEGRATIONS_PORT} from '../../playwright.config';
import {TRY_IT_FRAME_CSP, TRY_IT_FRAME_PATH, TRY_IT_FRAME_SCRIPT} from '../../src/lib/tryItFrame';
import {expect, hydrated, settled, test} from './fixtures';

/**
 * The headers of the build's `_headers` file (scripts/deploy-files.mts), which the preview server applies as a
 * static host does: a Content-Security-Policy that allows only the hashed inline scripts, and the other security
 * headers. Pages must work under them, with and without the integrations configured.
 */

/** Records every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__violations: string[]};
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as {__violations: string[]}).__violations);

/** One directive of a policy, as served. */
const directive = (csp: string | undefined, name: string) =>
  (csp ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

test.describe('security headers (build without integrations)', () => {
  test('every page response carries them; hashed assets are cached for a year', async ({request, page}) => {
    for (const path of ['/', '/docs/deployment/deploy-docker', '/blog/array-1-15-0', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/js/'))
        scripts.push(response.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set(['public, max-age=31536000, immutable']));
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('the policy is enforced: an injected inline script does not run, no script may connect to another host, and both are reported', async ({
    page,
  }) => {
    await recordViolations(page);
    await page.goto('/pricing');
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    // Another server on this computer: the site's pages may not reach it (only the "Try it" request frame may).
    const elsewhere = `http://localhost:${E2E_INTEGRATIONS_PORT}/`;
    const fetched = await page.evaluate(
      (url) =>
        fetch(url, {mode: 'no-cors'}).then(
          () => 'sent',
          (error: unknown) => `refused: ${String(error)}`,
        ),
      elsewhere,
    );
    expect(fetched).toMatch(/^refused: TypeError/);
    expect(await violations(page)).toEqual([
      expect.stringMatching(/^script-src-elem blocked inline/),
      expect.stringMatching(new RegExp(`^connect-src blocked ${elsewhere}`)),
    ]);
  });

  test('the "Try it" request frame is served with its own policy; every other page connects only to the site and the form provider', async ({
    request,
  }) => {
    for (const path of ['/', '/docs/api/events', '/no-such-page']) {
      const csp = (await request.get(path)).headers()['content-security-policy'];
      expect(directive(csp, 'connect-src'), path).toBe(
        "connect-src 'self' https://api.github.com https://formspree.io",
      );
      expect(directive(csp, 'form-action'), path).toBe(
        "form-action 'self' https://cairn.us21.list-manage.com https://formspree.io",
      );
      expect(directive(csp, 'frame-src'), path).toBe("frame-src 'self'");
      expect(directive(csp, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
    }
    const frame = await request.get(TRY_IT_FRAME_PATH);
    expect(frame.status()).toBe(200);
    expect(frame.headers()['content-security-policy']).toBe(TRY_IT_FRAME_CSP);
    expect(directive(frame.headers()['content-security-policy'], 'connect-src')).toBe(
      'connect-src https: http://localhost:* http://127.0.0.1:*',
    );
    expect(frame.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(frame.headers()['strict-transport-security']).toContain('max-age=');
    const html = await frame.text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual([
      `<script src="${TRY_IT_FRAME_SCRIPT}">`,
    ]);
    const script = await request.get(TRY_IT_FRAME_SCRIPT);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
  });

  // Every page of the sitemap loads with its console checked in routes.spec.ts, where a violation is an error. Here,
  // what that test does not reach: code that loads on interaction (a code block's highlighter) and the 404 page.
  const PAGES = ['/docs/deployment/deploy-docker', '/no-such-page'];
  for (const path of PAGES) {
    test(`${path} runs under the policy without a violation`, async ({page, consoleErrors}) => {
      await recordViolations(page);
      await page.goto(path);
      await hydrated(page);
      // Code that loads later: a code block's highlighter, the 404 suggestions.
      const block = page.locator('pre:visible').first();
      if ((await block.count()) > 0) await block.hover();
      await settled(page);
      expect(await violations(page)).toEqual([]);
      // An unknown address is answered with the 404 page and status, which Chromium logs.
      expect(consoleErrors.filter((error) => !(path === '/no-such-page' && error.includes('status of 404')))).toEqual(
        [],
      );
    });
  }

  test('the offline search (WebAssembly) works under the policy', async ({page}) => {
    await recordViolations(page);
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    await page.getByRole('button', {name: 'Search our Docs'}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('docker compose');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a redirect page redirects under the policy, keeping the query and anchor', async ({page}) => {
    await recordViolations(page);
    await page.goto('/docs/latest/deployment/deploy-docker?from=old#upgrade');
    await expect(page).toHaveURL(/\/docs\/deployment\/deploy-docker\?from=old#upgrade$/);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('security headers (build with Algolia and analytics configured)', () => {
  test.use({baseURL: `http://127.0.0.1:${E2E_INTEGRATIONS_PORT}`});

  test('DocSearch and the analytics client run under the policy without a violation', async ({page, request}) => {
    // Their hosts and the form provider's, and no other.
    const csp = (await request.get('/')).headers()['content-security-policy'];
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.github.com https://formspree.io https://app.cairn.dev https://*.algolia.net https://*.algolianet.com",
    );
    expect(directive(csp, 'form-action')).toBe(
      "form-action 'self' https://cairn.us21.list-manage.com https://formspree.io",
    );
    const analytics: string[] = [];
    // Stand-ins for the analytics host and Algolia, which the offline browser cannot reach.
    await page.route('https://app.cairn.dev/**', (route) => {
      analytics.push(new URL(route.request().url()).pathname);
      return route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
    });
    await page.route(/algolia(net)?\.(net|io)/, (route) =>
      route.fulfill({
        json: {results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '', params: ''}]},
      }),
    );
    await recordViolations(page);
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    await expect
      .poll(() => analytics.length, {message: 'the analytics client sends its first request', timeout: 10_000})
      .toBeGreaterThan(0);
    await page.getByRole('button', {name: 'Search our Docs'}).click();
    await page.locator('.DocSearch-Input').fill('docker');
    await settled(page);
    // DocSearch 4 bundles zod, which probes once whether it may compile code (`new Function("")` in a try/catch).
    // The policy refuses, zod takes its interpreted path, and Chromium reports the refusal: the one report allowed,
    // and only from DocSearch's own code.
    const reports = await violations(page);
    const unexpected: string[] = [];
    for (const report of reports) {
      const source = /^script-src blocked eval \((.+):\d+\)$/.exec(report)?.[1];
      const fromDocSearch = source
        ? (await (await page.request.get(source)).text()).includes('DocSearch-Modal')
        : false;
      if (!fromDocSearch) unexpected.push(report);
    }
    expect(unexpected).toEqual([]);
  });
});
