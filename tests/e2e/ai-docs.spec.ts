import {test, expect} from './fixtures';
import {E2E_PORT} from '../../playwright.config';
import type {Page} from '@playwright/test';
import {LATEST} from '../site';

const DOC = '/docs/deployment/deploy-docker';
const SITE = 'https://cairn.dev';

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

test.describe('page actions', () => {
  test('"Copy page" puts the page Markdown on the clipboard', async ({page, context, request, consoleErrors}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, DOC);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get(`${DOC}.md`)).text());
    expect(consoleErrors).toEqual([]);
  });

  test('the menu links the Markdown, the assistants and a prefilled issue', async ({page}) => {
    await open(page, '/handbook/company/story');
    await page.getByLabel('More page actions').click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/handbook/company/story.md',
    );
    for (const [name, host] of [
      ['Open in ChatGPT', 'chatgpt.com'],
      ['Open in Claude', 'claude.ai'],
    ] as const) {
      const url = new URL((await page.getByRole('link', {name}).getAttribute('href'))!);
      expect(url.host).toBe(host);
      expect(url.searchParams.get('q')).toContain(`${SITE}/handbook/company/story.md`);
    }
    const issue = new URL((await page.getByRole('link', {name: 'Raise an issue'}).getAttribute('href'))!);
    expect(issue.pathname).toBe('/cairn-analytics/cairn.dev/issues/new');
    const h1 = (await page.locator('article h1').textContent())!.trim();
    expect(issue.searchParams.get('title')).toBe(`Docs feedback on: ${h1}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
  });

  test('without JavaScript the menu still opens and links the Markdown', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${E2E_PORT}${DOC}`);
    await page.getByLabel('More page actions').click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
    await context.close();
  });
});

test.describe('"Was this page helpful?"', () => {
  /** A stand-in for the analytics client that records what the page sends. */
  async function fakeAnalytics(page: Page) {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as {__calls: unknown[]}).__calls = calls;
      (window as unknown as {posthog: unknown}).posthog = {
        capture: (event: string, properties: unknown) => calls.push({event, properties}),
      };
    });
    return () => page.evaluate(() => (window as unknown as {__calls: unknown[]}).__calls);
  }

  test('a vote with a comment sends one event with the page, version, vote and comment', async ({
    page,
    consoleErrors,
  }) => {
    const calls = await fakeAnalytics(page);
    await open(page, DOC);
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'No'}).click();
    await feedback
      .getByLabel('What was missing or wrong? (optional)')
      .fill('  The backup section needs restore times.  ');
    await feedback.getByRole('button', {name: 'Send feedback'}).click();
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
    // Leaving the page must not send it again.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Deploy on AWS'}).click();
    await expect(page).toHaveURL(/deploy-aws$/);
    expect(await calls()).toEqual([
      {
        event: 'docs_page_feedback',
        properties: {path: DOC, version: LATEST, vote: 'no', comment: 'The backup section needs restore times.'},
      },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a vote without "Send" is sent once when the reader moves on', async ({page}) => {
    const calls = await fakeAnalytics(page);
    await open(page, '/handbook/company/story');
    await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
    await page.getByRole('navigation', {name: 'Handbook sidebar'}).getByRole('link', {name: 'Team'}).first().click();
    await expect(page).toHaveURL(/\/handbook\/company\/team$/);
    await expect(
      page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}),
    ).toBeVisible();
    expect(await calls()).toEqual([
      {
        event: 'docs_page_feedback',
        properties: {path: '/handbook/company/story', version: null, vote: 'yes', comment: ''},
      },
    ]);
  });

  test('with analytics off it sends nothing, thanks the reader and offers an issue instead', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/docs/next/deployment/deploy-docker');
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await feedback.getByRole('button', {name: 'Send feedback'}).click();
    await expect(feedback.getByRole('status')).toContainText('Thank you for your feedback.');
    await expect(feedback.getByRole('link', {name: 'raise an issue'})).toHaveAttribute(
      'href',
      /cairn\.dev\/issues\/new/,
    );
    expect(consoleErrors).toEqual([]);
  });
});
