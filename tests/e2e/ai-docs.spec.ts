import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {llmsTxtProblems} from '../../src/lib/llmsTxt';

const DOC = '/docs/deployment/deploy-docker';
const SITE = 'https://cairn.dev';

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

test.describe('Markdown twins and llms.txt', () => {
  test(`${DOC}.md is the page as clean Markdown`, async ({request}) => {
    const response = await request.get(`${DOC}.md`);
    expect(response.status()).toBe(200);
    const md = await response.text();
    expect(md.startsWith('# Deploy with Docker\n')).toBe(true);
    expect(md).toContain('## Prerequisites\n');
    // Tabs come out as labelled sections, code blocks keep their language, headings lose their "#" links.
    expect(md).toContain('**Ubuntu and Debian**');
    expect(md).toContain('**RHEL, Rocky and Alma**');
    expect(md).toMatch(/```bash\ncurl -fsSL https:\/\/get\.docker\.com -o get-docker\.sh\nsudo sh get-docker\.sh\n/);
    expect(md).not.toContain('Direct link to');
    expect(md).not.toMatch(/Edit this page|Previous|Was this page helpful/);
    // Links point at the other pages' Markdown.
    expect(md).toContain(`(${SITE}/docs/configuring-cairn/scaling-cairn.md)`);
  });

  for (const path of ['/docs/next/deployment/deploy-docker', '/handbook/company/story', '/blog/array-1-15-0', '/docs']) {
    test(`${path}.md exists and starts with the page title`, async ({request, page}) => {
      const response = await request.get(`${path}.md`);
      expect(response.status()).toBe(200);
      await page.goto(path);
      const h1 = (await page.locator('h1').first().textContent())!.trim();
      const md = await response.text();
      expect(md.split('\n')[0]).toBe(`# ${h1}`);
      // The page text only: no tags, edit link or last-update line.
      expect(md).not.toMatch(/\[Edit this page\]\(|^Last updated$|\*\*Tags:\*\*/m);
    });
  }

  test('/llms.txt is well-formed, lists the latest docs only, and every link resolves', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(llmsTxtProblems(text)).toEqual([]);
    expect(text.split('\n')[0]).toBe('# Cairn');
    for (const section of ['## Docs: Install', '## Docs: Configuring', '## Handbook: Company', '## Blog', '## Optional'])
      expect(text).toContain(`\n${section}\n`);
    expect(text).toContain(`- [Deploy with Docker](${SITE}/docs/deployment/deploy-docker.md): `);
    const links = [...text.matchAll(/\]\((https:\/\/cairn\.dev\/[^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(140);
    expect(links.filter((link) => link.includes('/docs/next/'))).toEqual([]);
    for (const link of links) expect((await request.get(link.slice(SITE.length))).status(), link).toBe(200);
  });

  test('/llms-full.txt is the index followed by every listed page', async ({request}) => {
    const [index, full, docker] = await Promise.all(['/llms.txt', '/llms-full.txt', `${DOC}.md`].map(async (path) => (await request.get(path)).text()));
    expect(full.startsWith(index)).toBe(true);
    expect(full).toContain(docker.trim());
    // The latest version only: EMAIL_TIMEOUT exists only in the unreleased docs.
    expect(full).not.toContain('EMAIL_TIMEOUT');
    expect((await request.get('/docs/next/configuring-cairn/environment-variables.md')).ok()).toBe(true);
    expect(await (await request.get('/docs/next/configuring-cairn/environment-variables.md')).text()).toContain('EMAIL_TIMEOUT');
  });
});

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
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/handbook/company/story.md');
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
    await page.goto(`http://127.0.0.1:3100${DOC}`);
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
      (window as unknown as {posthog: unknown}).posthog = {capture: (event: string, properties: unknown) => calls.push({event, properties})};
    });
    return () => page.evaluate(() => (window as unknown as {__calls: unknown[]}).__calls);
  }

  test('a vote with a comment sends one event with the page, version, vote and comment', async ({page, consoleErrors}) => {
    const calls = await fakeAnalytics(page);
    await open(page, DOC);
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'No'}).click();
    await feedback.getByLabel('What was missing or wrong? (optional)').fill('  The backup section needs restore times.  ');
    await feedback.getByRole('button', {name: 'Send feedback'}).click();
    await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
    // Leaving the page must not send it again.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Deploy on AWS'}).click();
    await expect(page).toHaveURL(/deploy-aws$/);
    expect(await calls()).toEqual([
      {
        event: 'docs_page_feedback',
        properties: {path: DOC, version: '1.15', vote: 'no', comment: 'The backup section needs restore times.'},
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
    await expect(page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'})).toBeVisible();
    expect(await calls()).toEqual([{event: 'docs_page_feedback', properties: {path: '/handbook/company/story', version: null, vote: 'yes', comment: ''}}]);
  });

  test('with analytics off it sends nothing, thanks the reader and offers an issue instead', async ({page, consoleErrors}) => {
    await open(page, '/docs/next/deployment/deploy-docker');
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await feedback.getByRole('button', {name: 'Send feedback'}).click();
    await expect(feedback.getByRole('status')).toContainText('Thank you for your feedback.');
    await expect(feedback.getByRole('link', {name: 'raise an issue'})).toHaveAttribute('href', /cairn\.dev\/issues\/new/);
    expect(consoleErrors).toEqual([]);
  });
});
