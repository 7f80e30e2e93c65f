import type {Page} from '@playwright/test';
import {E2E_PORT} from '../../playwright.config';
import {sameArticleAsLatest} from '../site';
import {allRoutes, axeViolations, expect, hydrated, pageTitle, test as base, watchConsole} from './fixtures';

/**
 * Every route, loaded as a visitor's first page: one browser tab a worker goes from route to route, each a full page
 * load, with the browser's cache warm as a reader's is on their second page. Between two routes the tab forgets
 * what the last page stored (preferred docs version, theme choice, consent), so no route sees another's state.
 * Third parties are blocked by the browser's host resolution (OFFLINE_FLAG in playwright.config.ts), not by
 * routing requests: Playwright turns the HTTP cache off in a context that routes, and every route would then
 * download and compile the bundles again (a third of the time of each route).
 */
const test = base.extend<object, {tab: Page}>({
  tab: [
    async ({browser}, use) => {
      const context = await browser.newContext({baseURL: `http://127.0.0.1:${E2E_PORT}`});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test.afterEach(async ({tab}) => {
  await tab.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await tab.context().clearCookies();
});

for (const route of allRoutes()) {
  const axeChecked = !sameArticleAsLatest(route);
  test(`${route} answers 200 with its title in the h1, ${axeChecked ? 'passes axe (WCAG 2.2 AA)' : 'has the article of the latest version (which passes axe)'} and logs nothing with third parties blocked`, async ({
    tab: page,
  }) => {
    const logged = watchConsole(page);
    try {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      // The title is set again while the page hydrates: wait for it to settle before comparing.
      const heading = (await h1.innerText()).trim();
      await expect.poll(() => pageTitle(page)).toBe(heading);

      await hydrated(page);
      if (axeChecked) expect(await axeViolations(page)).toEqual([]);
      expect(logged.errors).toEqual([]);
      expect(logged.warnings).toEqual([]);
    } finally {
      logged.stop();
    }
  });
}
