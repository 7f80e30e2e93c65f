import {OLDER_DOCS_VERSIONS} from '../../src/constants/docs';
import {docsPath, LATEST, NEXT_DOCS_LABEL as NEXT_LABEL, PREVIOUS, VERSION_LABELS} from '../site';
import {expect, hydrated, test} from './fixtures';

const dropdown = '.navbar .dropdown:has(a[href*="/docs/next/"])';

test(`docs pages show the version dropdown with ${LATEST} as the current version`, async ({page, consoleErrors}) => {
  await page.goto('/docs/deployment/deploy-docker');
  const menu = page.locator(dropdown).first();
  await expect(menu).toBeVisible();
  await expect(menu.locator('> a')).toHaveText(LATEST);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('choosing Next in the dropdown opens the same page in the unreleased version', async ({page}) => {
  await page.goto('/docs/deployment/deploy-docker');
  const menu = page.locator(dropdown).first();
  await menu.hover();
  await menu.getByRole('link', {name: NEXT_LABEL}).click();
  await expect(page).toHaveURL(/\/docs\/next\/deployment\/deploy-docker$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
  await expect(page.locator(dropdown).first().locator('> a')).toHaveText(NEXT_LABEL);
});

test(`the dropdown lists every version; choosing ${PREVIOUS} opens the same page there, client-side, and Back returns`, async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/docs/configuring-cairn/running-behind-proxy');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {cairnMark: number}).cairnMark = 1));
  const menu = page.locator(dropdown).first();
  await menu.hover();
  await expect(menu.locator('.dropdown__menu a')).toHaveText(VERSION_LABELS);
  await menu.getByRole('link', {name: PREVIOUS, exact: true}).click();
  await expect(page).toHaveURL((url) => url.pathname === docsPath(PREVIOUS, '/configuring-cairn/running-behind-proxy'));
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(
    `This is documentation for Cairn ${PREVIOUS}, an older release. It gets security and bug fixes until ${OLDER_DOCS_VERSIONS[0].fixesUntil} is released.`,
  );
  await expect(banner).not.toContainText('no longer actively maintained');
  await expect(page.locator(dropdown).first().locator('> a')).toHaveText(PREVIOUS);
  await expect(page.locator('article .theme-doc-version-badge')).toHaveText(`Version: ${PREVIOUS}`);
  expect(await page.evaluate(() => (window as unknown as {cairnMark?: number}).cairnMark)).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/configuring-cairn\/running-behind-proxy$/);
  await expect(page.locator('article .theme-doc-version-badge')).toHaveText(`Version: ${LATEST}`);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === docsPath(PREVIOUS, '/configuring-cairn/running-behind-proxy'));
  // The banner's link leads to the same page in the latest version.
  await page.locator('.theme-doc-version-banner a').click();
  await expect(page).toHaveURL(/\/docs\/configuring-cairn\/running-behind-proxy$/);
  expect(await page.evaluate(() => (window as unknown as {cairnMark?: number}).cairnMark)).toBe(1);
  expect(consoleErrors).toEqual([]);
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

test.describe('the version switcher below the cut-off (burger menu)', () => {
  const burger = (page: import('@playwright/test').Page) => page.locator('summary[aria-label="Menu"]');
  const panel = (page: import('@playwright/test').Page) => page.getByRole('navigation', {name: 'Site'});

  for (const width of [390, 1000]) {
    test(`at ${width}px the burger menu lists the versions, marks the current one and switches to the same page`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/deployment/deploy-docker?tab=compose#upgrade');
      // Before hydration the links are the server's, without the query and anchor of this visit.
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator(dropdown).first()).toBeHidden();
      await burger(page).click();
      const versions = panel(page).getByRole('list', {name: 'Versions'});
      await expect(versions).toBeVisible();
      await expect(versions.getByRole('link')).toHaveText(VERSION_LABELS);
      await expect(versions.getByRole('link', {name: LATEST, exact: true})).toHaveAttribute('aria-current', 'page');
      await versions.getByRole('link', {name: NEXT_LABEL}).click();
      // The same page in the other version, with its query and anchor.
      await expect(page).toHaveURL(/\/docs\/next\/deployment\/deploy-docker\?tab=compose#upgrade$/);
      await expect(panel(page)).toBeHidden();
      await burger(page).click();
      await expect(
        panel(page).getByRole('list', {name: 'Versions'}).getByRole('link', {name: NEXT_LABEL}),
      ).toHaveAttribute('aria-current', 'page');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the menu opened again right after choosing a version stays open', async ({page}) => {
    // The reader chooses Next and opens the menu again at once, in one task, before React has rendered the new
    // address: the menu closed when the address changed, and must not close again when the page catches up.
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/docs/deployment/deploy-docker');
    await hydrated(page);
    await burger(page).click();
    await panel(page)
      .getByRole('list', {name: 'Versions'})
      .getByRole('link', {name: NEXT_LABEL})
      .evaluate((next) => {
        (next as HTMLElement).click();
        document.querySelector<HTMLElement>('summary[aria-label="Menu"]')!.click();
      });
    await expect(page).toHaveURL(/\/docs\/next\/deployment\/deploy-docker$/);
    await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
    await expect(
      panel(page).getByRole('list', {name: 'Versions'}).getByRole('link', {name: NEXT_LABEL}),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('at 390px the versions are reached and chosen with the keyboard alone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/next/deployment/deploy-docker');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await burger(page).focus();
    await page.keyboard.press('Enter');
    const target = panel(page).getByRole('list', {name: 'Versions'}).getByRole('link', {name: LATEST, exact: true});
    for (let stop = 0; stop < 8 && !(await target.evaluate((el) => el === document.activeElement)); stop++) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/deployment\/deploy-docker$/);
  });

  test('pages outside the docs list no versions in the burger menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/pricing');
    await burger(page).click();
    await expect(panel(page).getByRole('link', {name: 'Docs'})).toBeVisible();
    await expect(panel(page).getByRole('list', {name: 'Versions'})).toHaveCount(0);
  });
});
