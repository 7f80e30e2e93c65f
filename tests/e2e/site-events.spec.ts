import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {LATEST} from '../site';

/**
 * The events the site sends its analytics (README, "Events the site sends"), recorded by a stand-in analytics
 * client installed before the page's scripts run (the build under test has no analytics key of its own).
 */
async function recordEvents(page: Page): Promise<() => Promise<[string, Record<string, unknown>][]>> {
  await page.addInitScript(() => {
    const w = window as unknown as {__events: unknown[]; posthog: unknown};
    w.__events = [];
    w.posthog = {capture: (event: string, properties: unknown) => w.__events.push([event, properties])};
  });
  return () => page.evaluate(() => (window as unknown as {__events: [string, Record<string, unknown>][]}).__events);
}

async function openSearch(page: Page) {
  await page
    .getByRole('button', {name: /^Search/})
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a settled search sends one event with the query, the result count and the version; a chosen result its rank', async ({
  page,
}) => {
  const events = await recordEvents(page);
  await page.goto('/docs/deployment/deploy-docker');
  await hydrated(page);
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox').pressSequentially('smtp', {delay: 50});
  await expect(dialog.getByRole('link').first()).toBeVisible();
  await expect
    .poll(events)
    .toEqual([['site_search', {query: 'smtp', results: expect.any(Number), version_filter: LATEST}]]);
  const [[, search]] = await events();
  expect(search.results).toBeGreaterThan(0);
  const first = dialog.getByRole('link').first();
  const href = new URL((await first.getAttribute('href'))!, 'http://x').pathname;
  await first.click();
  await expect
    .poll(async () => (await events()).at(-1))
    .toEqual(['site_search_result_clicked', {query: 'smtp', rank: 1, url: href, version_filter: LATEST}]);
});

test('a search without results sends a no-result event; emails and keys never leave the page', async ({page}) => {
  const events = await recordEvents(page);
  await page.goto('/pricing');
  await hydrated(page);
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox').fill('zzqqxxjj ana@example.com cpat_A1b2C3d4E5f6G7h8');
  await expect(dialog.getByText(/No results for/)).toBeVisible();
  await expect.poll(events).toEqual([
    ['site_search', {query: 'zzqqxxjj [email] [key]', results: 0, version_filter: LATEST}],
    ['site_search_no_results', {query: 'zzqqxxjj [email] [key]', version_filter: LATEST}],
  ]);
  expect(JSON.stringify(await events())).not.toMatch(/ana@example|cpat_/);
});

test('the 404 page sends the missing address and the suggestion chosen', async ({page}) => {
  const events = await recordEvents(page);
  await page.goto('/docs/deployment/deploy-dokcer?token=secret');
  await hydrated(page);
  const suggestions = page.getByRole('region', {name: 'Pages that may be what you were looking for'});
  const first = suggestions.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /deploy-docker/);
  await expect
    .poll(events)
    .toEqual([['site_not_found', {path: '/docs/deployment/deploy-dokcer', suggestions: expect.any(Number)}]]);
  const href = await first.getAttribute('href');
  await first.click();
  await expect
    .poll(async () => (await events()).at(-1))
    .toEqual(['site_not_found_suggestion_clicked', {path: '/docs/deployment/deploy-dokcer', url: href, rank: 1}]);
});
