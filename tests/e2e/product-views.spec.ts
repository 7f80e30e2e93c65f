import {readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {PRODUCT_VIEW_IDS} from '../../src/lib/productAnalytics/published';
import {axeViolations, expect, hydrated, layoutShift, repoRoot, settled, test, trackLayoutShifts} from './fixtures';

/**
 * The product views on /media (issue 27) as a visitor gets them: ten pictures of Cairn's app, each labelled "Sample
 * data", named by its text alternative, drawn from its SVG file once it comes near the viewport, in the theme's
 * colours, the compact drawing on a phone, and no layout shift while they load.
 */

const views = (page: import('@playwright/test').Page) =>
  page.locator('figure[data-product-view]').evaluateAll((figures) =>
    figures.map((figure) => {
      const shown = Array.from(figure.querySelectorAll('svg')).find((svg) => svg.getBoundingClientRect().width > 0)!;
      const box = shown.getBoundingClientRect();
      return {
        id: figure.getAttribute('data-product-view'),
        role: shown.getAttribute('role'),
        name: shown.getAttribute('aria-label') ?? '',
        href: shown.querySelector('use')?.getAttribute('href') ?? '',
        caption: figure.querySelector('figcaption')?.textContent ?? '',
        width: box.width,
        height: box.height,
        ratio: shown.viewBox.baseVal.width / shown.viewBox.baseVal.height,
      };
    }),
  );

test('/media shows the ten product views, labelled "Sample data", named, drawn from their files', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/media');
  await hydrated(page);
  for (const figure of await page.locator('figure[data-product-view]').all()) await figure.scrollIntoViewIfNeeded();
  await expect(page.locator('figure[data-product-view][data-loaded="false"]')).toHaveCount(0);
  const found = await views(page);
  expect(found.map((view) => view.id)).toEqual([...PRODUCT_VIEW_IDS]);
  for (const view of found) {
    expect(view.role).toBe('img');
    expect(view.name).toMatch(/^Sample data from Pebblepot, a made-up recipe app\. Cairn's .{60,}/);
    expect(view.caption).toMatch(/^Sample data /);
    // The wide drawing at 1280px, at the ratio of its viewBox.
    expect(view.ratio).toBeCloseTo(960 / 600, 2);
    expect(Math.abs(view.width / view.height - view.ratio)).toBeLessThan(0.02);
    expect(view.href).toMatch(/^\/img\/product\/[a-z-]+\.svg\?v=[0-9a-f]{8}#figure$/);
    const response = await page.request.get(view.href.split('#')[0]!);
    expect(response.status(), view.href).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('<g id="figure"');
    expect(svg).toContain('<g id="compact"');
    expect(svg).toContain('Sample data');
  }
  expect(consoleErrors).toEqual([]);
});

test('a view loads its file only when it comes near the viewport', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/product/')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/media');
  await hydrated(page);
  await settled(page);
  // The page opens on its title: the last view, far below, has not been asked for.
  expect(requested).not.toContain('/img/product/toolbar-heatmap.svg');
  await page.locator('figure[data-product-view="toolbar-heatmap"]').scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain('/img/product/toolbar-heatmap.svg');
});

test('on a phone, each view is the compact drawing, inside the page', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/media');
  await hydrated(page);
  const found = await views(page);
  expect(found).toHaveLength(PRODUCT_VIEW_IDS.length);
  for (const view of found) {
    expect(view.href, view.id!).toMatch(/#compact$|^$/);
    expect(view.ratio, view.id!).toBeLessThan(1);
    expect(view.width, view.id!).toBeLessThanOrEqual(390);
    // Drawn 390 wide and shown at least 330 wide: its 11px text stays above 9px.
    expect(view.width, view.id!).toBeGreaterThan(330);
  }
  const widths = await page.evaluate(() => ({page: document.documentElement.scrollWidth, width: window.innerWidth}));
  expect(widths.page).toBeLessThanOrEqual(widths.width);
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

test("a view takes the theme's colours, and nothing shifts while the views load", async ({page}) => {
  test.setTimeout(60_000);
  const css = readFileSync(path.join(repoRoot, 'src/css/custom.css'), 'utf8');
  const token = (theme: 'light' | 'dark') =>
    /--cairn-fig-1: (#[0-9a-f]{6});/.exec(
      css.slice(css.indexOf(theme === 'dark' ? "[data-theme='dark'] {" : ':root {')),
    )![1]!;
  await trackLayoutShifts(page, 'main');
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 900});
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/media');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const funnel = page.locator('figure[data-product-view="funnel"] svg:visible');
      await funnel.scrollIntoViewIfNeeded();
      await expect(page.locator('figure[data-product-view="funnel"]')).toHaveAttribute('data-loaded', 'true');
      // The funnel's bars are tone 1: this theme's colour, and hardly any of the other's (only where the edges of
      // shapes blend into the background).
      await expect.poll(async () => pixelsOf(await funnel.screenshot(), token(scheme))).toBeGreaterThan(1500);
      const shot = await funnel.screenshot();
      const own = await pixelsOf(shot, token(scheme));
      expect(await pixelsOf(shot, token(scheme === 'light' ? 'dark' : 'light'))).toBeLessThan(own / 20);
      for (const figure of await page.locator('figure[data-product-view]').all()) await figure.scrollIntoViewIfNeeded();
      await settled(page);
      const {total, moved} = await layoutShift(page);
      expect(total, `${width}px ${scheme}: ${moved.join(', ')}`).toBe(0);
    }
  }
});

test('/media has no axe violation (WCAG 2.2 AA) in the dark theme, with its views loaded', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/media');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const figure of await page.locator('figure[data-product-view]').all()) await figure.scrollIntoViewIfNeeded();
  await expect(page.locator('figure[data-product-view][data-loaded="false"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
