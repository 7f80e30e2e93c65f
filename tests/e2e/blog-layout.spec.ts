import {latestReleasePost} from '../site';
import {expect, test} from './fixtures';
import type {Locator, Page} from '@playwright/test';

const {route: POST, title: POST_TITLE} = latestReleasePost();

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box: it is not displayed');
  return rect;
}

const sidebarList = (page: Page) => page.locator('aside nav[aria-label]');
const allPostsToggle = (page: Page) => page.getByRole('button', {name: 'All posts'});

/** The list's groups, each named by its label: not headings, which kept the sidebar in the page's outline (h3 after h1). */
async function expectGroups(list: Locator) {
  const names = ['Releases', 'Company Blog', 'Engineering Blog'];
  await expect(list.getByRole('group')).toHaveCount(names.length);
  for (const [index, name] of names.entries())
    await expect(list.getByRole('group').nth(index)).toHaveAccessibleName(name);
  await expect(list.locator('h2, h3, h4')).toHaveCount(0);
}

/** Clicks the toggle until the hydrated page has opened the list (a click before hydration does nothing). */
async function openAllPosts(page: Page) {
  const toggle = allPostsToggle(page);
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', {timeout: 500});
  }).toPass();
}

for (const width of [1280, 390]) {
  test(`at ${width}px a post's title, date, authors and reading time stand in a band above the page`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto(POST);
    const band = page.locator('.cairn-blog-post-band');
    await expect(band).toBeVisible();

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(band.locator('h1')).toHaveText(POST_TITLE);
    await expect(band.locator('time')).toHaveAttribute('datetime', /^2026-10-26/);
    await expect(band.locator('time')).toHaveText('October 26, 2026');
    await expect(band).toContainText(/\d+ min read/);
    const author = band.locator('.avatar__name').getByRole('link', {name: 'Tomás Okafor'});
    await expect(author).toHaveAttribute('href', '/blog/authors/tomas');

    // Full width, above the sidebar and the content.
    const bandBox = await box(band);
    expect(bandBox.x).toBe(0);
    expect(bandBox.width).toBeGreaterThanOrEqual(width - 20);
    const bandBottom = bandBox.y + bandBox.height;
    expect((await box(page.locator('main'))).y).toBeGreaterThanOrEqual(bandBottom);
    expect((await box(page.locator('aside').first())).y).toBeGreaterThanOrEqual(bandBottom);

    // The post does not repeat its title or header; it still ends with the newsletter signup.
    await expect(page.locator('main article header')).toHaveCount(0);
    await expect(page.locator('main').getByRole('heading', {name: POST_TITLE, exact: true})).toHaveCount(0);
    await expect(page.locator('main article')).toContainText('SMTP');
    await expect(page.locator('main form[aria-label="Newsletter signup"]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('list pages keep each post’s own title, date and authors, and have no band', async ({page}) => {
  await page.goto('/blog');
  await expect(page.locator('.cairn-blog-post-band')).toHaveCount(0);
  const first = page.locator('main article').first();
  await expect(first.locator('header h2 a')).toBeVisible();
  await expect(first.locator('header time')).toBeVisible();
});

test('the blog list offers 10, 20, 30 or 40 posts per page as plain links, 10 by default', async ({page}) => {
  await page.goto('/blog');
  const sizes = page.getByRole('navigation', {name: 'Posts per page'});
  const links = sizes.getByRole('link');
  await expect(links).toHaveText(['10', '20', '30', '40']);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/blog', '/blog/size/20', '/blog/size/30', '/blog/size/40']);
  await expect(sizes.locator('[aria-current="page"]')).toHaveText('10');
  await expect(page.locator('main article')).toHaveCount(10);
  await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', '/blog/page/2');

  // Page 2 of size 10 still links every size's first page.
  await page.goto('/blog/page/2');
  await expect(page.getByRole('navigation', {name: 'Posts per page'}).getByRole('link', {name: '20'})).toHaveAttribute(
    'href',
    '/blog/size/20',
  );
});

test('/blog/size/20 lists 20 posts and its pagination stays in size 20', async ({page, consoleErrors}) => {
  const response = await page.goto('/blog/size/20');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Cairn blog');
  await expect(page.locator('main article')).toHaveCount(20);
  const sizes = page.getByRole('navigation', {name: 'Posts per page'});
  await expect(sizes.locator('[aria-current="page"]')).toHaveText('20');

  const next = page.locator('a.pagination-nav__link--next');
  await expect(next).toHaveAttribute('href', '/blog/size/20/page/2');
  await next.click();
  await expect(page).toHaveURL(/\/blog\/size\/20\/page\/2$/);
  await expect(page.locator('main article')).toHaveCount(16);
  await expect(page.locator('a.pagination-nav__link--next')).toHaveCount(0);
  await expect(page.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', '/blog/size/20');
  await expect(sizes.locator('[aria-current="page"]')).toHaveText('20');
  // The size links lead to the first page of each size.
  await expect(sizes.getByRole('link', {name: '30'})).toHaveAttribute('href', '/blog/size/30');

  await page.goto('/blog/size/40');
  await expect(page.locator('main article')).toHaveCount(36);
  await expect(page.locator('nav.pagination-nav a')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('at 1280px the blog sidebar is a column beside the post and there is no toggle', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(POST);
  await expect(sidebarList(page)).toBeVisible();
  await expect(sidebarList(page).getByRole('link', {name: 'Why we are open source'})).toBeVisible();
  await expect(allPostsToggle(page)).toBeHidden();
  const aside = await box(page.locator('aside').first());
  const main = await box(page.locator('main'));
  expect(aside.x + aside.width).toBeLessThanOrEqual(main.x + 1);
});

for (const [width, route] of [
  [1000, POST],
  [390, POST],
  [390, '/blog'],
] as const) {
  test(`at ${width}px on ${route} "All posts" opens the grouped list above the content`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto(route);
    const toggle = allPostsToggle(page);
    const list = sidebarList(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'missing id');
    await expect(list).toBeHidden();

    // The toggle sits above the content; both take the full width of the container.
    const toggleBox = await box(toggle);
    const main = await box(page.locator('main'));
    const aside = await box(page.locator('aside').first());
    expect(main.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height);
    expect(Math.abs(main.width - aside.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(main.x - aside.x)).toBeLessThanOrEqual(1);

    await openAllPosts(page);
    await expect(list).toBeVisible();
    await expectGroups(list);
    await expect(list.getByRole('link', {name: 'How feature flags are evaluated'})).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('at 390px the grouped list shows inline and the toggle is hidden', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await page.goto(POST);
    await expect(page.locator('.cairn-blog-post-band h1')).toHaveText(POST_TITLE);
    await expect(allPostsToggle(page)).toBeHidden();
    const list = sidebarList(page);
    await expect(list).toBeVisible();
    await expectGroups(list);
    await expect(list.getByRole('link', {name: 'Why we are open source'})).toBeVisible();
  });

  test('the page-size links work as plain links', async ({page}) => {
    await page.goto('/blog');
    await page.getByRole('navigation', {name: 'Posts per page'}).getByRole('link', {name: '30'}).click();
    await expect(page).toHaveURL(/\/blog\/size\/30$/);
    await expect(page.locator('main article')).toHaveCount(30);
  });
});
