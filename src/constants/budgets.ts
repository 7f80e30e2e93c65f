/**
 * The quality budgets of issue #7, shared by `npm run bench` (scripts/bench.mts), which measures them, and the
 * browser tests (tests/e2e/quality.spec.ts, lighthouse.spec.ts), which enforce the deterministic ones.
 */

/** The pages the budgets are measured on, one per main template (the API page since issue #17, a feature page since #27). */
export const BENCH_PAGES = [
  {template: 'home', path: '/'},
  {template: 'docs page', path: '/docs/deployment/deploy-docker'},
  {template: 'blog post', path: '/blog/array-1-15-0'},
  {template: 'pricing', path: '/pricing'},
  {template: 'handbook page', path: '/handbook/engineering/code-review'},
  {template: 'API page', path: '/docs/api/events'},
  {template: 'demo', path: '/demo'},
  {template: 'feature page', path: '/features/funnels'},
] as const;

/** Targets of the benchmark (Lighthouse 12.8 medians of 3 runs, and the first visit's JavaScript). */
export const TARGETS = {
  mobilePerformance: 98,
  desktopPerformance: 100,
  mobileTbtMs: 100,
  cls: 0,
  /**
   * Gzipped JavaScript requested before the page is interactive (hydrated), in KB (1024 bytes), on today's site
   * (issue #19: at most 150 KB on every template, whatever the number of pages).
   */
  jsBeforeInteractiveKb: 150,
} as const;

/**
 * Gzipped JavaScript a first visit requests before the page has hydrated, per template, in KB: the scripts the
 * HTML references (runtime and main bundle) and the route chunks they load. The test fails above these. Each sits
 * at most the benchmark's target (src/constants/budgets.test.ts checks it) and a little above today's figure
 * (printed by `npm run bench`), so growth is a decision, not an accident.
 */
export const JS_BUDGET_KB: Record<(typeof BENCH_PAGES)[number]['template'], number> = {
  home: 150,
  'docs page': 150,
  'blog post': 150,
  pricing: 150,
  'handbook page': 150,
  'API page': 150,
  demo: 150,
  'feature page': 150,
};

/**
 * The same figure on the copy of the site with ten docs versions (about 2,000 pages) that `npm run bench:scale`
 * builds (scripts/bench-scale.mts), for every template: the route data of a page no longer grows with the site.
 */
export const SCALE_JS_BUDGET_KB = 155;

/**
 * Lighthouse categories that must score 100 on every template of BENCH_PAGES in `npm run bench`. `npm test` runs
 * Lighthouse only where it says what no other test does: best practices on LIGHTHOUSE_GATE_PAGES
 * (tests/e2e/lighthouse.spec.ts). The SEO audit's facts are tests over the build of every page (tests/build/head.test.ts:
 * title, description, canonical address, crawlable and descriptive links, indexable), and accessibility is axe-core's on
 * every route (tests/e2e/routes.spec.ts, accessibility.spec.ts).
 */
export const LIGHTHOUSE_PERFECT = ['best-practices', 'seo'] as const;

/** The two templates `npm test` runs Lighthouse's best practices on: a docs page and the site's own home page. */
export const LIGHTHOUSE_GATE_PAGES = BENCH_PAGES.filter(
  ({template}) => template === 'docs page' || template === 'home',
);
