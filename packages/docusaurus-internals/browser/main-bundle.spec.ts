import {expect, FIXTURE_PAGES, firstLoadScripts, found, test} from './helpers';

/**
 * What the first load's JavaScript no longer carries: the site config's build-only fields (clientSiteConfig), tslib's
 * helpers (utilsCommonEsm) and the nprogress library (navigationProgress).
 */

test('the browser’s copy of the site config has no ssrTemplate, plugin options or future.faster', async ({page}) => {
  const {code} = await firstLoadScripts(page, '/site-config');
  // The HTML template's text is not in the first load.
  expect(found(code, ['it.appHtml', 'it.postBodyTags'])).toEqual([]);
  const fields = page.locator('#browser-site-config code');
  await expect(fields.first()).toBeAttached();
  const names = await fields.allTextContents();
  expect(names).toEqual(expect.arrayContaining(['title', 'baseUrl', 'themeConfig', 'future.v4']));
  for (const name of ['ssrTemplate', 'plugins', 'presets', 'themes', 'future.faster'])
    expect(names).not.toContain(name);
});

/** tslib's helpers, whose names its CommonJS build keeps as strings and properties. */
const TSLIB_HELPERS = ['__createBinding', '__awaiter', '__extends', '__assign', '__importDefault', '__spreadArray'];

test('main.js and the other first-load scripts hold no tslib helper', async ({page}) => {
  const {urls, code} = await firstLoadScripts(page, FIXTURE_PAGES.home);
  expect(urls.some((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(found(code, TSLIB_HELPERS)).toEqual([]);
});

test('main.js holds no nprogress, and the progress bar it has instead is named for assistive technology', async ({
  page,
}) => {
  const {code} = await firstLoadScripts(page, FIXTURE_PAGES.home);
  // nprogress's markup template and its settings.
  expect(found(code, ['role="bar"', 'spinner-icon', 'trickleSpeed'])).toEqual([]);
  expect(found(code, ['Loading page'])).toEqual(['Loading page']);
});
