import type {Page} from '@playwright/test';
import {E2E_PORT} from '../../playwright.config';
import {layoutSamples} from '../layoutSamples';
import {axeViolations, expect, hydrated, test as base} from './fixtures';

/**
 * The accessibility rules that need the page's layout and colours (`LAYOUT_RULES`: contrast, target size, scrollable
 * regions reached by keyboard), in the light and the dark theme, on the pages of tests/layoutSamples.ts: one page per
 * template and kind of content, every page laid out on its own (the marketing, product and company pages), every
 * page whose content sets a colour of its own, and the page-not-found page. Every other rule runs on every route
 * (routes.spec.ts). One warm tab a worker, as there.
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

const samples = [...layoutSamples(), {route: '/this-page-does-not-exist', covers: ['the page-not-found page']}];

for (const theme of ['light', 'dark'] as const) {
  for (const {route, covers} of samples) {
    test(`${route} in the ${theme} theme: contrast, target sizes and scroll regions pass axe (for ${covers.join('; ')})`, async ({
      tab: page,
    }) => {
      await page.emulateMedia({colorScheme: theme});
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page, 'layout')).toEqual([]);
    });
  }
}
