import type {Page, Response} from '@playwright/test';
import {expect, hydrated, sitemapRoutes, test} from './fixtures';
import {docsPath, PREVIOUS} from '../site';

/**
 * The route data of packages/docusaurus-internals (lazy-route-data): the first load carries a skeleton of the route tree, and each
 * section's pages arrive in buckets when a path needs them (issue #19).
 */

/** Marks the document, so that a test can tell a client-side navigation (the mark stays) from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as {cairnMark: string}).cairnMark = 'same document'));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {cairnMark?: string}).cairnMark === 'same document');

/** Collects the site's JavaScript responses from now on. */
function scriptsFrom(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(new URL(response.url()).pathname)) responses.push(response);
  });
  return responses;
}

const bodies = (responses: Response[]) => Promise.all(responses.map((response) => response.text()));

test('the first load names the pages of no section: main.js and the runtime hold the skeleton, not every route', async ({
  page,
}) => {
  const scripts = scriptsFrom(page);
  await page.goto('/pricing');
  await hydrated(page);
  const code = (await bodies(scripts)).join('\n');
  // Pages of each section (a docs version, the handbook, the blog) are not in the first load of another page: no
  // route, no chunk names, no docs entry names them...
  for (const path of [
    '/docs/deployment/deploy-docker',
    docsPath(PREVIOUS, '/deployment/deploy-docker'),
    '/docs/next/api/events',
    '/handbook/engineering/code-review',
    '/blog/array-1-15-0',
  ]) {
    for (const form of [`path:"${path}"`, `"${path}-`, `"path":"${path}"`]) expect(code, form).not.toContain(form);
  }
  // ...while the section parents are.
  expect(code).toContain(`"${docsPath(PREVIOUS)}"`);
  expect(code).toContain('"/blog"');
  expect(code).toContain('"/handbook"');
  // The runtime's chunk table lists the chunks the skeleton leads to, not one per page.
  const runtime = scripts.find((response) => /runtime~main/.test(response.url()))!;
  const chunkIds = new Set(
    ((await runtime.text()).match(/\b\w+:"[0-9a-f]{8}"/g) ?? []).map((entry) => entry.split(':')[0]),
  );
  expect(chunkIds.size).toBeGreaterThan(0);
  expect(chunkIds.size).toBeLessThan(sitemapRoutes().length / 3);
});

/** A data-saving connection, on which Docusaurus prefetches nothing: the navbar's Blog link then loads no bucket. */
const saveData = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({effectiveType: '4g', saveData: true})}),
  );

test('a client-side navigation into a section whose pages were not loaded loads their bucket, then the page', async ({
  page,
  consoleErrors,
}) => {
  // Without prefetching, nothing but the navigation itself can load the blog's bucket.
  await saveData(page);
  const scripts = scriptsFrom(page);
  await page.goto('/pricing');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const blogBuckets = async () => (await bodies(scripts)).filter((text) => text.includes('path:"/blog/')).length;
  expect(await blogBuckets()).toBe(0);
  await markDocument(page);
  await page.locator('footer a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  // The address changes at once; the pricing page stays on screen until the blog's route data and chunks are in.
  await expect(page.locator('article a[href^="/blog/"]').first()).toBeVisible();
  // A bucket of the blog's routes arrived after the click, and the page is the same document.
  await expect.poll(blogBuckets).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);

  // Into a blog post, then back twice and forward: each page as it was, without a page load.
  const post = page.locator('article a[href^="/blog/"]').first();
  const href = await post.getAttribute('href');
  await post.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Pricing'})).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await sameDocument(page)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('pages of every bucket of a docs version open client-side from its sidebar, and from another version', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/docs/next/api/events');
  await hydrated(page);
  await markDocument(page);
  // The latest version's pages are in buckets the Next page never needed.
  await page.locator('.theme-doc-version-banner a').click();
  await expect(page).toHaveURL(/\/docs\/api\/events$/);
  await expect(page.locator('article h1')).toBeVisible();
  const targets = await page
    .locator(
      `.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]:not([href^="/docs/next"]):not([href^="${docsPath(PREVIOUS)}"])`,
    )
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(targets.length).toBeGreaterThan(20);
  // Pages far apart in the sidebar, so in different buckets (about 16 pages each).
  for (const target of [targets[2]!, targets[Math.floor(targets.length / 2)]!, targets[targets.length - 1]!]) {
    await page.evaluate((path) => {
      Array.from(document.querySelectorAll<HTMLAnchorElement>('.theme-doc-sidebar-menu a'))
        .find((a) => a.getAttribute('href') === path)
        ?.click();
    }, target);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.]/g, '\\.')}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator(`.theme-doc-sidebar-menu a.menu__link--active[href="${target}"]`)).toHaveCount(1);
  }
  expect(await sameDocument(page)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('when a bucket cannot load, the navigation falls back to loading the page', async ({page}) => {
  await page.goto('/pricing');
  await hydrated(page);
  await markDocument(page);
  // From now on every script fails, as after a deploy that removed the old files.
  await page.route('**/assets/js/**', (route) => route.abort());
  // Docusaurus reloads the page when a navigation's preload fails. The address changes before the reload starts,
  // so the test waits for the new document's load event, not for the address.
  const reloaded = page.waitForEvent('load');
  await page.locator('footer a[href="/blog"]').first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/blog$/);
  // The blog's server-rendered HTML shows, in a new document.
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});

test('an address no page of a section has shows the page-not-found page, in the browser too', async ({page}) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  // Once: the page hydrates as the server rendered it, the not-found route preloaded with the section's bucket.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.locator('.theme-layout-navbar')).toHaveCount(1);
});
