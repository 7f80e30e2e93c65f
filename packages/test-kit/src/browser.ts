/**
 * Browser-test helpers shared by the site's specs (tests/e2e/, tests/smoke/, tests/dev/) and the browser tests of
 * packages/docusaurus-internals: the console and page errors of a test, third parties blocked, axe-core's checks,
 * hydration, layout shifts and the page settling. Nothing here knows the site.
 */
import {readFileSync} from 'node:fs';
import {test as base, expect, type BrowserContext, type ConsoleMessage, type Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

type Fixtures = {consoleErrors: string[]; consoleWarnings: string[]};

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
 * Collects, from now until `stop()`, the page's console errors and uncaught errors (without the browser's lines for
 * failed third-party requests, see above) and its console warnings, for a test to assert on. Pages run offline:
 * the browser resolves no host but the local preview server (see playwright.config.ts).
 */
export function watchConsole(page: Page): {errors: string[]; warnings: string[]; stop: () => void} {
  const errors: string[] = [];
  const warnings: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error' && !isHandledThirdPartyFailure(message.text(), message.location().url))
      errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    warnings,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** The page's console errors and warnings during the test (`watchConsole`), for the test to assert on. */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({page}, use) => {
    const watch = watchConsole(page);
    await use(watch.errors);
    watch.stop();
  },
  consoleWarnings: async ({page}, use) => {
    const watch = watchConsole(page);
    await use(watch.warnings);
    watch.stop();
  },
});

/**
 * Chromium's own "Failed to load resource" lines for requests the test expects to fail: the 404 answer of the
 * requested address itself, and whatever the test blocks. No page code can silence those; everything else the
 * fixture collects (page errors, messages the page logs, any other failed request) still fails the test.
 */
export function expectFailedRequests(page: Page, expected: (url: string) => boolean): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      message.text().startsWith('Failed to load resource') &&
      expected(message.location().url)
    ) {
      lines.push(message.text());
    }
  });
  return lines;
}

export function withoutExpected(errors: string[], expected: string[]): string[] {
  const rest = [...errors];
  for (const line of expected) {
    const index = rest.indexOf(line);
    if (index >= 0) rest.splice(index, 1);
  }
  return rest;
}

/** The hosts the tests serve the site from; every other host is a third party. */
export const isLocalUrl = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

/**
 * Blocks every third-party request (analytics, search, GitHub's API, fonts, the mailing list) the way a content
 * blocker does, on top of the offline host resolution of playwright.config.ts. Returns the URLs it blocked.
 */
export async function blockThirdParties(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route(
    (url) => url.protocol.startsWith('http') && !isLocalUrl(url.href),
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}

/** The WCAG 2.2 A and AA rules of axe-core (with the 2.0 and 2.1 ones they include). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The WCAG rules whose answer depends on the page's layout and colours: contrast (of text, and of links against the
 * text around them), the size of targets, and whether a region that scrolls can be reached by keyboard. The
 * stylesheets and the templates decide them, so a site can run them on one page per template and kind of content, in
 * each theme, and every other rule (`content`) on every page.
 */
export const LAYOUT_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];

/** The layout-bound rules a colour theme can change: contrast, of text and of links against the text around them. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Best-practice rules run with the WCAG ones: headings that skip a level confuse a screen reader's outline. */
const EXTRA_RULES = ['heading-order'];

/**
 * Which of axe-core's rules a check runs: `content` every WCAG rule but the layout-bound ones, for every page;
 * `layout` those alone, for the samples; `colour` the contrast ones alone, for a sample in another theme; `all` every
 * rule, for the tests of one component or state.
 */
export type AxeRules = 'all' | 'colour' | 'content' | 'layout';

function axeOptions(rules: AxeRules): RunOptions {
  const base: RunOptions = {resultTypes: ['violations']};
  if (rules === 'layout' || rules === 'colour')
    return {...base, runOnly: {type: 'rule', values: rules === 'layout' ? LAYOUT_RULES : COLOUR_RULES}};
  const extra = Object.fromEntries(EXTRA_RULES.map((rule) => [rule, {enabled: true}]));
  const off = rules === 'content' ? Object.fromEntries(LAYOUT_RULES.map((rule) => [rule, {enabled: false}])) : {};
  return {...base, runOnly: {type: 'tag', values: WCAG_TAGS}, rules: {...extra, ...off}};
}

/** axe-core's browser build, read once per worker and evaluated in each page checked. */
let axeSource: string | undefined;

/**
 * axe-core's violations on the page as it is now, one readable line per failing element: the WCAG 2.2 A/AA rules
 * and heading order (`rules` narrows them, see `AxeRules`). axe runs in the page itself (the site's pages have no
 * frame, which it asserts) and reports violations only: the passes and the rules that do not apply are not
 * collected, which halves its time on a long docs page.
 */
export async function axeViolations(page: Page, rules: AxeRules = 'all'): Promise<string[]> {
  expect(await page.locator('iframe').count(), 'a page with a frame needs axe run in every frame').toBe(0);
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (runOptions) => {
    const axe = (window as unknown as {axe: {run: (context: Document, options: RunOptions) => Promise<AxeResults>}})
      .axe;
    return (await axe.run(document, runOptions)).violations.map(({id, impact, nodes}) => ({
      id,
      impact,
      nodes: nodes.map(({target, failureSummary}) => ({target: target.join(' '), failureSummary})),
    }));
  }, axeOptions(rules));
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

/** Waits until React has hydrated the page (Docusaurus sets the attribute in its first effect). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Records layout shifts from the first paint on (call before `goto`). `layoutShift(page)` then gives the
 * cumulative score and, to explain a failure, what moved. With `within` (a selector), only the shifts of elements
 * inside it count: a test of one part of the page (the figures of an article) is not failed by another part.
 */
export async function trackLayoutShifts(page: Page, within?: string): Promise<void> {
  await page.addInitScript((scope) => {
    const w = window as unknown as {__cls: {total: number; moved: string[]}};
    w.__cls = {total: 0, moved: []};
    const inScope = (node: Node | undefined) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return !scope || Boolean(element?.closest(scope));
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node}[];
      }[]) {
        if (entry.hadRecentInput) continue;
        if (!(entry.sources ?? []).some((source) => inScope(source.node))) continue;
        w.__cls.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          w.__cls.moved.push(
            node
              ? `${node.nodeName.toLowerCase()}.${String(node.className ?? '')
                  .split(' ')
                  .join('.')}`
              : '(removed node)',
          );
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  }, within);
}

export async function layoutShift(page: Page): Promise<{total: number; moved: string[]}> {
  return page.evaluate(() => (window as unknown as {__cls: {total: number; moved: string[]}}).__cls);
}

export {expect};

/**
 * Waits until the page has nothing left to do on its own: the browser has had two idle periods (idle prefetching,
 * the analytics client and other late code run in them) and no request has been in flight for `quietMs`. For
 * tests that assert something does not happen: they wait for this condition, not for a fixed time.
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let changed = Date.now();
  const start = () => {
    inFlight += 1;
    changed = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.waitForLoadState('load');
    const idle = () =>
      page.evaluate(
        // At most 5 s each: headless Chromium at times grants a page that was screenshotted no idle period at all.
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve(), {timeout: 5000}), {timeout: 5000}),
          ),
      );
    await idle();
    await expect
      .poll(() => inFlight === 0 && Date.now() - changed >= quietMs, {
        intervals: [100],
        timeout: 15_000,
        message: 'the page settles',
      })
      .toBe(true);
    await idle();
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}
