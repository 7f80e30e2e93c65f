import type {FunnelQuery} from './funnel';
import type {PathsQuery} from './paths';
import type {RetentionQuery} from './retention';
import type {TrendsQuery} from './trends';

/**
 * The named queries the product views use (./views.ts): import them wherever a page states a number a view shows,
 * so the page and the picture compute it the same way from the sample project (src/data/sampleProject/).
 */

/** The sample project's whole range. */
export const SAMPLE_RANGE = {from: '2026-08-31', to: '2026-11-08'} as const;

/** The sample site's address. */
const SITE = 'https://pebblepot.example';

export const DEFAULT_QUERIES = {
  /** Signups per week, by browser. */
  trends: {
    event: 'signed_up',
    math: 'total',
    interval: 'week',
    breakdown: '$browser',
    ...SAMPLE_RANGE,
  } satisfies TrendsQuery as TrendsQuery,
  /** From signing up to cooking a recipe, within 14 days (Cairn's default window). */
  funnel: {
    steps: ['signed_up', 'recipe_viewed', 'recipe_saved', 'cooked_recipe'],
    windowDays: 14,
    ...SAMPLE_RANGE,
  } satisfies FunnelQuery as FunnelQuery,
  /** Weekly cohorts of signups, coming back to view a recipe. */
  retention: {
    startEvent: 'signed_up',
    returnEvent: 'recipe_viewed',
    period: 'week',
    ...SAMPLE_RANGE,
  } satisfies RetentionQuery as RetentionQuery,
  /** Where visits that start on the home page go next. */
  paths: {start: '/', steps: 4, ...SAMPLE_RANGE} satisfies PathsQuery as PathsQuery,
  /** The flag whose rollout the flag view shows. */
  flag: 'recipe-scaler-v2',
  /** Items in the live actions feed. */
  liveActions: 8,
  /** The person whose sessions the person view shows (made up, like everyone in the sample project). */
  person: '43a865a7-83a1-ff90',
  /** The page the toolbar's heatmap is drawn over: the most viewed recipe. */
  heatmapUrl: `${SITE}/recipes/miso-butter-noodles`,
};

/** The dashboard's other tiles (src/data/sampleProject/ names them by these keys or those of DEFAULT_QUERIES). */
export const DASHBOARD_QUERIES = {
  /** Distinct persons who viewed a recipe, per week. */
  weeklyActive: {
    event: 'recipe_viewed',
    math: 'dau',
    interval: 'week',
    ...SAMPLE_RANGE,
  } satisfies TrendsQuery as TrendsQuery,
  /** Plus subscriptions, by billing period. */
  subscriptions: {
    event: 'subscribed',
    math: 'total',
    interval: 'week',
    breakdown: 'billing',
    ...SAMPLE_RANGE,
  } satisfies TrendsQuery as TrendsQuery,
};
