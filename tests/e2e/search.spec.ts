import type {Page, Response} from '@playwright/test';
import {E2E_INTEGRATIONS_PORT} from '../../playwright.config';
import {expect, settled, test} from './fixtures';
import {docsPath, LATEST, PREVIOUS, VERSION_LABELS} from '../site';

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
    const docsLinks = dialog.getByRole('list', {name: 'Results'}).locator('a[href^="/docs/"]');
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

  test('nothing of search loads before the visitor reaches the search button', async ({page}) => {
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

  test('Ctrl+K opens search, Escape closes it, and sections are ranked together, each result labelled', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    // The handbook's page on time off is the best answer, above any docs page.
    await page.keyboard.type('parental leave');
    const first = dialog.getByRole('list', {name: 'Results'}).getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/handbook/people/time-off');
    await expect(first).toContainText('Handbook');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a misspelled query shows the results of its correction, and the reader can search as typed', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/pricing');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('kuberentes');
    await expect(dialog.getByText('Showing results for kubernetes.')).toBeVisible();
    const links = dialog.getByRole('list', {name: 'Results'}).getByRole('link');
    await expect(links.first()).toHaveAttribute('href', '/docs/deployment/deploy-kubernetes');
    await dialog.getByRole('button', {name: 'Search instead for “kuberentes”'}).click();
    await expect(dialog.getByText('No results for “kuberentes”.')).toBeVisible();
    await expect(dialog.getByText(/Showing results for/)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the index starts loading when the pointer reaches the search button', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/pricing');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Search', exact: true}).hover();
    await expect
      .poll(() => requests)
      .toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind']));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('choosing a result opens its page', async ({page}) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('SMTP');
    await dialog.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/docs\/configuring-cairn\/smtp-credentials/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('Algolia DocSearch (build with fake keys)', () => {
  test.use({baseURL: `http://127.0.0.1:${E2E_INTEGRATIONS_PORT}`});

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
