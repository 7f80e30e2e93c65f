import {test, expect, layoutShift, settled, trackLayoutShifts} from './fixtures';
import type {Page} from '@playwright/test';
import {LAYOUT_CUTOFF, TOC_OFFSET, TOC_OFFSET_NARROW} from '../../src/constants/layout';
import {VERSION_LABELS} from '../site';

const DOC = '/docs/deployment/deploy-docker';

const sidebarNav = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
const toc = (page: Page) => page.getByRole('navigation', {name: 'On this page'});
const burger = (page: Page) => page.locator('summary[aria-label="Menu"]');
const burgerPanel = (page: Page) => page.getByRole('navigation', {name: 'Site'});
/** A header link (not the burger's copy); external links' names end with "(opens in new tab)". */
const headerLink = (page: Page, name: string) =>
  page
    .locator('.navbar__inner')
    .getByRole('link', {name: new RegExp(`^${name}(\\(opens in new tab\\))?$`)})
    .first();

/** Opens a page and, with JavaScript on, waits for React to hydrate it (Docusaurus marks <html data-has-hydrated>). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
const sidebarToggle = (page: Page) => page.getByRole('button', {name: 'Docs menu'});
const tocToggle = (page: Page) => page.getByRole('button', {name: 'On this page'});

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({width, height: 900});
}

test.describe('which parts show at each width', () => {
  for (const width of [1280, LAYOUT_CUTOFF + 1, LAYOUT_CUTOFF, 1000, 390]) {
    const wide = width > LAYOUT_CUTOFF;
    test(`${width}px: ${wide ? 'desktop' : 'narrow'} layout`, async ({page, consoleErrors}) => {
      await setWidth(page, width);
      await open(page, DOC);
      const shown = async (locator: ReturnType<Page['locator']>, expected: boolean, what: string) =>
        expect(locator, `${what} at ${width}px`)[expected ? 'toBeVisible' : 'toBeHidden']();
      await shown(sidebarNav(page), wide, 'sidebar');
      await shown(toc(page), wide, 'table of contents');
      await shown(sidebarToggle(page), !wide, 'sidebar toggle');
      await shown(tocToggle(page), !wide, 'table-of-contents toggle');
      await shown(burger(page), !wide, 'burger');
      for (const name of ['Docs', 'Pricing', 'Install', 'GitHub', 'Login'])
        await shown(headerLink(page, name), wide, `header link ${name}`);
      if (wide) {
        const box = await page.locator('#cairn-docs-sidebar').boundingBox();
        expect(box?.width).toBe(300);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the header lists Docs, Pricing, Install, the repository with its stars, then Login', async ({page}) => {
    await setWidth(page, 1280);
    await page.goto('/pricing');
    const labels = await page
      .locator('.navbar__inner a')
      .evaluateAll((links) =>
        links
          .filter((link) => !link.closest('details'))
          .map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim()),
      );
    expect(labels).toEqual(['Cairn', 'Docs', 'Pricing', 'Install', 'GitHub', 'Star Cairn on GitHub', 'Login']);
    const login = headerLink(page, 'Login');
    await expect(login).toHaveClass(/button/);
    await expect(login).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('.navbar__brand')).toHaveAttribute('href', '/');
  });
});

test.describe('burger menu', () => {
  test.beforeEach(async ({page}) => {
    await setWidth(page, 390);
    await open(page, DOC);
  });

  test('lists the header links and closes when one is clicked', async ({page}) => {
    await burger(page).click();
    await expect(burgerPanel(page)).toBeVisible();
    // The header's items in reading order, from the same configuration; on a docs page, its versions too.
    await expect(burgerPanel(page).getByRole('link')).toHaveText([
      'Docs',
      'Pricing',
      'Install',
      ...VERSION_LABELS,
      'GitHub',
      'Star Cairn on GitHub',
      'Login',
    ]);
    await burgerPanel(page).getByRole('link', {name: 'Pricing'}).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(burgerPanel(page)).toBeHidden();
    await expect(page.locator('details:has(summary[aria-label="Menu"])')).not.toHaveAttribute('open');
  });

  test('closes on Escape and gives the focus back to its button', async ({page}) => {
    await burger(page).click();
    await expect(burgerPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(burgerPanel(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();
  });

  test('opens and closes from the keyboard', async ({page}) => {
    await burger(page).focus();
    await page.keyboard.press('Enter');
    await expect(burgerPanel(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(burgerPanel(page)).toBeHidden();
  });

  test('closes when the window grows past the cut-off', async ({page}) => {
    await setWidth(page, 1000);
    await burger(page).click();
    await expect(burgerPanel(page)).toBeVisible();
    await setWidth(page, LAYOUT_CUTOFF + 1);
    await expect(page.locator('details:has(summary[aria-label="Menu"])')).not.toHaveAttribute('open');
    await setWidth(page, 1000);
    await expect(burgerPanel(page)).toBeHidden();
  });
});

test.describe('docs sidebar', () => {
  test('navigating selects the page and expands its parents, also after client-side navigation', async ({page}) => {
    await setWidth(page, 1280);
    await open(page, DOC);
    const current = sidebarNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveText('Deploy with Docker');
    const install = sidebarNav(page).getByRole('button', {name: /Install/});
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    const configuring = sidebarNav(page).getByRole('button', {name: /Configuring/});
    await expect(configuring).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarNav(page).getByRole('link', {name: 'Scaling Cairn'})).toBeHidden();

    // A link in the page body (client-side navigation) to a page of a collapsed category.
    await page.locator('article').getByRole('link', {name: 'Scaling Cairn'}).first().click();
    await expect(page).toHaveURL(/\/docs\/configuring-cairn\/scaling-cairn$/);
    await expect(current).toHaveText('Scaling Cairn');
    await expect(configuring).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarNav(page).getByRole('link', {name: 'Scaling Cairn'})).toBeVisible();
    // What the visitor had open stays open.
    await expect(install).toHaveAttribute('aria-expanded', 'true');
  });

  test('a category collapses and expands, and nested items are indented 12px', async ({page}) => {
    await setWidth(page, 1280);
    await open(page, DOC);
    const install = sidebarNav(page).getByRole('button', {name: /Install/});
    const docker = sidebarNav(page).getByRole('link', {name: 'Deploy with Docker'});
    const installLink = sidebarNav(page).getByRole('link', {name: 'Install', exact: true});
    const indent = (await docker.boundingBox())!.x - (await installLink.boundingBox())!.x;
    expect(indent).toBe(12);
    await install.click();
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await expect(docker).toBeHidden();
    await install.click();
    await expect(docker).toBeVisible();
  });

  test('can be hidden on a wide screen and brought back', async ({page}) => {
    await setWidth(page, 1280);
    await open(page, DOC);
    const article = page.locator('article');
    const before = (await article.boundingBox())!.width;
    await page.getByRole('button', {name: 'Hide sidebar'}).click();
    await expect(sidebarNav(page)).toBeHidden();
    expect((await article.boundingBox())!.width).toBeGreaterThan(before);
    await page.getByRole('button', {name: 'Show the sidebar'}).click();
    await expect(sidebarNav(page)).toBeVisible();
  });

  test('opens as a drawer below the cut-off and closes after choosing a page', async ({page}) => {
    await setWidth(page, 390);
    await open(page, DOC);
    await expect(sidebarNav(page)).toBeHidden();
    await sidebarToggle(page).click();
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarNav(page)).toBeVisible();
    await sidebarNav(page).getByRole('link', {name: 'Deploy on Kubernetes'}).click();
    await expect(page).toHaveURL(/deploy-kubernetes$/);
    await expect(sidebarNav(page)).toBeHidden();
    await sidebarToggle(page).click();
    await expect(sidebarNav(page).locator('[aria-current="page"]')).toHaveText('Deploy on Kubernetes');
    await page.keyboard.press('Escape');
    await expect(sidebarNav(page)).toBeHidden();
  });
});

test.describe('table of contents', () => {
  /** Waits (up to 3 s, the scroll may start late on a busy machine) for the heading to sit `offset` px below the top. */
  async function expectHeadingAt(page: Page, id: string, offset: number) {
    const top = () => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
    await expect
      .poll(async () => Math.abs((await top()) - offset), {
        message: `heading #${id} ${offset}px below the top`,
        timeout: 3000,
      })
      .toBeLessThanOrEqual(1);
  }

  test('nests entries by depth', async ({page}) => {
    await setWidth(page, 1280);
    await open(page, DOC);
    const nested = toc(page).locator('ul ul a');
    await expect(nested.first()).toHaveText('The stack does not start on the first run');
    await expect(toc(page).locator(':scope > ul > li > a').first()).toHaveText('Prerequisites');
  });

  test('a click scrolls smoothly over 450ms, lands the heading 80px below the top and highlights it', async ({
    page,
  }) => {
    await setWidth(page, 1280);
    await open(page, DOC);
    // The page's clock and animation frames run only when the test says: what is checked is where the animation
    // stands at a given time, which holds however slow or busy the machine is.
    const now = Date.now();
    await page.clock.install({time: now});
    await page.clock.pauseAt(now + 1000);
    const position = () => page.evaluate(() => window.scrollY);
    const from = await position();
    await toc(page).getByRole('link', {name: 'Upgrade'}).click();
    const samples: number[] = [];
    for (let step = 0; step < 8; step++) {
      await page.clock.runFor(50);
      samples.push(await position());
    }
    await page.clock.runFor(200);
    await expectHeadingAt(page, 'upgrade', TOC_OFFSET);
    const to = await position();
    expect(to).toBeGreaterThan(from + 500);
    // Still under way at 100, 200 and 300ms; moving forward at every step; there once the 450ms are up.
    const during = [samples[1]!, samples[3]!, samples[5]!];
    expect(
      during.every((y) => y > from && y < to),
      `positions at 100, 200, 300ms: ${during.join(', ')} (from ${from} to ${to})`,
    ).toBe(true);
    expect(
      samples.every((y, i) => i === 0 || y >= samples[i - 1]!),
      `positions every 50ms: ${samples.join(', ')}`,
    ).toBe(true);
    await expect(page).toHaveURL(/#upgrade$/);
    // Time flows again for the scroll-spy, which updates the highlight in the frames after the last scroll.
    await page.clock.resume();
    await expect(toc(page).locator('[aria-current="location"]')).toHaveText('Upgrade');
  });

  test('under prefers-reduced-motion the scroll is instant', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await setWidth(page, 1280);
    await open(page, DOC);
    await page.evaluate(() => {
      const w = window as unknown as {__scrolls: number};
      w.__scrolls = 0;
      window.addEventListener('scroll', () => w.__scrolls++, {passive: true});
    });
    await toc(page).getByRole('link', {name: 'Troubleshooting'}).click();
    await expectHeadingAt(page, 'troubleshooting', TOC_OFFSET);
    expect(await page.evaluate(() => (window as unknown as {__scrolls: number}).__scrolls)).toBeLessThanOrEqual(2);
  });

  test('below the cut-off it opens from its toggle and lands the heading 95px below the top', async ({page}) => {
    await setWidth(page, 390);
    await open(page, DOC);
    await expect(toc(page)).toBeHidden();
    await tocToggle(page).click();
    await expect(toc(page)).toBeVisible();
    await toc(page).getByRole('link', {name: 'Back up and restore'}).click();
    await expect(toc(page)).toBeHidden();
    await expectHeadingAt(page, 'back-up-and-restore', TOC_OFFSET_NARROW);
  });

  test('a #link loads with the heading at the same offset', async ({page}) => {
    await setWidth(page, 1280);
    await open(page, `${DOC}#upgrade`);
    await expectHeadingAt(page, 'upgrade', TOC_OFFSET);
  });
});

test.describe('no layout shift', () => {
  // A slow phone's parser may yield mid-navbar; the first paint waits for the element after the navbar
  // (src/plugins/layout-tokens.ts), so the right-aligned items are never painted half-built.
  test('the first paint waits until the navbar is parsed', async ({page}) => {
    const response = await page.goto(DOC);
    const html = await response!.text();
    const expectLink = /<link rel=expect href=#([\w-]+) blocking=render>/.exec(html);
    expect(expectLink, 'a render-blocking expect link in the head').not.toBeNull();
    expect(html.indexOf(expectLink![0])).toBeLessThan(html.indexOf('</head>'));
    const target = html.indexOf(`id=${expectLink![1]}`);
    expect(target).toBeGreaterThan(html.indexOf('</nav>'));
  });

  test(`${DOC} at 1280px on a CPU eight times slower`, async ({page}) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 8});
    await trackLayoutShifts(page);
    await setWidth(page, 1280);
    await open(page, DOC);
    await page.waitForLoadState('networkidle');
    const shift = await layoutShift(page);
    // The navbar is never painted half-built. A busy machine at 8x can still record a shift of a node that
    // hydration replaces, of the order of 0.000002; Lighthouse reports CLS to two decimals, so below 0.001 is 0.
    expect(
      shift.moved.filter((node) => node.includes('navbar')),
      `moved: ${shift.moved.join(', ')}`,
    ).toEqual([]);
    expect(shift.total, `layout shift; moved: ${shift.moved.join(', ')}`).toBeLessThan(0.001);
  });

  for (const width of [390, 1280]) {
    for (const route of ['/', DOC, '/blog/array-1-15-0', '/handbook/company/story', '/pricing', '/features/funnels']) {
      test(`${route} at ${width}px, while third-party calls fail`, async ({page}) => {
        await trackLayoutShifts(page);
        const thirdParty: string[] = [];
        page.on('requestfailed', (request) => {
          if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
        });
        await setWidth(page, width);
        await open(page, route);
        await settled(page);
        // The browser is offline: the header's star count is asked of GitHub and fails.
        expect(thirdParty.length, 'the page tried a third-party host (the star count)').toBeGreaterThan(0);
        const shift = await layoutShift(page);
        // Zero as Lighthouse reports CLS (three decimals). With both cores busy, a shift of the order of 0.0001
        // was seen once (the page actions of /handbook/company/story, at 1280px), never alone in ten runs.
        expect(shift.total, `layout shift; moved: ${shift.moved.join(', ')}`).toBeLessThan(0.001);
      });
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const width of [1280, 390]) {
    test(`${width}px: header links, sidebar links and the table of contents work`, async ({page}) => {
      await setWidth(page, width);
      await page.goto(DOC);
      if (width <= LAYOUT_CUTOFF) {
        // The burger is a <details>: it opens without script.
        await burger(page).click();
        await expect(burgerPanel(page).getByRole('link', {name: 'Pricing'})).toBeVisible();
        await burger(page).click();
      } else {
        for (const name of ['Docs', 'Pricing', 'Install', 'GitHub', 'Login'])
          await expect(headerLink(page, name)).toBeVisible();
      }
      // Every sidebar link shows, collapsed categories included.
      await expect(sidebarNav(page).getByRole('link', {name: 'Scaling Cairn'})).toBeVisible();
      await expect(sidebarNav(page).getByRole('link', {name: 'Deploy with Docker'})).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(toc(page)).toBeVisible();
      await toc(page).getByRole('link', {name: 'Upgrade'}).click();
      await expect(page).toHaveURL(/#upgrade$/);
      await sidebarNav(page).getByRole('link', {name: 'Scaling Cairn'}).click();
      await expect(page).toHaveURL(/scaling-cairn$/);
    });
  }
});

test.describe('dark mode', () => {
  test('follows the system setting, and the toggle switches it', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await setWidth(page, 1280);
    await open(page, DOC);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const dark = await background();
    // Code blocks get the dark Prism theme too.
    const code = page.locator('.theme-code-block pre').first();
    const codeBackground = await code.evaluate((node) => getComputedStyle(node).backgroundColor);
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(html).not.toHaveAttribute('data-theme', 'dark');
    // Colors may transition: wait for them to settle on the light ones.
    await expect.poll(background).not.toBe(dark);
    await expect.poll(() => code.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(codeBackground);
  });

  test('is right at first paint, before any script runs', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark', javaScriptEnabled: true});
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});
