import {test as base, expect, type Page} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Routes of ../shared/routes.txt: one per line, comments and blank lines skipped. */
export function sharedRoutes(): string[] {
  const file = path.resolve(repoRoot, '../shared/routes.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** Paths of every URL in the built sitemap. */
export function sitemapRoutes(): string[] {
  const file = path.join(repoRoot, 'build', 'sitemap.xml');
  if (!existsSync(file)) throw new Error('build/sitemap.xml is missing: run `npm run build` first');
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

export function allRoutes(): string[] {
  const normalize = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
  return [...new Set([...sharedRoutes(), ...sitemapRoutes()].map(normalize))].sort();
}

type Fixtures = {consoleErrors: string[]};

/**
 * Chromium itself logs "Failed to load resource" for every failed request, whatever the page does with the
 * failure. For third-party hosts (blocked, offline, rate-limited), the page's own handling is what is tested
 * (no count, no broken UI), so that browser line is not counted. Every page error, every message the page's
 * code logs and every failed request to the site itself still fails a test.
 */
function isHandledThirdPartyFailure(text: string, url: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false;
  try {
    return !['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Console errors and uncaught page errors, collected for the test to assert on. Pages run offline:
 * the browser resolves no host but the local preview server (see playwright.config.ts).
 */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || isHandledThirdPartyFailure(message.text(), message.location().url)) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * The page's title without the site suffix, as Docusaurus writes it ("Title | Cairn"). A blog author's page
 * adds its post count ("Ana Sousa - 4 posts"), which the heading does not repeat.
 */
export async function pageTitle(page: Page): Promise<string> {
  return (await page.title()).replace(/ \| Cairn$/, '').replace(/ - (\d+|One) posts?$/, '');
}

/**
 * Records layout shifts from the first paint on (call before `goto`). `layoutShift(page)` then gives the
 * cumulative score and, to explain a failure, what moved.
 */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__cls: {total: number; moved: string[]}};
    w.__cls = {total: 0, moved: []};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean; sources?: {node?: Node}[]}[]) {
        if (entry.hadRecentInput) continue;
        w.__cls.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          w.__cls.moved.push(node ? `${node.nodeName.toLowerCase()}.${String(node.className ?? '').split(' ').join('.')}` : '(removed node)');
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

export async function layoutShift(page: Page): Promise<{total: number; moved: string[]}> {
  return page.evaluate(() => (window as unknown as {__cls: {total: number; moved: string[]}}).__cls);
}

export {expect};
