import type {Page, Response} from '@playwright/test';
import {expect, settled, test} from './fixtures';
import {docsPath, LATEST, PREVIOUS, VERSION_LABELS} from '../site';

/** Real questions and the page that must come up in the first three results. */
const QUERIES: [string, string][] = [
  ['behind nginx', '/docs/configuring-cairn/running-behind-proxy'],
  ['SMTP', '/docs/configuring-cairn/smtp-credentials'],
  ['docker compose', '/docs/deployment/deploy-docker'],
  ['helm values ingress', '/docs/deployment/deploy-kubernetes'],
  ['rate limit 429 Retry-After', '/docs/api/overview'],
  ['funnel conversion window', '/docs/features/funnels'],
  ['rollout percentage', '/docs/features/feature-flags'],
  ['CAIRN_TELEMETRY', '/docs/configuring-cairn/environment-variables'],
  ['react native', '/docs/integrations/react-native'],
  ['heroku', '/docs/deployment/deploy-heroku'],
  ['seed round investors', '/handbook/strategy/investors'],
  ['parental leave', '/handbook/people/time-off'],
];

async function openSearch(page: Page) {
  // The button opens search once the page is interactive (the bundles load after the first paint).
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page
    .getByRole('button', {name: /^Search/})
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('offline search (Pagefind)', () => {
  test('search starts in the docs version of the page being read, and the reader can pick another', async ({page}) => {
    await page.goto(docsPath(PREVIOUS, '/configuring-cairn/running-behind-proxy'));
    let dialog = await openSearch(page);
    const version = dialog.getByRole('combobox', {name: 'Docs version'});
    await expect(version).toHaveValue(PREVIOUS);
    await expect(version.locator('option')).toHaveText(VERSION_LABELS);
    await dialog.getByRole('searchbox').fill('docker compose');
    const docsLinks = dialog.getByRole('region', {name: 'Docs'}).getByRole('link');
    const previous = `${docsPath(PREVIOUS)}/`;
    await expect(docsLinks.first()).toHaveAttribute('href', new RegExp(`^${previous.replace(/\./g, '\\.')}`));
    expect(
      await docsLinks.evaluateAll(
        (links, start) => links.every((link) => link.getAttribute('href')!.startsWith(start)),
        previous,
      ),
    ).toBe(true);
    await version.selectOption('next');
    await expect(docsLinks.first()).toHaveAttribute('href', /^\/docs\/next\//);
    await page.keyboard.press('Escape');
    // Elsewhere it starts with the latest release.
    await page.goto('/pricing');
    dialog = await openSearch(page);
    await expect(dialog.getByRole('combobox', {name: 'Docs version'})).toHaveValue(LATEST);
  });

  test('docs pages offer "Search our Docs"; other pages a search button', async ({page}) => {
    await page.goto('/docs/deployment/deploy-docker');
    await expect(page.getByRole('button', {name: 'Search our Docs'})).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
  });

  test('nothing of search loads before the visitor opens it', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/docs/deployment/deploy-docker');
    await settled(page);
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('docker');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    expect(requests).toContain('/pagefind/pagefind.js');
  });

  test('Ctrl+K opens search, Escape closes it, and results are grouped by section', async ({page, consoleErrors}) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('release');
    await expect(dialog.getByRole('heading', {name: 'Docs'})).toBeVisible();
    await expect(dialog.getByRole('heading', {name: 'Blog'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('choosing a result opens its page', async ({page}) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('SMTP');
    await dialog.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/docs\/configuring-cairn\/smtp-credentials/);
    await expect(dialog).toBeHidden();
  });

  for (const [query, expected] of QUERIES) {
    test(`"${query}" finds ${expected}`, async ({page}) => {
      await page.goto('/docs');
      const dialog = await openSearch(page);
      await dialog.getByRole('searchbox').fill(query);
      const links = dialog.locator('ul a');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      const rank = hrefs.findIndex((href) => href.replace(/\/$/, '') === expected);
      expect(rank, `results: ${hrefs.slice(0, 5).join(', ')}`).toBeGreaterThanOrEqual(0);
      expect(rank, `results: ${hrefs.slice(0, 5).join(', ')}`).toBeLessThan(3);
    });
  }
});

test.describe('Algolia DocSearch (build with fake keys)', () => {
  test.use({baseURL: 'http://127.0.0.1:3101'});

  test('downloads no DocSearch code before interaction, then queries index "cairn" with the public key', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    let query: {url: string; headers: Record<string, string>; body: string} | undefined;
    await page.route(/algolia(net)?\.(net|io)/, async (route) => {
      const request = route.request();
      if (request.method() === 'POST')
        query ??= {url: request.url(), headers: request.headers(), body: request.postData() ?? ''};
      await route.fulfill({
        json: {results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '', params: ''}]},
      });
    });

    await page.goto('/docs/deployment/deploy-docker');
    await settled(page);
    const before = await Promise.all(scripts.map((response) => response.text()));
    expect(before.length).toBeGreaterThan(0);
    // Markers of the @docsearch/react library itself (its button and modal markup).
    const docsearchChunks = before.filter((body) => /DocSearch-Button-Placeholder|DocSearch-SearchBar/.test(body));
    expect(docsearchChunks.length, 'scripts with DocSearch code loaded before interaction').toBe(0);

    await page.getByRole('button', {name: 'Search our Docs'}).click();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeVisible();
    await input.fill('docker');
    await expect.poll(() => query).toBeDefined();
    const sent = `${query!.url} ${JSON.stringify(query!.headers)} ${query!.body}`;
    expect(sent).toContain('test-search-only-key');
    expect(sent).toContain('TESTAPPID');
    expect(query!.body).toContain('"indexName":"cairn"');
  });
});
