import type {Page} from '@playwright/test';
import {E2E_INTEGRATIONS_PORT} from '../../playwright.config';
import {expect, hydrated, settled, test} from './fixtures';

/**
 * Pages under the headers of the build's `_headers` file (scripts/deploy-files.mts), which the preview server applies
 * as a static host does: the Content-Security-Policy is enforced, and pages work under it, with and without the
 * integrations configured. The headers themselves are checked without a browser (tests/build/served.test.ts).
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
