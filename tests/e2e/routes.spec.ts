import {existsSync} from 'node:fs';
import path from 'node:path';
import {allRoutes, axeViolations, blockThirdParties, expect, hydrated, pageTitle, repoRoot, requiredRoutes, test} from './fixtures';

test('the sitemap lists every route of routes.txt', async () => {
  const listed = new Set(allRoutes());
  expect(requiredRoutes().filter((route) => !listed.has(route))).toEqual([]);
});

for (const route of allRoutes()) {
  test(`${route} answers 200 with its title in the h1, passes axe (WCAG 2.2 AA) and logs nothing with third parties blocked`, async ({page, context, consoleErrors, consoleWarnings}) => {
    await blockThirdParties(context);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    // The title is set again while the page hydrates: wait for it to settle before comparing.
    const heading = (await h1.innerText()).trim();
    await expect.poll(() => pageTitle(page)).toBe(heading);

    // Docs, handbook and blog pages link to their own source file in the website repository.
    const edit = page.locator('a.theme-edit-this-page');
    const isBlogPost = (await page.locator('html.blog-post-page').count()) > 0;
    if (/^\/(docs|handbook)(\/|$)/.test(route) || isBlogPost) await expect(edit).toHaveCount(1);
    if ((await edit.count()) > 0) {
      const href = (await edit.getAttribute('href')) ?? '';
      const prefix = 'https://github.com/cairn-analytics/cairn.dev/edit/main/';
      expect(href.startsWith(prefix)).toBe(true);
      expect(existsSync(path.join(repoRoot, href.slice(prefix.length))), `${href} names a file of the repository`).toBe(true);
    }
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
  });
}
