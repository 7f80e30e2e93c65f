import type {Page} from '@playwright/test';
import {expect, hydrated, settled, test} from './fixtures';

/**
 * Installs a counting `window.posthog` before any page script runs: every read is logged with its time,
 * and a test can later assign a fake client to it, as if analytics had loaded late.
 */
async function watchAnalyticsClient(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {__reads: number[]; __client?: unknown};
    w.__reads = [];
    Object.defineProperty(window, 'posthog', {
      configurable: true,
      get() {
        w.__reads.push(performance.now());
        return w.__client;
      },
      set(value) {
        w.__client = value;
      },
    });
  });
}

/** A fake analytics client with flags that a test can flip, recording identify calls. */
async function injectFakeClient(page: Page, flags: Record<string, unknown>) {
  await page.evaluate((initial) => {
    const listeners = new Set<() => void>();
    const state = {flags: {...initial} as Record<string, unknown>, identified: [] as unknown[][]};
    (window as unknown as {__fake: unknown}).__fake = state;
    (window as unknown as {posthog: unknown}).posthog = {
      getFeatureFlag: (key: string) => state.flags[key],
      onFeatureFlags: (callback: () => void) => {
        listeners.add(callback);
        return () => listeners.delete(callback);
      },
      identify: (...args: unknown[]) => state.identified.push(args),
      __set: (key: string, value: unknown) => {
        state.flags[key] = value;
        listeners.forEach((listener) => listener());
      },
    };
  }, flags);
}

test.describe('analytics', () => {
  test('without an analytics key the site loads no analytics code and sends no analytics request', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    for (const route of ['/', '/docs/deployment/deploy-docker', '/blog/array-1-15-0']) {
      await page.goto(route);
      await settled(page);
    }
    expect(requests.filter((url) => /posthog|app\.cairn\.dev|\/e\/|\/decide\//.test(url))).toEqual([]);
  });
});

test.describe('feature flags', () => {
  test('polling every 300ms stops once a late client appears, and the Tutorials group follows the flag', async ({
    page,
  }) => {
    await watchAnalyticsClient(page);
    // The page's timers run on a clock the test moves, so the count of polls does not depend on the machine's load.
    await page.clock.install();
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 1000);
    const tutorials = page.locator('.sidebar-group-tutorials');
    await expect(tutorials).toHaveCount(1);
    await expect(tutorials).toBeHidden();

    const reads = () => page.evaluate(() => (window as unknown as {__reads: number[]}).__reads.length);
    const start = await reads();
    await page.clock.runFor(3000);
    // One look for the client every 300ms: ten in three seconds.
    expect(await reads()).toBe(start + 10);

    await injectFakeClient(page, {'launch-tutorials-section': true});
    await page.clock.runFor(300);
    await expect(tutorials).toBeVisible();
    const readsAfterReady = await reads();
    await page.clock.runFor(3000);
    expect(await reads()).toBe(readsAfterReady);

    await page.evaluate(() =>
      (window as unknown as {posthog: {__set(k: string, v: unknown): void}}).posthog.__set(
        'launch-tutorials-section',
        false,
      ),
    );
    await expect(tutorials).toBeHidden();
    await page.evaluate(() =>
      (window as unknown as {posthog: {__set(k: string, v: unknown): void}}).posthog.__set(
        'launch-tutorials-section',
        'variant-a',
      ),
    );
    await expect(tutorials).toBeVisible();
  });
});

test.describe('newsletter form', () => {
  const action = 'https://cairn.us21.list-manage.com/subscribe/post?u=5c1f3b7e2a&id=9d4e6a1b0c';
  const honeypot = 'b_5c1f3b7e2a_9d4e6a1b0c';

  test('posts to the mailing list in a new tab, with the email field and an empty, hidden honeypot', async ({page}) => {
    await page.goto('/newsletter');
    const form = page.locator('main form[aria-label="Newsletter signup"]');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', action);
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form).toHaveAttribute('novalidate', '');
    const email = form.getByLabel(/Array release notes/);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('name', 'EMAIL');
    await expect(email).toHaveAttribute('required', '');
    const trap = form.locator(`input[name="${honeypot}"]`);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveValue('');
    await expect(form.locator(`[aria-hidden="true"] input[name="${honeypot}"]`)).toHaveCount(1);
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width < 0).toBe(true);

    let posted: string | null = null;
    await page.context().route(/list-manage\.com/, async (route) => {
      posted = route.request().method() === 'POST' ? route.request().postData() : null;
      await route.fulfill({status: 200, contentType: 'text/html', body: '<p>Thanks</p>'});
    });
    await email.fill('ana@example.com');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      form.getByRole('button', {name: 'Subscribe'}).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URLSearchParams(posted ?? '').get('EMAIL')).toBe('ana@example.com');
    expect(new URLSearchParams(posted ?? '').get(honeypot)).toBe('');
  });

  test('typing identifies the visitor once per complete address, never for a partial one', async ({page}) => {
    // A visitor who allowed analytics storage (src/lib/consent.ts); without it, typing identifies nothing.
    await page.addInitScript(() => localStorage.setItem('cairn-analytics-consent', 'granted'));
    // The page's timers run on a clock the test moves: the wait after typing is the page's, not the machine's.
    await page.clock.install();
    await page.goto('/newsletter');
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await injectFakeClient(page, {});
    const email = page.locator('main input[name="EMAIL"]');
    await email.pressSequentially('ana@exam', {delay: 40});
    await page.clock.runFor(1500);
    const identified = () =>
      page.evaluate(() => (window as unknown as {__fake: {identified: unknown[][]}}).__fake.identified);
    expect(await identified()).toEqual([]);
    await email.pressSequentially('ple.com', {delay: 40});
    await page.clock.runFor(1500);
    await expect.poll(identified).toEqual([['ana@example.com', {newsletter_subscriber: true}]]);
    await email.press('Backspace');
    await email.press('m');
    await page.clock.runFor(1500);
    expect(await identified()).toHaveLength(1);
  });
});

test.describe('GitHub star count', () => {
  const api = 'https://api.github.com/repos/cairn-analytics/cairn';
  // The header's button (with the count); the burger menu's copy is a plain link to the same address.
  const button = (page: Page) =>
    page.locator(
      '.navbar a[href="https://github.com/cairn-analytics/cairn/stargazers"]:has([data-testid="github-stars-count"])',
    );

  test('shows the count from the API, compactly, without moving the header', async ({page, consoleErrors}) => {
    let answer: () => void = () => {};
    const released = new Promise<void>((resolve) => (answer = resolve));
    await page.route(api, async (route) => {
      await released;
      await route.fulfill({json: {stargazers_count: 12345}});
    });
    await page.goto('/');
    const star = button(page);
    await expect(star).toBeVisible();
    const widthBefore = (await star.boundingBox())!.width;
    answer();
    await expect(star.getByTestId('github-stars-count')).toHaveText('12.3k');
    expect((await star.boundingBox())!.width).toBe(widthBefore);
    expect(consoleErrors).toEqual([]);
  });

  test('a rate-limited answer shows the button without a count and logs nothing', async ({page, consoleErrors}) => {
    await page.route(api, (route) => route.fulfill({status: 403, json: {message: 'API rate limit exceeded'}}));
    await page.goto('/');
    await expect(button(page)).toBeVisible();
    await settled(page);
    await expect(button(page).getByTestId('github-stars-count')).toHaveText('');
    expect(consoleErrors).toEqual([]);
  });

  test('a dropped connection shows the button without a count and logs nothing', async ({page, consoleErrors}) => {
    await page.route(api, (route) => route.abort('connectionreset'));
    await page.goto('/');
    await settled(page);
    await expect(button(page).getByTestId('github-stars-count')).toHaveText('');
    expect(consoleErrors).toEqual([]);
  });

  test('the count is cached for an hour', async ({page}) => {
    let calls = 0;
    await page.route(api, (route) => {
      calls += 1;
      return route.fulfill({json: {stargazers_count: 950}});
    });
    await page.goto('/');
    await expect(button(page).getByTestId('github-stars-count')).toHaveText('950');
    await page.goto('/pricing');
    await expect(button(page).getByTestId('github-stars-count')).toHaveText('950');
    expect(calls).toBe(1);
  });
});
