import type {BrowserContext, Page} from '@playwright/test';
import {E2E_INTEGRATIONS_PORT} from '../../playwright.config';
import {IDENTIFY_DEBOUNCE_MS} from '../../src/lib/newsletter';
import {expect, hydrated, layoutShift, settled, test, trackLayoutShifts} from './fixtures';

/**
 * Analytics consent on the build with analytics configured (`npm run build:integrations`): posthog-js really loads,
 * against a stand-in for the analytics host. Before the visitor allows it, nothing is stored on the device.
 */
test.use({baseURL: `http://127.0.0.1:${E2E_INTEGRATIONS_PORT}`});

const ANALYTICS = 'https://app.cairn.dev';
const CONSENT_KEY = 'cairn-analytics-consent';

/** Answers the analytics host's requests; returns the paths it was asked for. */
async function fakeAnalyticsHost(context: BrowserContext): Promise<string[]> {
  const paths: string[] = [];
  await context.route(`${ANALYTICS}/**`, (route) => {
    const url = new URL(route.request().url());
    paths.push(url.pathname);
    if (url.pathname.endsWith('.js'))
      return route.fulfill({status: 200, contentType: 'application/javascript', body: ''});
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({featureFlags: {}, sessionRecording: false}),
    });
  });
  return paths;
}

/** Everything the page keeps on the device that belongs to analytics. */
async function analyticsStorage(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((cookie) => `cookie ${cookie.name}`);
  const storage = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
    ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
  ]);
  return [...cookies, ...storage].filter((entry) => /ph_|posthog|__ph/i.test(entry));
}

const banner = (page: Page) => page.getByRole('region', {name: 'Analytics choice'});

test('before a choice, analytics counts the page but stores nothing on the device, and the choice shifts nothing', async ({
  page,
  context,
}) => {
  const paths = await fakeAnalyticsHost(context);
  await trackLayoutShifts(page);
  await page.goto('/docs/deployment/deploy-docker');
  await hydrated(page);
  await expect(banner(page)).toBeVisible({timeout: 15_000});
  await expect(banner(page).getByRole('link', {name: 'How we use analytics'})).toHaveAttribute(
    'href',
    '/privacy#analytics-and-your-choice',
  );
  await expect.poll(() => paths.length).toBeGreaterThan(0);
  await settled(page);
  expect(await analyticsStorage(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBeNull();
  expect((await layoutShift(page)).total).toBe(0);
});

test('"Allow", chosen with the keyboard, lets analytics remember the browser, and is remembered', async ({
  page,
  context,
}) => {
  await fakeAnalyticsHost(context);
  await page.goto('/pricing');
  await hydrated(page);
  const allow = banner(page).getByRole('button', {name: 'Allow'});
  await expect(allow).toBeVisible({timeout: 15_000});
  await allow.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('granted');
  await expect.poll(() => analyticsStorage(page)).toContain('cookie ph_phc_cairn_integrations_test_posthog');
  await page.reload();
  await hydrated(page);
  // The client has loaded and decided whether to ask.
  await page.waitForFunction(() => (window as unknown as {posthog?: unknown}).posthog !== undefined);
  await expect(banner(page)).toHaveCount(0);

  // Everything now on the device, as the privacy policy must name it: the project key and the site's storage
  // namespace (Docusaurus adds a short suffix such as "-a14") written generically.
  await page
    .getByRole('button', {name: /dark mode|light mode|system mode/i})
    .first()
    .click();
  const names = [
    ...(await page.context().cookies()).map((cookie) => cookie.name),
    ...(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])),
  ].map((name) => name.replace('phc_cairn_integrations_test', '<project key>').replace(/-[a-z0-9]{3}$/, ''));
  expect(names).toContain('ph_<project key>_posthog');
  await page.goto('/privacy');
  const policy = await page.locator('main').innerText();
  expect([...new Set(names)].filter((name) => !policy.includes(name))).toEqual([]);
});

test('"No thanks" keeps analytics in memory, and is remembered', async ({page, context}) => {
  await fakeAnalyticsHost(context);
  await page.goto('/');
  await hydrated(page);
  await banner(page).getByRole('button', {name: 'No thanks'}).click({timeout: 15_000});
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('denied');
  await page.goto('/docs/deployment/deploy-docker');
  await hydrated(page);
  await page.waitForFunction(() => (window as unknown as {posthog?: unknown}).posthog !== undefined);
  await expect(banner(page)).toHaveCount(0);
  expect(await analyticsStorage(page)).toEqual([]);
});

test('Global Privacy Control means no analytics and no question', async ({page, context}) => {
  const paths = await fakeAnalyticsHost(context);
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', {value: true}));
  await page.goto('/docs/deployment/deploy-docker');
  await hydrated(page);
  await settled(page);
  await expect(banner(page)).toHaveCount(0);
  expect(paths).toEqual([]);
  expect(await analyticsStorage(page)).toEqual([]);
});

test('the newsletter field identifies a typed address only once analytics is allowed', async ({page, context}) => {
  await fakeAnalyticsHost(context);
  // The page's timers run on a clock the test moves: the pause after typing is over when the test says so.
  await page.clock.install();
  await page.goto('/newsletter');
  await hydrated(page);
  await expect(banner(page)).toBeVisible({timeout: 15_000});
  await page.waitForFunction(() => 'posthog' in window);
  await page.clock.pauseAt(Date.now() + 1000);
  // Record identify calls on the real client.
  await page.evaluate(() => {
    const w = window as unknown as {posthog: {identify: (...args: unknown[]) => unknown}; __identified: unknown[][]};
    w.__identified = [];
    const original = w.posthog.identify.bind(w.posthog);
    w.posthog.identify = (...args: unknown[]) => {
      w.__identified.push(args);
      return original(...args);
    };
  });
  const identified = () => page.evaluate(() => (window as unknown as {__identified: unknown[][]}).__identified);
  const email = page.locator('main form[aria-label="Newsletter signup"] input[type="email"]');
  await email.fill('before@example.com');
  await page.clock.runFor(IDENTIFY_DEBOUNCE_MS + 100);
  expect(await identified()).toEqual([]);
  await banner(page).getByRole('button', {name: 'Allow'}).click();
  await email.fill('after@example.com');
  await page.clock.runFor(IDENTIFY_DEBOUNCE_MS + 100);
  expect(await identified()).toEqual([['after@example.com', {newsletter_subscriber: true}]]);
});
