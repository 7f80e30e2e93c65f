import type {Page} from '@playwright/test';
import {
  expect,
  expectFailedRequests,
  layoutShift,
  pageTitle,
  test,
  trackLayoutShifts,
  withoutExpected,
} from './fixtures';

/** Mistyped or outdated addresses and the page (title, section) that must come up among the first three suggestions. */
const CASES = [
  {
    path: '/docs/deploy-dokcer',
    expected: '/docs/deployment/deploy-docker',
    title: 'Deploy with Docker',
    section: 'Docs',
  },
  {
    path: '/handbook/hiring-process',
    expected: '/handbook/people/hiring-process',
    title: 'Hiring process',
    section: 'Handbook',
  },
  {path: '/docs/next/features/funels', expected: '/docs/next/features/funnels', title: 'Funnels', section: 'Docs'},
];

const SECTIONS: [string, string][] = [
  ['Docs', '/docs'],
  ['Install', '/docs/deployment'],
  ['Blog', '/blog'],
  ['Handbook', '/handbook'],
];

const suggestions = (page: Page) => page.getByRole('region', {name: 'Pages that may be what you were looking for'});

async function expectSectionLinks(page: Page) {
  const links = suggestions(page).getByRole('link');
  await expect(links).toHaveCount(SECTIONS.length);
  for (const [index, [name, href]] of SECTIONS.entries()) {
    await expect(links.nth(index)).toContainText(name);
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
}

for (const {path, expected, title, section} of CASES) {
  test(`${path} answers 404 and suggests ${expected}`, async ({page, consoleErrors, baseURL}) => {
    const requestFailures = expectFailedRequests(page, (url) => url === `${baseURL}${path}`);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL((url) => url.pathname === path);

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect.poll(() => pageTitle(page)).toBe('Page not found');

    const links = suggestions(page).getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    const rank = hrefs.indexOf(expected);
    expect(rank, `suggestions: ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(rank).toBeLessThan(3);
    // Each suggestion shows its page's title and section.
    await expect(links.nth(rank).locator('span')).toHaveText([title, section]);

    expect(requestFailures).toHaveLength(1);
    expect(withoutExpected(consoleErrors, requestFailures)).toEqual([]);
  });
}

test('choosing a suggestion opens its page', async ({page}) => {
  await page.goto('/docs/deploy-dokcer');
  await suggestions(page)
    .getByRole('link', {name: /Deploy with Docker/})
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/docs/deployment/deploy-docker');
  await expect(page.locator('h1')).toHaveText('Deploy with Docker');
});

test('with the search index blocked, the section links and the search shortcut show, and nothing is logged', async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  const path = '/docs/deploy-dokcer';
  const requestFailures = expectFailedRequests(
    page,
    (url) => url === `${baseURL}${path}` || url.includes('/pagefind/'),
  );
  await page.route('**/pagefind/**', (route) => route.abort());
  await page.goto(path);
  await expectSectionLinks(page);
  await expect(suggestions(page).getByText(/Ctrl\s*K/)).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Page not found');
  expect(withoutExpected(consoleErrors, requestFailures)).toEqual([]);
});

test('a path with no search words gets the section links', async ({page}) => {
  await page.goto('/docs/next/1.99');
  await expectSectionLinks(page);
});

test('nothing moves when the suggestions replace the placeholder', async ({page}) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/pagefind/pagefind.js', async (route) => {
    await gate;
    await route.continue();
  });
  await trackLayoutShifts(page);
  await page.goto('/docs/deploy-dokcer');
  const area = suggestions(page).locator('[aria-busy]');
  await expect(area.first()).toHaveAttribute('aria-busy', 'true');
  // The suggestions' chunk may swap the server's frame for React's at any moment, and React keeps the frame it
  // replaces in the page, hidden, meanwhile: measure the frame the visitor sees, in one step in the page.
  const shown = () =>
    page.evaluate(() => {
      const rect = (element: Element | null | undefined) => {
        if (!element) return null;
        const {x, y, width, height} = element.getBoundingClientRect();
        return {x, y, width, height};
      };
      const regions = Array.from(document.querySelectorAll('section[aria-labelledby]')).filter((section) =>
        document
          .getElementById(section.getAttribute('aria-labelledby') ?? '')
          ?.textContent?.includes('Pages that may be what you were looking for'),
      );
      const frames = regions.flatMap((region) => Array.from(region.querySelectorAll('[aria-busy]')));
      return {
        area: rect(frames.find((frame) => frame.checkVisibility())),
        footer: rect(document.querySelector('footer')),
      };
    });
  await expect.poll(async () => (await shown()).area).not.toBeNull();
  const before = await shown();
  expect(before.area!.height).toBeGreaterThan(0);
  release();
  await expect(suggestions(page).getByRole('link')).toHaveCount(5);
  await expect(area.filter({visible: true})).toHaveAttribute('aria-busy', 'false');
  expect(await shown()).toEqual(before);
  // And no layout shift from the first paint to the suggestions, as the browser itself measures it.
  expect((await layoutShift(page)).total).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the 404 page shows its heading and the section links', async ({page}) => {
    const response = await page.goto('/handbook/hiring-process');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expectSectionLinks(page);
    // The search shortcut needs JavaScript: no hint without it.
    await expect(suggestions(page).getByText(/Ctrl\s*K/)).toBeHidden();
  });
});
