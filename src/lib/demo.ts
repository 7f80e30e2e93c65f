/**
 * The /demo page's queries and what it shows of their results, without the sample project itself: the first load
 * of the page carries this module, the interactive chunk (src/pages/_components/demoEngine.ts) runs the analysis
 * functions of ./productAnalytics on the sample project and turns their results into the models below.
 */
import {formatCount} from './numbers';

/** The demo page's title and description (its page, its social card). */
export const DEMO_TITLE = 'Try Cairn on a sample project';
export const DEMO_DESCRIPTION =
  "Explore Cairn's trends, funnels, retention and paths on sample data: change the date range, a breakdown and a filter, and the numbers are recalculated in your browser.";

/** The four views of the demo, in the order of their tabs. */
export const DEMO_VIEWS = ['trends', 'funnel', 'retention', 'paths'] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

export const DEMO_VIEW_LABELS: Record<DemoView, string> = {
  trends: 'Trends',
  funnel: 'Funnel',
  retention: 'Retention',
  paths: 'Paths',
};

/** A date range of the sample project, first and last day included (ISO dates, UTC). */
export interface DemoRange {
  id: string;
  label: string;
  from: string;
  to: string;
}

/** A breakdown: split the numbers by the values of one property ('' for none). */
export interface DemoBreakdown {
  id: string;
  label: string;
  property?: string;
}

/** A filter: keep the events whose property has this value (no property for everyone). */
export interface DemoFilter {
  id: string;
  label: string;
  property?: string;
  value?: string;
}

/** The choices of the demo's three controls; the first of each is the default query's. */
export interface DemoOptions {
  ranges: readonly DemoRange[];
  breakdowns: readonly DemoBreakdown[];
  filters: readonly DemoFilter[];
}

/** What the reader has chosen: one id from each list of `DemoOptions`. */
export interface DemoQuery {
  range: string;
  breakdown: string;
  filter: string;
}

/** The views a breakdown applies to (retention and paths take the date range and the filter only). */
export const BREAKDOWN_VIEWS: readonly DemoView[] = ['trends', 'funnel'];

export function defaultQuery(options: DemoOptions): DemoQuery {
  return {range: options.ranges[0].id, breakdown: options.breakdowns[0].id, filter: options.filters[0].id};
}

function pick<T extends {id: string}>(list: readonly T[], id: string, what: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`Demo: unknown ${what} "${id}" (known: ${list.map((item) => item.id).join(', ')})`);
  return found;
}

/** The range, breakdown and filter a query names; an unknown id is an error naming it. */
export function resolveQuery(
  options: DemoOptions,
  query: DemoQuery,
): {range: DemoRange; breakdown: DemoBreakdown; filter: DemoFilter} {
  return {
    range: pick(options.ranges, query.range, 'date range'),
    breakdown: pick(options.breakdowns, query.breakdown, 'breakdown'),
    filter: pick(options.filters, query.filter, 'filter'),
  };
}

/** "Funnel, last 4 weeks, by browser, country is US": the query in words, for the live region. */
export function describeQuery(options: DemoOptions, view: DemoView, query: DemoQuery): string {
  const {range, breakdown, filter} = resolveQuery(options, query);
  const parts = [DEMO_VIEW_LABELS[view], range.label.toLowerCase()];
  if (breakdown.property && BREAKDOWN_VIEWS.includes(view)) parts.push(breakdown.label.toLowerCase());
  if (filter.property) parts.push(filter.label);
  return parts.join(', ');
}

// The models the views draw: plain numbers and labels, the same on the server (static views) and in the browser.

export interface TrendsModel {
  kind: 'trends';
  /** What is counted, e.g. "recipe_viewed events". */
  measure: string;
  /** The interval's label for each point ("Aug 31"). */
  labels: string[];
  series: {label: string; values: number[]; total: number}[];
}

export interface FunnelModel {
  kind: 'funnel';
  windowDays: number;
  steps: {
    label: string;
    count: number;
    /** Share of the first step, in percent. */
    conversion: number;
    /** People lost since the step before. */
    dropOff: number;
    /** Median time from the step before, in words ("2 hours"), when there is one. */
    medianTime?: string;
  }[];
  /** With a breakdown: each value's people at the first and last steps. */
  breakdown?: {label: string; started: number; converted: number; conversion: number}[];
}

export interface RetentionModel {
  kind: 'retention';
  /** What starts a cohort and what counts as coming back. */
  startEvent: string;
  returnEvent: string;
  periods: string[];
  rows: {label: string; size: number; shares: (number | null)[]}[];
}

export interface PathsModel {
  kind: 'paths';
  start?: string;
  transitions: {from: string; to: string; count: number}[];
}

export type DemoModel = TrendsModel | FunnelModel | RetentionModel | PathsModel;

/** A share in percent, one decimal: "17.6%". */
export function formatShare(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

/** The numbers of a view in one or two sentences: the live region reads this after each change. */
export function summarize(model: DemoModel): string {
  switch (model.kind) {
    case 'trends': {
      const total = model.series.reduce((sum, series) => sum + series.total, 0);
      const head = `${formatCount(total)} ${model.measure} over ${model.labels.length} ${model.labels.length === 1 ? 'period' : 'periods'}`;
      if (model.series.length < 2) return `${head}.`;
      const top = [...model.series].sort((a, b) => b.total - a.total).slice(0, 3);
      return `${head}; most from ${top.map((series) => `${series.label} (${formatCount(series.total)})`).join(', ')}.`;
    }
    case 'funnel': {
      const first = model.steps[0];
      const last = model.steps[model.steps.length - 1];
      if (!first || !last) return 'No funnel steps.';
      return `${formatCount(first.count)} people did ${first.label}; ${formatCount(last.count)} reached ${last.label} within ${model.windowDays} days: ${formatShare(last.conversion)} conversion.`;
    }
    case 'retention': {
      const people = model.rows.reduce((sum, row) => sum + row.size, 0);
      const firstReturn = weightedShare(model.rows, 1);
      const tail =
        firstReturn === undefined
          ? ''
          : `; on average ${formatShare(firstReturn)} came back in the week after their first`;
      return `${model.rows.length} weekly cohorts, ${formatCount(people)} people${tail}.`;
    }
    case 'paths': {
      const top = model.transitions[0];
      if (!top) return 'No paths in this range.';
      return `${model.transitions.length} most common steps; the first is ${top.from} to ${top.to}, taken ${formatCount(top.count)} times.`;
    }
  }
}

/** The share of all cohorts' people who came back in period `index`, over the cohorts that have reached it. */
export function weightedShare(rows: RetentionModel['rows'], index: number): number | undefined {
  let people = 0;
  let back = 0;
  for (const row of rows) {
    const share = row.shares[index];
    if (share === null || share === undefined) continue;
    people += row.size;
    back += (share / 100) * row.size;
  }
  return people === 0 ? undefined : (back / people) * 100;
}

/** Whether two queries choose the same range, breakdown and filter. */
export function sameQuery(a: DemoQuery, b: DemoQuery): boolean {
  return a.range === b.range && a.breakdown === b.breakdown && a.filter === b.filter;
}

/** The question each view answers, its heading on the page. */
export const DEMO_VIEW_QUESTIONS: Record<DemoView, string> = {
  trends: 'How many recipes do people view?',
  funnel: 'How many new users go on to subscribe?',
  retention: 'Do people come back to cook again?',
  paths: 'Where do people go next?',
};

/** The choices of the demo's controls, over the sample project's ten weeks (src/data/sampleProject). */
export const DEMO_OPTIONS: DemoOptions = {
  ranges: [
    {id: 'all', label: 'All 10 weeks', from: '2026-08-31', to: '2026-11-08'},
    {id: 'last-4-weeks', label: 'Last 4 weeks', from: '2026-10-12', to: '2026-11-08'},
    {id: 'last-2-weeks', label: 'Last 2 weeks', from: '2026-10-26', to: '2026-11-08'},
    {id: 'first-4-weeks', label: 'First 4 weeks', from: '2026-08-31', to: '2026-09-27'},
  ],
  breakdowns: [
    {id: 'none', label: 'None'},
    {id: 'browser', label: 'By browser', property: '$browser'},
    {id: 'os', label: 'By operating system', property: '$os'},
    {id: 'country', label: 'By country', property: 'country'},
  ],
  filters: [
    {id: 'all', label: 'All users'},
    {id: 'chrome', label: 'Browser is Chrome', property: '$browser', value: 'Chrome'},
    {id: 'ios', label: 'OS is iOS', property: '$os', value: 'iOS'},
    {id: 'us', label: 'Country is US', property: 'country', value: 'US'},
  ],
};
