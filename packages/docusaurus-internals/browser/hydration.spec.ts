import {expect, FIXTURE_PAGES, hydrated, test} from './helpers';

/**
 * Every kind of page hydrates as the server rendered it: no console error and no page error (React reports a
 * hydration mismatch as one), through idle prefetching, in one browser page.
 */
test('every kind of page hydrates without a console error', async ({page, consoleErrors}) => {
  const errors: Record<string, string[]> = {};
  for (const path of [...Object.values(FIXTURE_PAGES), '/docs/next/intro', '/site-config']) {
    const seen = consoleErrors.length;
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', {level: 1}), path).toHaveCount(1);
    if (consoleErrors.length > seen) errors[path] = consoleErrors.slice(seen);
  }
  expect(errors).toEqual({});
});
