import type {Page} from '@playwright/test';

/**
 * The site's browser fixtures: the shared helpers of @cairn/test-kit (console, axe-core, hydration, layout shifts,
 * third parties blocked) and what only this site knows: its routes and its page titles.
 */
export * from '@cairn/test-kit/browser';
export {allRoutes, repoRoot, requiredRoutes, sitemapRoutes} from '../site';

/**
 * The page's title without the site suffix, as Docusaurus writes it ("Title | Cairn"). A blog author's page
 * adds its post count ("Ana Sousa - 4 posts"), which the heading does not repeat.
 */
export async function pageTitle(page: Page): Promise<string> {
  return (await page.title()).replace(/ \| Cairn$/, '').replace(/ - (\d+|One) posts?$/, '');
}
