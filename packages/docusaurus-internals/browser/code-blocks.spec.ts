import type {Page} from '@playwright/test';
import {bodies, expect, FIXTURE_PAGES, hydrated, scriptsFrom, test} from './helpers';

/**
 * prismOnDemand and the CodeBlock wrapper: code is highlighted in the server's HTML, Prism is not in the first load,
 * and the highlighter's chunk loads when a visitor points at a block or moves the focus into it.
 */

/** Prism's Bash grammar, which the highlighter's chunk registers (one of the fixture's additional languages). */
const isHighlighter = (text: string) => text.includes('shebang');

test('both code blocks are highlighted in the server’s HTML, Bash included', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(FIXTURE_PAGES.code);
  const blocks = page.locator('.theme-code-block');
  await expect(blocks).toHaveCount(2);
  expect(await blocks.nth(0).locator('.token.keyword').count(), 'TypeScript keywords').toBeGreaterThan(3);
  expect(await blocks.nth(1).locator('.token.comment').count(), 'a Bash comment').toBe(1);
  await context.close();
});

/** Opens the code page and waits until its network is quiet; then tells whether the highlighter has loaded. */
async function openCodePage(page: Page) {
  const scripts = scriptsFrom(page);
  await page.goto(FIXTURE_PAGES.code);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const highlighterLoaded = async () => (await bodies(scripts)).some(isHighlighter);
  expect(await highlighterLoaded(), 'Prism is not loaded before a visitor reaches for a block').toBe(false);
  return highlighterLoaded;
}

test('the highlighter loads when the pointer reaches a block, which then gets its copy button', async ({
  page,
  consoleErrors,
}) => {
  const highlighterLoaded = await openCodePage(page);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await expect.poll(highlighterLoaded).toBe(true);
  await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
  expect(await block.locator('.token').count()).toBeGreaterThan(3);
  expect(consoleErrors).toEqual([]);
});

test('the highlighter loads when the keyboard focus moves into a block', async ({page, consoleErrors}) => {
  const highlighterLoaded = await openCodePage(page);
  const block = page.locator('.theme-code-block').nth(1);
  await block.locator('pre').focus();
  await expect.poll(highlighterLoaded).toBe(true);
  await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
  expect(consoleErrors).toEqual([]);
});
