import {expect, test} from './fixtures';

const dropdown = '.navbar .dropdown:has(a[href*="/docs/next/"])';

test('docs pages show the version dropdown with 1.15 as the current version', async ({page, consoleErrors}) => {
  await page.goto('/docs/deployment/deploy-docker');
  const menu = page.locator(dropdown).first();
  await expect(menu).toBeVisible();
  await expect(menu.locator('> a')).toHaveText('1.15');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('choosing Next in the dropdown opens the same page in the unreleased version', async ({page}) => {
  await page.goto('/docs/deployment/deploy-docker');
  const menu = page.locator(dropdown).first();
  await menu.hover();
  await menu.getByRole('link', {name: 'Next (1.16)'}).click();
  await expect(page).toHaveURL(/\/docs\/next\/deployment\/deploy-docker$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
  await expect(page.locator(dropdown).first().locator('> a')).toHaveText('Next (1.16)');
});

test('the banner of Next links back to the latest version', async ({page}) => {
  await page.goto('/docs/next/deployment/deploy-docker');
  await page.locator('.theme-doc-version-banner a').click();
  await expect(page).toHaveURL(/\/docs\/deployment\/deploy-docker$/);
});

for (const route of ['/', '/pricing', '/blog', '/handbook/company/story']) {
  test(`${route} has no docs version dropdown`, async ({page}) => {
    await page.goto(route);
    await expect(page.locator('.navbar h1, .navbar')).toBeVisible();
    await expect(page.locator(dropdown)).toHaveCount(0);
  });
}

test('Next documents the 1.16 changes that 1.15 does not have', async ({page}) => {
  await page.goto('/docs/next/configuring-cairn/environment-variables');
  await expect(page.locator('article')).toContainText('EMAIL_TIMEOUT');
  await page.goto('/docs/configuring-cairn/environment-variables');
  await expect(page.locator('article')).toContainText('EMAIL_HOST');
  await expect(page.locator('article')).not.toContainText('EMAIL_TIMEOUT');
});
