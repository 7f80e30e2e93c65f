import {BENCH_PAGES, JS_BUDGET_KB} from '../../src/constants/budgets';
import {axeViolations, blockThirdParties, expect, hydrated, test} from './fixtures';
import {kb, markInteractive, scriptLoads} from '@cairn/test-kit/first-visit';

test.describe('JavaScript budget of the first visit', () => {
  for (const {template, path} of BENCH_PAGES) {
    const budget = JS_BUDGET_KB[template];
    test(`${template} (${path}): gzip-served, nothing third-party, at most ${budget} KB before it is interactive`, async ({
      page,
      context,
    }) => {
      await blockThirdParties(context);
      await markInteractive(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-encoding']).toBe('gzip');
      await hydrated(page);
      const loads = await scriptLoads(page);
      const early = loads.filter((load) => load.beforeInteractive);

      // The scripts the HTML references (the runtime and main bundle, requested after the first paint by the
      // loader of packages/docusaurus-internals/src/ssrTemplate.ts) are part of it, and come compressed.
      const referenced = [...new Set((await response!.text()).match(/\/assets\/js\/[^"'\s>]+\.js/g))].map(
        (src) => new URL(src, page.url()).href,
      );
      expect(referenced.length).toBeGreaterThanOrEqual(2);
      for (const url of referenced) {
        const load = early.find((entry) => entry.url === url);
        expect(load, `${url} loads before the page is interactive`).toBeTruthy();
        expect(load!.gzip, `${url} is compressed`).toBeLessThan(load!.raw * 0.6);
      }

      expect(early.filter((load) => load.thirdParty)).toEqual([]);
      const total = kb(early.reduce((sum, load) => sum + load.gzip, 0));
      const breakdown = early.map((load) => `${new URL(load.url).pathname} ${kb(load.gzip)} KB`).join(', ');
      expect(total, `${total} KB gzipped: ${breakdown}`).toBeLessThanOrEqual(budget);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});

  for (const {template, path} of BENCH_PAGES) {
    test(`${template} (${path}) renders its content, header, footer and navigation links`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);

      const header = page.locator('nav.navbar');
      for (const name of ['Docs', 'Pricing', 'Install'])
        await expect(header.getByRole('link', {name, exact: true})).toBeVisible();
      await expect(header.getByRole('link', {name: /Cairn/}).first()).toHaveAttribute('href', '/');

      const footerLinks = page.locator('footer').getByRole('link');
      expect(await footerLinks.count()).toBeGreaterThan(10);
      await expect(footerLinks.first()).toBeVisible();

      // The page's own navigation: the sidebar of docs and handbook, the post list of the blog.
      if (/^\/(docs|handbook)\//.test(path)) {
        const sidebar = page.getByRole('navigation', {name: /(Docs|Handbook) sidebar/});
        expect(await sidebar.getByRole('link').count()).toBeGreaterThan(10);
        await expect(sidebar.locator('[aria-current="page"]')).toBeVisible();
      }
      if (path.startsWith('/blog/')) {
        expect(await page.locator('.theme-blog-sidebar-container, aside').getByRole('link').count()).toBeGreaterThan(
          10,
        );
      }
      // No picture without its size: nothing shifts when images arrive.
      for (const image of await page.locator('main img').all()) {
        expect(await image.getAttribute('width'), (await image.getAttribute('src')) ?? '').toBeTruthy();
        expect(await image.getAttribute('height')).toBeTruthy();
      }
    });
  }
});

test('the axe check names each WCAG violation and leaves best-practice rules out', async ({page}) => {
  // An image without a text alternative (WCAG 1.1.1) and a table with an empty header (axe best practice only).
  await page.setContent(
    '<html lang="en"><title>t</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><table><tr><th></th></tr><tr><td>1</td></tr></table></main></html>',
  );
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\): img: /)]);
});

test.describe('keyboard', () => {
  const DOC = '/docs/deployment/deploy-docker';

  test('the first Tab shows "Skip to main content", which moves the focus past the header', async ({page}) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => ({
      inHeader: Boolean(document.activeElement?.closest('nav.navbar')),
      inPage: Boolean(document.activeElement?.closest('main, .theme-doc-sidebar-container, aside')),
    }));
    expect(where).toEqual({inHeader: false, inPage: true});
  });

  for (const [path, width] of [
    [DOC, 1280],
    ['/', 1280],
    ['/blog/array-1-15-0', 390],
  ] as const) {
    test(`${path} at ${width}px: every element the Tab key reaches shows a focus ring`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(path);
      await hydrated(page);
      const missing: string[] = [];
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          const shadow = style.boxShadow !== 'none';
          return {
            ok: outline || shadow,
            name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
          };
        });
        if (ring && !ring.ok) missing.push(ring.name);
      }
      expect(missing).toEqual([]);
    });
  }

  test('search opens, finds and navigates with the keyboard alone', async ({page}) => {
    await page.goto('/pricing');
    await hydrated(page);
    for (let stop = 0; stop < 20; stop++) {
      await page.keyboard.press('Tab');
      if (
        await page.evaluate(() =>
          /search/i.test(
            document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
          ),
        )
      )
        break;
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('SMTP credentials');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/configuring-cairn\/smtp-credentials/);
  });

  test('the burger menu opens, is walked through and closes with the keyboard alone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/');
    await hydrated(page);
    for (let stop = 0; stop < 10; stop++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Menu')) break;
    }
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', {name: 'Site'});
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', {name: 'Docs'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', {name: 'Pricing'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(panel).toBeHidden();
  });
});
