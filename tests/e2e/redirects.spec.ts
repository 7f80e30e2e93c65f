import {readDeployConfig} from '../../src/config/site';
import {expect, requiredRoutes, test} from './fixtures';

/** The chat address the build was made with (the same environment runs the tests). */
const chatUrl = readDeployConfig(process.env).communityChatUrl;

/** Latest-docs routes of routes.txt: `/docs` and its pages, not the unreleased `/docs/next`. */
const latestDocsRoutes = requiredRoutes().filter((route) => /^\/docs(\/|$)/.test(route) && !/^\/docs\/next(\/|$)/.test(route));

const pathname = (url: string) => new URL(url).pathname;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({javaScriptEnabled});

    for (const alias of ['latest', '1.15']) {
      test(`/docs/${alias}/deployment/deploy-docker lands on /docs/deployment/deploy-docker`, async ({page, consoleErrors}) => {
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
      await expect(page.locator('html')).toHaveClass(/docs-version-1\.15/);
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

test('every page of the latest docs has a /docs/latest and a /docs/1.15 alias to it', async ({request}) => {
  expect(latestDocsRoutes.length).toBeGreaterThan(50);
  const missing: string[] = [];
  for (const route of latestDocsRoutes) {
    const rest = route.slice('/docs'.length);
    for (const alias of [`/docs/latest${rest}`, `/docs/1.15${rest}`]) {
      const response = await request.get(alias, {maxRedirects: 0});
      const target = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(await response.text())?.[1];
      if (response.status() !== 200 || !target || pathname(new URL(target, 'https://cairn.dev').href).replace(/\/$/, '') !== route) {
        missing.push(`${alias} (status ${response.status()}, refresh to ${target ?? 'nothing'})`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('the unreleased docs get no alias', async ({request}) => {
  for (const alias of ['/docs/latest/next/deployment/deploy-docker', '/docs/1.15/next/deployment/deploy-docker']) {
    const body = await (await request.get(alias)).text();
    expect(body, alias).not.toContain('http-equiv="refresh"');
  }
});
