/**
 * The analysis functions of the product views (issue 27): pure and deterministic, over a SampleProject
 * (src/data/sampleProject/). Dates are 'YYYY-MM-DD' strings in UTC; a range includes both ends.
 */
export {breakdownValue, median} from './common';
export type {EventFilter} from './common';
export {trends, trendsTotals} from './trends';
export type {TrendsQuery, TrendsResult, TrendsSeries} from './trends';
export {funnel} from './funnel';
export type {FunnelQuery, FunnelResult, FunnelStep} from './funnel';
export {retention} from './retention';
export type {RetentionCohort, RetentionQuery, RetentionResult} from './retention';
export {paths} from './paths';
export type {PathsQuery, PathsResult, PathTransition} from './paths';
export {bucket, cohortMembers, flagReach, heatmap, liveActions, matchesAction, person, sessions} from './people';
export type {FlagReach, HeatmapElement, HeatmapResult, LiveAction, Session} from './people';
export {DASHBOARD_QUERIES, DEFAULT_QUERIES, SAMPLE_RANGE} from './queries';
