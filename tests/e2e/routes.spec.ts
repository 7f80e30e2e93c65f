import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {allRoutes, axeViolations, blockThirdParties, expect, hydrated, pageTitle, repoRoot, requiredRoutes, test} from './fixtures';

const OTHER_VERSIONS = /^\/docs\/(?:next|1\.14)(?=\/|$)/;

/** The built article of a docs page, with what differs between versions of the same page taken out. */
function versionlessArticle(route: string): string | undefined {
  const file = path.join(repoRoot, 'build', route, 'index.html');
  if (!existsSync(file)) return undefined;
  const article = /<article[\s\S]*<\/article>/.exec(readFileSync(file, 'utf8'))?.[0];
  return article
    ?.replace(/\/docs\/(?:next|1\.14)(?=[/"#])/g, '/docs')
    .replace(/%2Fdocs%2F(?:next|1\.14)(?=%2F)/g, '%2Fdocs')
    .replace(/>Version: [^<]*</g, '>Version<')
    .replace(/edit\/main\/[^"\s>]*/g, 'edit')
    .replace(/<time[\s\S]*?<\/time>/g, '');
}

/**
 * A page of Next or 1.14 whose article is the same as the latest version's page (88 of 160 today): axe checks the
 * latest page, and these keep every other check. The version banner, outside the article, is checked on the pages
 * of each version that differ. A difference the normalisation misses only means a full check.
 */
function sameArticleAsLatest(route: string): boolean {
  if (!OTHER_VERSIONS.test(route)) return false;
  const own = versionlessArticle(route);
  return own !== undefined && own === versionlessArticle(route.replace(OTHER_VERSIONS, '/docs'));
}

test('the sitemap lists every route of routes.txt', async () => {
  const listed = new Set(allRoutes());
  expect(requiredRoutes().filter((route) => !listed.has(route))).toEqual([]);
});

test('the pages whose axe check is the latest version\'s are copies of it, and every version keeps pages of its own', () => {
  const copies = allRoutes().filter(sameArticleAsLatest);
  const versioned = allRoutes().filter((route) => OTHER_VERSIONS.test(route));
  expect(copies.length).toBeGreaterThan(0);
  // Each version still has pages that get the whole check, banner included.
  for (const version of ['/docs/next/', '/docs/1.14/']) expect(versioned.filter((route) => route.startsWith(version) && !copies.includes(route)).length).toBeGreaterThan(10);
});

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
    if (axeChecked) expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
  });
}
