import {readDeployConfig} from '../../src/config/site';
import {expect, test} from './fixtures';
import {LATEST} from '../site';

/** The chat address the build was made with (the same environment runs the tests). */
const chatUrl = readDeployConfig(process.env).communityChatUrl;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({javaScriptEnabled});

    for (const alias of ['latest', LATEST]) {
      test(`/docs/${alias}/deployment/deploy-docker lands on /docs/deployment/deploy-docker`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(`/docs/${alias}/deployment/deploy-docker`);
        await expect(page).toHaveURL((url) => url.pathname === '/docs/deployment/deploy-docker');
        await expect(page.locator('h1')).toHaveText('Deploy with Docker');
        expect(consoleErrors).toEqual([]);
      });
    }

    test('/docs/latest lands on the docs home', async ({page}) => {
      await page.goto('/docs/latest');
      // The docs home's own route (and canonical URL) is /docs/.
      await expect(page).toHaveURL((url) => /^\/docs\/?$/.test(url.pathname));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveClass(new RegExp(`docs-version-${LATEST.replace('.', '\\.')}`));
    });

    test('/slack sends the browser to the configured community chat', async ({page}) => {
      // Browsers are offline: the chat's host answers from here.
      await page.route(`${new URL(chatUrl).origin}/**`, (route) =>
        route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>Community chat</title>'}),
      );
      await page.goto('/slack');
      await expect(page).toHaveURL(chatUrl);
      await expect(page).toHaveTitle('Community chat');
    });
  });
}
