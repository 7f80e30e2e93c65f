import type {Page} from '@playwright/test';

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire (gzip-compressed by the preview server). */
  gzip: number;
  /** Bytes after decompression. */
  raw: number;
  /** Requested before React finished hydrating the page, that is before it is interactive. */
  beforeInteractive: boolean;
  thirdParty: boolean;
}

/**
 * Records the moment the page becomes interactive: Docusaurus sets `data-has-hydrated` on <html> in the first effect
 * after hydration. Call before `goto`.
 */
export async function markInteractive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.hasAttribute('data-has-hydrated')) {
        (window as unknown as {__interactiveAt: number}).__interactiveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
}

/**
 * The JavaScript the page has loaded so far, from the browser's resource timing (same-origin sizes are exact).
 * Call after `markInteractive`, `goto` and hydration.
 */
export async function scriptLoads(page: Page): Promise<ScriptLoad[]> {
  return page.evaluate(() => {
    const interactiveAt = (window as unknown as {__interactiveAt?: number}).__interactiveAt ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: entry.name,
        gzip: entry.encodedBodySize,
        raw: entry.decodedBodySize,
        beforeInteractive: entry.startTime < interactiveAt,
        thirdParty: new URL(entry.name).origin !== location.origin,
      }));
  });
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
