import {layoutSamples} from '../layoutSamples';
import {axeViolations, expect, hydrated, testWithTab as test} from './fixtures';

/**
 * The accessibility rules that need the page's layout and colours (`LAYOUT_RULES`: contrast, target size, scrollable
 * regions reached by keyboard) in the light theme, and those a theme changes (`COLOUR_RULES`: contrast) in the dark
 * theme too, on the pages of tests/layoutSamples.ts: one page per
 * template and kind of content, every page laid out on its own (the marketing, product and company pages), every
 * page whose content sets a colour of its own, and the page-not-found page. Every other rule runs on every route
 * (routes.spec.ts). One warm tab a worker, as there.
 */

const samples = [...layoutSamples(), {route: '/this-page-does-not-exist', covers: ['the page-not-found page']}];

for (const theme of ['light', 'dark'] as const) {
  for (const {route, covers} of samples) {
    const what = theme === 'light' ? 'contrast, target sizes and scroll regions pass' : 'contrast passes';
    test(`${route} in the ${theme} theme: ${what} axe (for ${covers.join('; ')})`, async ({tab: page}) => {
      await page.emulateMedia({colorScheme: theme});
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page, theme === 'light' ? 'layout' : 'colour')).toEqual([]);
    });
  }
}
