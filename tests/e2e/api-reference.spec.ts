import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {expect, hydrated, settled, test} from './fixtures';

/**
 * The API reference generated from the OpenAPI descriptions (issue #17), as a reader gets it: every operation on
 * its version's pages with a stable anchor, samples in seven languages that stay in sync and are remembered, copy
 * buttons, a "Try it" panel that costs nothing until opened and talks only to the reader's instance, and the
 * descriptions published for tools and agents.
 */

const EVENTS = '/docs/api/events';
test('an operation section: heading in the table of contents, method and path, parameters, samples, response and errors', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(EVENTS);
  await hydrated(page);
  const heading = page.locator('h2#list-events');
  await expect(heading).toHaveText(/List events/);
  await expect(
    page.locator('.table-of-contents a[href="#list-events"], nav a[href="#list-events"]').first(),
  ).toBeAttached();
  const endpoint = page.locator('[data-api-operation="listEvents"]');
  await expect(endpoint).toContainText('GET');
  await expect(endpoint).toContainText('/api/event/');
  await expect(page.locator('#list-events-parameters')).toBeVisible();
  await expect(page.locator('#list-events-errors')).toBeVisible();
  const samples = page.locator('[data-api-samples="listEvents"]');
  await expect(samples.getByRole('tab')).toHaveText(['cURL', 'JavaScript', 'Node', 'Python', 'Ruby', 'PHP', 'Go']);
  await expect(samples.getByRole('tabpanel')).toContainText('curl -G https://cairn.example.com/api/event/');
  const fields = page.locator('details.api-operation__fields').first();
  await expect(fields).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('choosing a language switches every sample of the page, and is remembered, also from ?language=', async ({
  page,
}) => {
  await page.goto(EVENTS);
  await hydrated(page);
  await page.locator('[data-api-samples="listEvents"]').getByRole('tab', {name: 'Python'}).click();
  const selected = page.locator('[data-api-samples] [role="tab"][aria-selected="true"]');
  const count = await page.locator('[data-api-samples]').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(selected).toHaveText(Array(count).fill('Python'));
  await expect(page.locator('[data-api-samples="getEvent"] [role="tabpanel"]:not([hidden])')).toContainText(
    'import requests',
  );
  await page.goto('/docs/api/people');
  await hydrated(page);
  await expect(page.locator('[data-api-samples] [role="tab"][aria-selected="true"]').first()).toHaveText('Python');
  await page.goto('/docs/api/trends?language=go');
  await hydrated(page);
  await expect(page.locator('[data-api-samples] [role="tab"][aria-selected="true"]').first()).toHaveText('Go');
});

test("a sample's copy button copies its code", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(EVENTS);
  await hydrated(page);
  const block = page.locator('[data-api-samples="getEvent"] [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  await block.locator('pre').focus();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('https://cairn.example.com/api/event/');
});

/** The text of every script the page downloads, from now on. */
function scriptsOf(page: Page): {url: string; body: string}[] {
  const scripts: {url: string; body: string}[] = [];
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(new URL(response.url()).pathname)) return;
    scripts.push({url: response.url(), body: await response.text().catch(() => '')});
  });
  return scripts;
}

test('no code of "Try it" or of the sample generator loads until the reader opens the panel', async ({page}) => {
  const scripts = scriptsOf(page);
  await page.goto(EVENTS);
  await hydrated(page);
  await settled(page);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => script.body.includes('cairn-try-it-panel')).map((script) => script.url)).toEqual(
    [],
  );
  expect(scripts.filter((script) => /HTTPSnippet|httpsnippet/.test(script.body)).map((script) => script.url)).toEqual(
    [],
  );
  await page.locator('[data-testid="try-it-toggle"]').first().click();
  await expect(page.locator('[data-testid="try-it-panel"]').first()).toBeVisible();
  await expect
    .poll(() => scripts.filter((script) => script.body.includes('cairn-try-it-panel')).length)
    .toBeGreaterThan(0);
});

/** A fake Cairn instance on a free port, recording what it receives. */
async function fakeInstance(
  cors: boolean,
): Promise<{origin: string; requests: {method: string; url: string; headers: IncomingHttpHeaders}[]; server: Server}> {
  const requests: {method: string; url: string; headers: IncomingHttpHeaders}[] = [];
  const server = createServer((request, response) => {
    requests.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers});
    const corsHeaders: Record<string, string> = cors
      ? {
          'Access-Control-Allow-Origin': String(request.headers.origin ?? '*'),
          'Access-Control-Allow-Headers': 'authorization, content-type',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
          'Access-Control-Expose-Headers': 'X-Cairn-Test',
        }
      : {};
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    response.writeHead(200, {...corsHeaders, 'Content-Type': 'application/json', 'X-Cairn-Test': 'fake-instance'});
    response.end(
      JSON.stringify({
        next: null,
        previous: null,
        results: [{id: '0192c7a4-51f3-7b1e-9d2a-6f0e8c4b2a11', event: 'fake event from the test instance'}],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, requests, server};
}

test('"Try it" sends the request to the reader\'s instance only, with the key, and shows status, headers and body', async ({
  page,
  consoleErrors,
}) => {
  const instance = await fakeInstance(true);
  const key = 'cpat_test_secret_9f8e7d6c5b4a';
  const leaks: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (sent.includes(key) && !request.url().startsWith(instance.origin)) leaks.push(request.url());
  });
  try {
    await page.goto(EVENTS);
    await hydrated(page);
    const panel = page.locator('[data-testid="try-it-panel"]').first();
    await page.locator('[data-testid="try-it-toggle"]').first().click();
    await panel.locator('[data-testid="try-it-instance"]').fill(instance.origin);
    await panel.locator('[data-testid="try-it-key"]').fill(key);
    await panel.locator('[data-testid="try-it-param-event"]').fill('$pageview');
    await expect(panel.locator('[data-testid="try-it-curl"]')).toContainText(`${instance.origin}/api/event/`);
    await expect(panel.locator('[data-testid="try-it-curl"]')).not.toContainText(key);
    await panel.locator('[data-testid="try-it-send"]').click();
    await expect(panel.locator('[data-testid="try-it-status"]')).toContainText('200');
    await expect(panel.locator('[data-testid="try-it-body"]')).toContainText('fake event from the test instance');
    await expect(panel.locator('[data-testid="try-it-headers"]')).toContainText('fake-instance');
    const get = instance.requests.find((request) => request.method === 'GET');
    expect(get?.url).toBe('/api/event/?event=%24pageview');
    expect(get?.headers.authorization).toBe(`Bearer ${key}`);
    // Sent from the sandboxed request frame, whose origin is opaque: the page itself may not connect there.
    expect(get?.headers.origin).toBe('null');
    await expect(panel.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    expect(leaks).toEqual([]);
    // The instance is kept for this tab; the key is in no storage of the site.
    const stored = await page.evaluate(() => ({
      session: JSON.stringify(sessionStorage),
      local: JSON.stringify(localStorage),
    }));
    expect(stored.session).toContain(instance.origin);
    expect(stored.session).not.toContain(key);
    expect(stored.local).not.toContain(key);
    expect(consoleErrors.filter((error) => !error.includes(instance.origin))).toEqual([]);
  } finally {
    instance.server.close();
  }
});

test('"Try it" explains a refused cross-origin request and gives the curl to run instead', async ({page}) => {
  const instance = await fakeInstance(false);
  try {
    await page.goto('/docs/api/user');
    await hydrated(page);
    const panel = page.locator('[data-testid="try-it-panel"]').first();
    await page.locator('[data-testid="try-it-toggle"]').first().click();
    await panel.locator('[data-testid="try-it-instance"]').fill(instance.origin);
    await panel.locator('[data-testid="try-it-key"]').fill('cpat_test_secret');
    await panel.locator('[data-testid="try-it-send"]').click();
    const error = panel.locator('[data-testid="try-it-error"]');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toContainText(/CORS|cross-origin/i);
    await expect(panel.locator('[data-testid="try-it-curl"]')).toContainText(
      `curl '${instance.origin}/api/users/@me/'`,
    );
  } finally {
    instance.server.close();
  }
});

test("the Next docs' API changes page lists what 1.16 changes, generated from the two descriptions", async ({page}) => {
  await page.goto('/docs/next/api/changes');
  const changed = page.locator('h2#operations-changed + ul');
  await expect(changed.locator('li')).toHaveCount(5);
  await expect(changed).toContainText('POST /capture/');
  await expect(changed).toContainText('parameter Forwarded (header) added');
});

test('at 390px an operation fits the page: tables and samples scroll inside their own box', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(EVENTS);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.locator('[data-testid="try-it-toggle"]').first().click();
  await expect(page.locator('[data-testid="try-it-panel"]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
