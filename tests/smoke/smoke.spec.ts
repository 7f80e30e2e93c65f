import type {Page} from '@playwright/test';
import {expect, expectFailedRequests, hydrated, test, withoutExpected} from '@cairn/test-kit/browser';
import {docsPath, latestReleasePost, PREVIOUS} from '../site';

const post = latestReleasePost();

/**
 * The smoke set: one page of each kind the site builds and the interactions every visitor uses, each failing on any
 * console error. Small and quick on purpose (see ./playwright.config.ts): it tells whether a build works at all, for
 * a Docusaurus or Node upgrade tried in `scripts/check-next-docusaurus.mts`; tests/e2e/ tests the details.
 */

/** Marks the document, so that a test can tell a client-side navigation (the mark stays) from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as {cairnSmoke: string}).cairnSmoke = 'same document'));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {cairnSmoke?: string}).cairnSmoke === 'same document');

async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

test('the home page', async ({page, consoleErrors}) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Open-source product analytics you can host yourself');
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a docs page of the latest version', async ({page, consoleErrors}) => {
  await openPage(page, '/docs/deployment/deploy-docker');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Deploy with Docker');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await expect(page.locator('article pre').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a docs page of an older version, with its banner', async ({page, consoleErrors}) => {
  await openPage(page, docsPath(PREVIOUS, '/configuring-cairn/running-behind-proxy'));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Running behind a proxy');
  await expect(page.locator('.theme-doc-version-banner')).toContainText(
    `This is documentation for Cairn ${PREVIOUS}, an older release.`,
  );
  expect(consoleErrors).toEqual([]);
});

test('a blog post', async ({page, consoleErrors}) => {
  await openPage(page, post.route);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
  await expect(page.locator('main form[aria-label="Newsletter signup"]')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('an API reference page: an operation with its samples', async ({page, consoleErrors}) => {
  await openPage(page, '/docs/api/events');
  await expect(page.locator('h2#list-events')).toHaveText(/List events/);
  const samples = page.locator('[data-api-samples="listEvents"]');
  await expect(samples.getByRole('tab')).toHaveText(['cURL', 'JavaScript', 'Node', 'Python', 'Ruby', 'PHP', 'Go']);
  await samples.getByRole('tab', {name: 'Python'}).click();
  await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('search opens and finds a docs page, and a result opens it', async ({page, consoleErrors}) => {
  await openPage(page, '/');
  await page
    .getByRole('button', {name: /^Search/})
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill('docker compose');
  const result = dialog.locator('ul a[href^="/docs/deployment/deploy-docker"]').first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/docs\/deployment\/deploy-docker/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Deploy with Docker');
  expect(consoleErrors).toEqual([]);
});

test('client-side navigation between sections: blog, docs, handbook, and back', async ({page, consoleErrors}) => {
  await openPage(page, post.route);
  await markDocument(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Cairn documentation');
  await page.locator('footer a[href="/handbook"]').click();
  await expect(page).toHaveURL(/\/handbook$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Cairn handbook');
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Cairn documentation');
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
  expect(await sameDocument(page)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a missing page answers 404 with the site's page and suggestions", async ({page, consoleErrors, baseURL}) => {
  const path = '/docs/deploy-dokcer';
  // Chromium's own line for the 404 answer of the address itself is expected; nothing else is.
  const requestFailures = expectFailedRequests(page, (url) => url === `${baseURL}${path}`);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Page not found');
  const suggestions = page.getByRole('region', {name: 'Pages that may be what you were looking for'});
  await expect(suggestions.locator('a[href^="/docs/deployment/deploy-docker"]').first()).toBeVisible();
  expect(withoutExpected(consoleErrors, requestFailures)).toEqual([]);
});
