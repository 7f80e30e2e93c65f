import {BUCKET_SIZE} from '../src/lazy-route-data/routeSplit';
import {bucketOf} from '../src/lazy-route-data/routeBuckets';
import {
  bodies,
  expect,
  expectFailedRequests,
  FIXTURE_PAGES,
  firstLoadScripts,
  found,
  hydrated,
  markDocument,
  sameDocument,
  saveData,
  scriptsFrom,
  test,
  withoutExpected,
} from './helpers';

/**
 * lazyRouteData: the first load carries a skeleton of the route tree, and the pages of each section (the Next docs in
 * two buckets, the 1.0 docs, the blog) arrive in buckets when a path needs them.
 */

/** A page of each section, none of which the code page (outside every section) may name. */
const SECTION_PAGES = ['/docs/next/idle-prefetch', '/docs/lazy-route-data', FIXTURE_PAGES.post];

test('the first load names no page of a section: main.js holds the skeleton, the runtime no bucket chunk', async ({
  page,
}) => {
  const {urls, code} = await firstLoadScripts(page, FIXTURE_PAGES.code);
  // No route, chunk-name key or docs entry of a section's page...
  const forms = SECTION_PAGES.flatMap((path) => [`path:"${path}"`, `"${path}-`, `"path":"${path}"`]);
  expect(found(code, forms)).toEqual([]);
  // ...while the sections' parents are there.
  const parents = ['/docs', '/docs/next', '/blog'].map((parent) => `path:"${parent}"`);
  expect(found(code, parents)).toEqual(parents);

  // The runtime's chunk table names none of the chunks a bucket carries the files of.
  const runtimeUrl = urls.find((url) => /runtime~main/.test(url));
  expect(runtimeUrl).toBeTruthy();
  const runtime = await (await page.request.get(runtimeUrl!)).text();
  const blogBucket = scriptsFrom(page);
  await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => (await bodies(blogBucket)).find((text) => text.includes('path:"/blog"'))).toBeTruthy();
  const bucket = (await bodies(blogBucket)).find((text) => text.includes('path:"/blog"'))!;
  // The chunk table (lazy-route-data/bucketData.ts): chunk id to the file's `<name>.<hash>`.
  const table = /\{(?:"\w+":"\w+\.[0-9a-f]{8}",?)+\}/.exec(bucket)?.[0] ?? '{}';
  const stems = Object.values(JSON.parse(table) as Record<string, string>);
  expect(stems.length, 'the blog bucket carries its chunks’ files').toBeGreaterThan(0);
  const hashes = stems.map((stem) => stem.split('.')[1]);
  expect(hashes.filter((hash) => runtime.includes(`"${hash}"`))).toEqual([]);
});

test('a client-side navigation into a section loads its bucket, then renders the page, in every bucket', async ({
  page,
  consoleErrors,
}) => {
  // Without prefetching, nothing but the navigation itself can load a bucket.
  await saveData(page);
  const scripts = scriptsFrom(page);
  await page.goto(FIXTURE_PAGES.code);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const naming = async (path: string) =>
    (await bodies(scripts)).filter((text) => text.includes(`path:"${path}"`)).length;
  expect(await naming('/blog/archive')).toBe(0);
  await markDocument(page);

  await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('article a[href^="/blog/20"]').first()).toBeVisible();
  expect(await naming('/blog/archive')).toBe(1);

  // The Next docs: two buckets, one page of each, chosen as the build chose (routeBuckets.ts).
  await page.locator('footer').getByRole('link', {name: 'Docs Next'}).click();
  await expect(page).toHaveURL(/\/docs\/next\/intro$/);
  await expect(page.locator('article h1')).toHaveText('The fixture site');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const targets = await sidebar
    .locator('a.menu__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const count = Math.ceil(targets.length / BUCKET_SIZE);
  expect(count, 'the Next docs fill two buckets at least').toBeGreaterThanOrEqual(2);
  for (let bucket = 0; bucket < count; bucket += 1) {
    const target = targets.find((path) => path !== '/docs/next/intro' && bucketOf(path, count) === bucket)!;
    await sidebar.locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(sidebar.locator(`a.menu__link--active[href="${target}"]`)).toHaveCount(1);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await naming(target), `the bucket of ${target}`).toBe(1);
  }
  expect(await sameDocument(page)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

for (const path of ['/blog/no-such-post', '/docs/no-such-page']) {
  test(`an address no page of its section has (${path}) shows the page-not-found page`, async ({
    page,
    consoleErrors,
  }) => {
    const expected = expectFailedRequests(page, (url) => new URL(url).pathname === path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // Once, hydrated as the server rendered it: the not-found route is preloaded with the section's bucket.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('.navbar')).toHaveCount(1);
    expect(withoutExpected(consoleErrors, expected)).toEqual([]);
  });
}

test('an address no page of the Next docs has shows the page-not-found page', async ({page}) => {
  // Not its console: there Docusaurus 3.10.2 itself, without this package, hydrates the 404 page with a text mismatch
  // (React error #418), as the fixture built with INTERNALS_OFF=lazyRouteData shows.
  const response = await page.goto('/docs/next/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('.navbar')).toHaveCount(1);
});
