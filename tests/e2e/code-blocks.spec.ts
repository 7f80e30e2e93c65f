import {expect, hydrated, settled, test} from './fixtures';

const DOC = '/docs/deployment/deploy-docker';
const prismChunk = (url: string) => /\/assets\/js\/.+\.js$/.test(url);

test.describe('code blocks', () => {
  test('are highlighted from the HTML on, and the highlighter loads only when a visitor reaches for one', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (prismChunk(request.url())) scripts.push(request.url());
    });
    await page.goto(DOC);
    await hydrated(page);
    await settled(page);
    const block = page.locator('.theme-code-block').first();
    await expect(block.locator('.token').first()).toBeVisible();
    const before = scripts.length;
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(
      bodies.some((body) => body.includes('prism-bash')),
      'Prism is not loaded before interaction',
    ).toBe(false);

    await block.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
    await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test('the copy button appears on hover or keyboard focus and copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC);
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trimEnd())
        .filter(Boolean);
    const code = lines(await block.locator('code').innerText());
    await block.locator('pre').focus();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    await expect.poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
    expect(code.length).toBeGreaterThan(2);
  });

  test('show the dark theme colors in dark mode, before and after the highlighter takes over', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto(DOC);
    await hydrated(page);
    const pre = page.locator('.theme-code-block pre').first();
    const background = () => pre.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgb(40, 42, 54)');
    await page.locator('.theme-code-block').first().hover();
    await expect(page.locator('.theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
    await settled(page);
    expect(await background()).toBe('rgb(40, 42, 54)');
    await context.close();
  });

  test('without JavaScript, keep their highlighting', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(DOC);
    expect(await page.locator('.theme-code-block .token').count()).toBeGreaterThan(50);
    await context.close();
  });
});
