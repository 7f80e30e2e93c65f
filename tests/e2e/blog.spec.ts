import {latestReleasePost} from '../site';
import {expect, test} from './fixtures';

const post = latestReleasePost();

test('the blog sidebar groups posts under Releases, Company Blog and Engineering Blog', async ({page}) => {
  await page.goto(post.route);
  const sidebar = page.locator('aside nav[aria-label]').first();
  const groups = sidebar.locator('[role="group"]');
  await expect(groups).toHaveCount(3);
  for (const [index, name] of ['Releases', 'Company Blog', 'Engineering Blog'].entries())
    await expect(groups.nth(index)).toHaveAccessibleName(name);
  await expect(groups.nth(0).getByRole('link', {name: post.title})).toBeVisible();
  await expect(groups.nth(0).getByRole('link')).toHaveCount(16);
  await expect(groups.nth(1).getByRole('link', {name: 'Why we are open source'})).toBeVisible();
  await expect(groups.nth(2).getByRole('link', {name: 'How feature flags are evaluated'})).toBeVisible();
});

test('every post ends with the newsletter signup, list pages do not', async ({page}) => {
  await page.goto('/blog/why-we-are-open-source');
  const signup = page.locator('main form[aria-label="Newsletter signup"]');
  await expect(signup).toHaveCount(1);
  const formBelowArticle = await page.evaluate(() => {
    const article = document.querySelector('main article');
    const form = document.querySelector('main form[aria-label="Newsletter signup"]');
    return Boolean(article && form && article.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(formBelowArticle).toBe(true);
  await page.goto('/blog');
  await expect(page.locator('main form[aria-label="Newsletter signup"]')).toHaveCount(0);
});
