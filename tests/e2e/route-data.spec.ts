import type {Page, Response} from '@playwright/test';
import {expect, hydrated, sitemapRoutes, test} from './fixtures';
import {docsPath, PREVIOUS} from '../site';

/**
 * The route data of packages/docusaurus-internals (lazy-route-data) on the site: the first load carries a skeleton of
 * the route tree, every bucket of the site's sections loads, and a bucket that cannot load falls back to a page load.
 * How a navigation loads its bucket and how an unknown address of a section shows the page-not-found page are the
 * package's to prove, on its fixture site (packages/docusaurus-internals/browser/route-data.spec.ts).
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
