import {sameArticleAsLatest} from '../site';
import {allRoutes, axeViolations, blockThirdParties, expect, hydrated, pageTitle, test} from './fixtures';

for (const route of allRoutes()) {
  const axeChecked = !sameArticleAsLatest(route);
  test(`${route} answers 200 with its title in the h1, ${axeChecked ? 'passes axe (WCAG 2.2 AA)' : 'has the article of the latest version (which passes axe)'} and logs nothing with third parties blocked`, async ({page, context, consoleErrors, consoleWarnings}) => {
    await blockThirdParties(context);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    // The title is set again while the page hydrates: wait for it to settle before comparing.
    const heading = (await h1.innerText()).trim();
    await expect.poll(() => pageTitle(page)).toBe(heading);

    await hydrated(page);
    if (axeChecked) expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
  });
}
