import type {Page, Response} from '@playwright/test';
import {blockThirdParties, hydrated, test as base} from '@cairn/test-kit/browser';

export {expect, expectFailedRequests, hydrated, withoutExpected} from '@cairn/test-kit/browser';
export {FIXTURE_PAGES} from '../fixture/pages';

/** The site's browser-test fixtures (console errors and warnings), with every third-party request aborted. */
export const test = base.extend({
  context: async ({context}, use) => {
    await blockThirdParties(context);
    await use(context);
  },
});

/** Marks the document, so that a test can tell a client-side navigation (the mark stays) from a page load. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as {fixtureMark: string}).fixtureMark = 'same document'));
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {fixtureMark?: string}).fixtureMark === 'same document');

const isScript = (url: string) => /\/assets\/js\/[^/]+\.js$/.test(new URL(url).pathname);

/** The site's JavaScript the page executes from now on (scripts, not prefetched files), as responses. */
export function scriptsFrom(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && isScript(response.url())) responses.push(response);
  });
  return responses;
}

export const bodies = (responses: Response[]) => Promise.all(responses.map((response) => response.text()));

/** A data-saving connection, on which nothing is prefetched (Docusaurus's rule, kept by the idle prefetch). */
export const saveData = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({effectiveType: '4g', saveData: true})}),
  );

/** The text of the scripts a first load executes until the page is hydrated and the network is quiet. */
export async function firstLoadScripts(page: Page, path: string): Promise<{urls: string[]; code: string}> {
  await saveData(page);
  const scripts = scriptsFrom(page);
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return {urls: scripts.map((response) => response.url()), code: (await bodies(scripts)).join('\n')};
}

/** The strings of `markers` that `code` contains: a test expects a list, so a failure names them, not the code. */
export const found = (code: string, markers: readonly string[]) => markers.filter((marker) => code.includes(marker));
