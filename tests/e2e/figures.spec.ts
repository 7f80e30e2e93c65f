import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import sharp from 'sharp';
import {builtHtml, repoRoot} from '../site';
import {expect, hydrated, layoutShift, sitemapRoutes, test, trackLayoutShifts} from './fixtures';

/**
 * The figures of src/data/figures/ as a visitor gets them (issue #18): drawn from SVG files with no client code,
 * named for assistive technology, in the theme's colours, inside the page at 390px, without layout shift, and
 * larger on request.
 */

/** Every page of the sitemap whose built HTML has a figure, and its number of figures. */
const withFigures = sitemapRoutes()
  .map((route) => ({route, figures: (builtHtml(route).match(/<figure class=cairn-figure /g) ?? []).length}))
  .filter(({figures}) => figures > 0);
const latestFeatures = sitemapRoutes().filter((route) => /^\/docs\/features\/[^/]*$/.test(route));

/** The figure images of the page and what they report. */
const figureImages = (page: Page) =>
  page.locator('figure.cairn-figure .cairn-figure__image').evaluateAll((images) =>
    images.map((image) => ({
      role: image.getAttribute('role'),
      name: image.getAttribute('aria-label') ?? '',
      href: image.querySelector('use')?.getAttribute('href') ?? '',
      height: image.getBoundingClientRect().height,
    })),
  );

test('each features page shows its figures, named by a text alternative with numbers, drawn from their SVG files', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  expect(latestFeatures.length).toBe(17);
  for (const route of latestFeatures) {
    await page.goto(route);
    const images = await figureImages(page);
    expect(images.length, route).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.role, route).toBe('img');
      expect(image.name.length, `${route}: ${image.name}`).toBeGreaterThan(40);
      expect(image.height, route).toBeGreaterThan(100);
      const response = await page.request.get(image.href);
      expect(response.status(), image.href).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toContain('<g id="figure"');
    }
  }
  expect(consoleErrors).toEqual([]);
});

/** Pixels of a screenshot within 12 of a colour on each channel. */
async function pixelsOf(png: Buffer, hex: string): Promise<number> {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const {data, info} = await sharp(png).raw().toBuffer({resolveWithObject: true});
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - r!) <= 12 && Math.abs(data[i + 1]! - g!) <= 12 && Math.abs(data[i + 2]! - b!) <= 12)
      count += 1;
  }
  return count;
}

test("a figure takes the theme's colours: the light tokens in light mode, the dark ones in dark mode", async ({
  page,
}) => {
  const tokens = (theme: string) => {
    const css = readFileSync(path.join(repoRoot, 'src/css/custom.css'), 'utf8');
    const block = css.slice(css.indexOf(theme === 'dark' ? "[data-theme='dark'] {" : ':root {'));
    return /--cairn-fig-1: (#[0-9a-f]{6});/.exec(block)![1]!;
  };
  const [light, dark] = [tokens('light'), tokens('dark')];
  expect(light).not.toBe(dark);
  await page.setViewportSize({width: 1280, height: 900});
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto('/docs/features/funnels');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const image = page.locator('figure.cairn-figure .cairn-figure__image').first();
    await image.scrollIntoViewIfNeeded();
    // The bars of the funnel are tone 1: drawn in this theme's colour, and none in the other's.
    await expect
      .poll(async () => pixelsOf(await image.screenshot(), scheme === 'light' ? light : dark))
      .toBeGreaterThan(2000);
    expect(await pixelsOf(await image.screenshot(), scheme === 'light' ? dark : light)).toBe(0);
  }
});

test('pages with figures do not shift while the drawings load', async ({page}) => {
  test.setTimeout(60_000);
  // The article's content, where the figures are and what a late drawing would push: not the post's header.
  await trackLayoutShifts(page, 'article .markdown');
  const pages = [
    '/docs/features/funnels',
    '/docs/features/retention',
    '/docs/features/trends',
    ...withFigures
      .filter(({route}) => /^\/(blog|handbook|docs\/stack)/.test(route))
      .slice(0, 3)
      .map(({route}) => route),
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 900});
    for (const route of pages) {
      await page.goto(route);
      await hydrated(page);
      for (const figure of await page.locator('figure.cairn-figure').all()) await figure.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const {total, moved} = await layoutShift(page);
      expect(total, `${route} at ${width}px: ${moved.join(', ')}`).toBe(0);
    }
  }
});

test('a figure opens larger in a dialog, by mouse and by keyboard, and closes with Escape', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/features/retention');
  await hydrated(page);
  const figure = page.locator('figure.cairn-figure').first();
  const dialog = figure.getByRole('dialog');
  await expect(dialog).toBeHidden();
  // A click anywhere on the drawing.
  await figure.locator('.cairn-figure__frame').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName((await figure.locator('figcaption').innerText()).trim());
  // The enlarged copy has the same accessible name as the figure.
  const name = (await figure.locator('.cairn-figure__image').getAttribute('aria-label'))!;
  await expect(dialog.getByRole('img', {name})).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeGreaterThan((await figure.boundingBox())!.width);
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  // The keyboard: the button is named, Enter opens, Tab reaches Close, Escape closes and gives focus back.
  const enlarge = figure.getByRole('button', {name: 'Enlarge the figure'});
  await enlarge.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
});

test('figures are drawn without JavaScript, and the Markdown twin carries them as images with their text', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const drawings: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/img/figures/') && response.ok()) drawings.push(response.url());
  });
  await page.goto('/docs/features/funnels');
  const image = page.locator('figure.cairn-figure .cairn-figure__image').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => drawings.length).toBeGreaterThan(0);
  expect((await image.boundingBox())!.height).toBeGreaterThan(100);
  await context.close();

  const twin = await (await request.get('/docs/features/funnels.md')).text();
  expect(twin).toMatch(
    /!\[Funnel chart of \d+ steps[^\]]*8,400[^\]]*\]\(\/img\/figures\/[a-z0-9-]+\.svg\?v=[0-9a-f]{8}\)/,
  );
  expect(twin).not.toContain('Enlarge');
});
