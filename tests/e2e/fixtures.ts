import type {Page} from '@playwright/test';
import {test} from '@cairn/test-kit/browser';
import {E2E_PORT} from '../../playwright.config';

/**
 * The site's browser fixtures: the shared helpers of @cairn/test-kit (console, axe-core, hydration, layout shifts,
 * third parties blocked) and what only this site knows: its routes and its page titles.
 */
export * from '@cairn/test-kit/browser';
export {allRoutes, repoRoot, requiredRoutes, sitemapRoutes} from '../site';

/**
 * The page's title without the site suffix, as Docusaurus writes it ("Title | Cairn"). A blog author's page
 * adds its post count ("Ana Sousa - 4 posts"), which the heading does not repeat.
 */
export async function pageTitle(page: Page): Promise<string> {
  return (await page.title()).replace(/ \| Cairn$/, '').replace(/ - (\d+|One) posts?$/, '');
}

/**
 * The test with one warm browser tab a worker (`tab`), for read-only checks that go from page to page: each a full
 * page load, with the HTTP cache warm as a reader's is on their second page (Playwright turns the cache off in a
 * context that routes requests, so third parties are blocked by the browser's host resolution instead).
 */
export const testWithTab = test.extend<object, {tab: Page}>({
  tab: [
    async ({browser}, use) => {
      const context = await browser.newContext({baseURL: `http://127.0.0.1:${E2E_PORT}`});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});
