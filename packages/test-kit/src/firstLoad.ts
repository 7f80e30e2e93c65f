/**
 * The JavaScript a first visit downloads before the page is interactive (hydrated), per page, in one Chromium: the
 * figure the site's benchmarks and budget test compare.
 */
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG} from './chromium';
import {markInteractive, scriptLoads} from './firstVisit';

export interface FirstLoad {
  path: string;
  beforeGzip: number;
  beforeRaw: number;
  allGzip: number;
  allRaw: number;
  thirdPartyBefore: number;
  scriptsBefore: number;
}

export async function measureFirstLoads(
  origin: string,
  paths: readonly string[],
  settleMs = 4000,
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, OFFLINE_FLAG]});
  try {
    const results: FirstLoad[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await markInteractive(page);
      await page.goto(origin + pagePath, {waitUntil: 'load'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForTimeout(settleMs);
      const loads = await scriptLoads(page);
      await context.close();
      const before = loads.filter((load) => load.beforeInteractive);
      const sum = (list: typeof loads, key: 'gzip' | 'raw') => list.reduce((total, load) => total + load[key], 0);
      results.push({
        path: pagePath,
        beforeGzip: sum(before, 'gzip'),
        beforeRaw: sum(before, 'raw'),
        allGzip: sum(loads, 'gzip'),
        allRaw: sum(loads, 'raw'),
        thirdPartyBefore: before.filter((load) => load.thirdParty).length,
        scriptsBefore: before.length,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
