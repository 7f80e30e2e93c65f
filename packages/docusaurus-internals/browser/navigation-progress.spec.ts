import {expect, hydrated, saveData, test} from './helpers';

/** navigationProgress: the bar of a slow client-side navigation, drawn with CSS and announced as a progress bar. */
test('a slow navigation shows the progress bar at the top until the page is there', async ({page, consoleErrors}) => {
  await saveData(page);
  await page.goto('/docs/next/intro');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // From now on every script waits until the test lets it through, as on a slow connection.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Prism on demand'}).click();
  const bar = page.getByRole('progressbar', {name: 'Loading page'});
  await expect(bar).toBeAttached();
  const box = await bar.locator('.bar').boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeGreaterThan(0);
  release();
  await expect(page).toHaveURL(/\/docs\/next\/prism-on-demand$/);
  await expect(page.locator('article h1')).toHaveText('Prism on demand');
  await expect(bar).not.toBeAttached();
  expect(consoleErrors).toEqual([]);
});
