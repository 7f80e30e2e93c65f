import {expect, FIXTURE_PAGES, firstLoadScripts, found, test} from './helpers';

/**
 * What the docs and blog pages no longer load: the version's doc card data (docsWithoutCardData) and the icons of
 * every social platform for an author without social links (the theme's Socials wrapper).
 */

test('a docs page does not load the other docs’ descriptions (no doc card data)', async ({page}) => {
  const {code} = await firstLoadScripts(page, '/docs/next/intro');
  await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'The benchmark'})).toBeVisible();
  // The description (front matter) of another doc of the version, which only doc cards would show.
  expect(found(code, ['measures what each feature saves on four pages'])).toEqual([]);
});

test('a blog post by an author without social links loads no social icons; one with links shows them', async ({
  page,
}) => {
  const {code} = await firstLoadScripts(page, '/blog/2026/01/26/idle-prefetch');
  await expect(page.locator('.theme-blog-post-page h1, article h1').first()).toHaveText(
    'Why prefetching waits for idle time',
  );
  // Upstream's component names each platform it has an icon for.
  expect(found(code, ['Mastodon', 'Bluesky', 'Stack Overflow'])).toEqual([]);

  await page.goto(FIXTURE_PAGES.post);
  await expect(page.locator('article').getByRole('link', {name: /GitHub/})).toHaveAttribute(
    'href',
    'https://github.com/cairn-analytics',
  );
});
