/**
 * The /demo page's queries and what it shows of their results, without the sample project itself: the first load
 * of the page carries this module, the interactive chunk (src/pages/_components/demoEngine.ts) runs the analysis
 * functions of ./productAnalytics on the sample project and turns their results into the models below.
 */
import {formatUtcDate} from '@cairn/docusaurus-internals/dates';
import {formatCount} from './numbers';
import {DEFAULT_QUERIES, SAMPLE_RANGE} from './productAnalytics/queries';

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

/**
 * The query each view starts with: the whole sample range, no filter, and the breakdown of the view's named default
 * query (src/lib/productAnalytics/queries.ts), so the static views show the numbers other pages state.
 */
export function defaultQuery(options: DemoOptions, view: DemoView): DemoQuery {
  const property =
    view === 'trends'
      ? DEFAULT_QUERIES.trends.breakdown
      : view === 'funnel'
        ? DEFAULT_QUERIES.funnel.breakdown
        : undefined;
  const breakdown = options.breakdowns.find((candidate) => candidate.property === property);
  if (!breakdown) throw new Error(`Demo: no breakdown option for the ${view} view's default breakdown "${property}"`);
  return {range: options.ranges[0].id, breakdown: breakdown.id, filter: options.filters[0].id};
}

/** Every view's default query. */
export function defaultQueries(options: DemoOptions): Record<DemoView, DemoQuery> {
  return Object.fromEntries(DEMO_VIEWS.map((view) => [view, defaultQuery(options, view)])) as Record<
    DemoView,
    DemoQuery
  >;
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
  /** What is counted, e.g. "signed_up events". */
  measure: string;
  /** The first day of each interval ("Aug 31"). */
  labels: string[];
  /** One series, or one per breakdown value (the largest first, the rest summed as "Other"). */
  series: {label: string; values: number[]; total: number}[];
  total: number;
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
    /** Median time from the step before, in words ("2 minutes"), when there is one. */
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
  /** Shares in percent; null where the week has not happened by the end of the range. */
  rows: {label: string; size: number; shares: (number | null)[]}[];
}

export interface PathsModel {
  kind: 'paths';
  start: string;
  /** Sessions whose path starts at `start`. */
  sessions: number;
  /** The most common moves at each step (1: from the first page to the second). */
  steps: {step: number; transitions: {from: string; to: string; count: number}[]}[];
}

export type DemoModel = TrendsModel | FunnelModel | RetentionModel | PathsModel;

/** The series that sums a breakdown's smaller values. */
export const OTHER = 'Other';

/** "1 minute 40 seconds", "23 minutes", "34 hours", "3 days": a median time to convert, rounded as a person says it. */
export function formatDuration(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  const whole = Math.round(seconds);
  if (whole < 60) return unit(whole, 'second');
  if (whole < 600) {
    const rest = whole % 60;
    return rest === 0
      ? unit(whole / 60, 'minute')
      : `${unit(Math.floor(whole / 60), 'minute')} ${unit(rest, 'second')}`;
  }
  if (whole < 2 * 3600) return unit(Math.round(whole / 60), 'minute');
  if (whole < 2 * 86_400) return unit(Math.round(whole / 3600), 'hour');
  return unit(Math.round(whole / 86_400), 'day');
}

/** A share in percent, one decimal: "17.6%". */
export function formatShare(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

/** The numbers of a view in one or two sentences: the live region reads this after each change. */
export function summarize(model: DemoModel): string {
  switch (model.kind) {
    case 'trends': {
      const total = model.total;
      const head = `${formatCount(total)} ${model.measure} in ${model.labels.length} ${model.labels.length === 1 ? 'week' : 'weeks'}`;
      if (model.series.length < 2) return `${head}.`;
      const top = model.series.filter((series) => series.label !== OTHER).slice(0, 3);
      return `${head}; the most from ${top.map((series) => `${series.label} (${formatCount(series.total)})`).join(', ')}.`;
    }
    case 'funnel': {
      const first = model.steps[0];
      const last = model.steps[model.steps.length - 1];
      if (!first || !last) return 'No funnel steps.';
      if (first.count === 0) return `Nobody did ${first.label} in this range.`;
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
      const top = model.steps[0]?.transitions[0];
      if (!top) return `No session started on ${model.start} in this range.`;
      return `${formatCount(model.sessions)} sessions started on ${model.start}; the most common next page is ${top.to}, for ${formatCount(top.count)} of them (${formatShare((top.count / model.sessions) * 100)}).`;
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

/** The question each view answers (its heading on the page), for the named default queries. */
export const DEMO_VIEW_QUESTIONS: Record<DemoView, string> = {
  trends: 'How many people sign up each week?',
  funnel: 'Do new users go on to cook a recipe?',
  retention: 'Do people come back to view recipes?',
  paths: 'Where do visits from the home page go?',
};

/** An ISO date `days` later (or earlier). */
export function addDays(iso: string, days: number): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO date: ${iso}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** "Aug 31": a day of the sample project's year, as the axis of a chart names it. */
export function shortDate(iso: string): string {
  return formatUtcDate(`${iso}T00:00:00Z`, 'short').replace(/, \d{4}$/, '');
}

const {from: FIRST_DAY, to: LAST_DAY} = SAMPLE_RANGE;
const WEEKS = Math.round((Date.parse(LAST_DAY) - Date.parse(FIRST_DAY)) / (7 * 86_400_000));

/** The choices of the demo's controls over the sample project's range (src/lib/productAnalytics/queries.ts). */
export const DEMO_OPTIONS: DemoOptions = {
  ranges: [
    {id: 'all', label: `All ${WEEKS} weeks`, from: FIRST_DAY, to: LAST_DAY},
    {id: 'last-4-weeks', label: 'Last 4 weeks', from: addDays(LAST_DAY, -27), to: LAST_DAY},
    {id: 'last-2-weeks', label: 'Last 2 weeks', from: addDays(LAST_DAY, -13), to: LAST_DAY},
    {id: 'first-4-weeks', label: 'First 4 weeks', from: FIRST_DAY, to: addDays(FIRST_DAY, 27)},
  ],
  breakdowns: [
    {id: 'none', label: 'None'},
    {id: 'browser', label: 'By browser', property: '$browser'},
    {id: 'os', label: 'By operating system', property: '$os'},
    {id: 'device', label: 'By device type', property: '$device_type'},
    {id: 'country', label: 'By country', property: 'country'},
  ],
  filters: [
    {id: 'all', label: 'All users'},
    {id: 'chrome', label: 'Browser is Chrome', property: '$browser', value: 'Chrome'},
    {id: 'mobile', label: 'Device is Mobile', property: '$device_type', value: 'Mobile'},
    {id: 'ios', label: 'OS is iOS', property: '$os', value: 'iOS'},
    {id: 'us', label: 'Country is US', property: 'country', value: 'US'},
    {id: 'gb', label: 'Country is GB', property: 'country', value: 'GB'},
  ],
};
