import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {settled} from '@cairn/test-kit/browser';
import {LATEST, latestReleasePost} from '../site';

const post = latestReleasePost();

/**
 * The dev server (`npm start`) a contributor runs after "Edit this page": React in development mode checks what
 * production skips (duplicate keys, invalid DOM nesting, prop types, effects' act() warnings, hydration). Any error
 * or warning the console shows from the site's code fails, on a page of every template and every docs version.
 */

const PAGES = [
  {path: '/', heading: /product analytics/i},
  {path: '/docs/deployment/deploy-docker', heading: 'Deploy with Docker'},
  {path: '/docs/next/deployment/deploy-docker', heading: 'Deploy with Docker'},
  {path: '/handbook/engineering/code-review', heading: /code review/i},
  {path: post.route, heading: post.title},
  {path: '/pricing', heading: /pricing/i},
];

/**
 * Messages that are not the site's: the dev server's own status lines are logs, not warnings; Chromium's line for a
 * third-party request that the offline browser could not make (the GitHub star count) is handled by the page.
 */
function isSiteProblem(message: ConsoleMessage): boolean {
  if (message.type() !== 'error' && message.type() !== 'warning') return false;
  if (message.text().startsWith('Failed to load resource')) {
    const url = message.location().url;
    return !url || ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
  }
  return true;
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isSiteProblem(message)) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const {path, heading} of PAGES) {
  test(`${path} renders on the dev server without a console error or warning`, async ({page}) => {
    const problems = collectProblems(page);
    await page.goto(path);
    await expect(page.locator('h1').first()).toHaveText(heading);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Effects that run after the first render (scroll-spy, layout state, idle work) get their turn.
    await page.mouse.wheel(0, 1200);
    await settled(page);
    expect(problems).toEqual([]);
  });
}

test('code blocks show their code on the dev server, highlighted, with the published deploy file', async ({page}) => {
  await page.goto('/docs/deployment/deploy-docker');
  const compose = page.locator('.theme-code-block', {hasText: `image: cairnanalytics/cairn:${LATEST}.`}).first();
  await expect(compose).toBeVisible();
  await expect(compose.locator('.token').first()).toBeAttached();
  await page.goto('/docs/configuring-cairn/environment-variables');
  await expect(page.locator('article table.cairn-env-vars')).toHaveCount(6);
});

test('client-side navigation between docs versions and sections logs nothing either', async ({page}) => {
  const problems = collectProblems(page);
  await page.goto('/docs/deployment/deploy-docker');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Snippet installation'}).click();
  await expect(page).toHaveURL(/\/docs\/deployment\/snippet-installation$/);
  await page.getByRole('link', {name: 'Pricing'}).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/deployment\/snippet-installation$/);
  await settled(page);
  expect(problems).toEqual([]);
});
