import {expect, hydrated, settled, test} from './fixtures';

/**
 * Work kept off the main thread while a page loads (issue #7): what the page no longer does before it is
 * interactive, and that what moved later still happens.
 */

const PAGES = [
  '/docs/deployment/deploy-docker',
  '/docs/next/deployment/deploy-docker',
  '/handbook/engineering/code-review',
  '/blog/array-1-15-0',
  '/',
];

test.describe('before a page is interactive', () => {
  for (const path of PAGES) {
    test(`${path}: no Intl formatter, plural rule or locale comparison (their first use loads locale data in a long task)`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as {__intlCalls: string[]}).__intlCalls = calls;
        // The server writes data-has-hydrated="false"; React's first effect sets it to "true".
        const during = () => document.documentElement?.getAttribute('data-has-hydrated') !== 'true';
        for (const name of ['DateTimeFormat', 'PluralRules', 'NumberFormat', 'Collator'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const Spy = function (this: unknown, ...args: unknown[]) {
            if (during()) calls.push(`Intl.${name}`);
            return new Original(...args);
          } as unknown as typeof Intl.DateTimeFormat;
          Object.defineProperty(Intl, name, {value: Spy, configurable: true, writable: true});
        }
        // The locale methods of dates and numbers create the same formatters inside the engine, unseen by the spies above.
        for (const [proto, method] of [
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
          [Date.prototype, 'toLocaleString'],
          [Number.prototype, 'toLocaleString'],
        ] as const) {
          const original = (proto as unknown as Record<string, (...args: unknown[]) => string>)[method];
          Object.defineProperty(proto, method, {
            configurable: true,
            writable: true,
            value(this: unknown, ...args: unknown[]) {
              if (during()) calls.push(`${proto === Date.prototype ? 'Date' : 'Number'}.${method}`);
              return original.apply(this, args);
            },
          });
        }
        const compare = String.prototype.localeCompare;
        String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
          if (during()) calls.push('localeCompare');
          return compare.apply(this, args);
        };
      });
      await page.goto(path);
      await hydrated(page);
      // The dates the server wrote are still there, unchanged by the browser's formatting.
      if (path.startsWith('/docs') || path.startsWith('/handbook')) {
        await expect(page.locator('.theme-last-updated time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      }
      if (path === '/') {
        await expect(page.locator('main time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      }
      if (path.startsWith('/blog/')) {
        await expect(page.locator('.cairn-blog-post-band time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      }
      expect(await page.evaluate(() => (window as unknown as {__intlCalls: string[]}).__intlCalls)).toEqual([]);
    });
  }

  test('link prefetching waits for the browser to be idle, then still happens', async ({page}) => {
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
              const w = window as unknown as {__prefetches: {hydrated: boolean}[]};
              (w.__prefetches ??= []).push({
                hydrated: document.documentElement.getAttribute('data-has-hydrated') === 'true',
              });
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {__prefetches?: unknown[]}).__prefetches?.length ?? 0))
      .toBeGreaterThan(3);
    const prefetches = await page.evaluate(
      () => (window as unknown as {__prefetches: {hydrated: boolean}[]}).__prefetches,
    );
    expect(prefetches.filter((prefetch) => !prefetch.hydrated)).toEqual([]);
  });
});

test.describe('client-side navigation', () => {
  test('a slow page shows the progress bar at the top until it is there', async ({page, consoleErrors}) => {
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    // From now on every script waits until the test lets it through, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Snippet installation'})
      .click();
    const bar = page.getByRole('progressbar', {name: 'Loading page'});
    await expect(bar).toBeAttached();
    const box = await bar.locator('.bar').boundingBox();
    expect(box?.y).toBe(0);
    release();
    await expect(page).toHaveURL(/\/docs\/deployment\/snippet-installation$/);
    await expect(page.locator('h1')).toHaveText(/snippet/i);
    await expect(bar).not.toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test('a fast page shows no progress bar', async ({page}) => {
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as {__bar: boolean}).__bar = true;
      }).observe(document.body, {childList: true});
    });
    const overview = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Overview'}).first();
    // Fast: the page's code is already here (pointing at a link preloads it), so the bar never has to show, however
    // slow the machine.
    await overview.hover();
    await page.waitForLoadState('networkidle');
    await overview.click();
    await expect(page).toHaveURL(/\/docs\/?$/);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as {__bar?: boolean}).__bar ?? false)).toBe(false);
  });
});
