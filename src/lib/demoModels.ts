/**
 * The /demo page's numbers: its queries (./demo.ts) run through the analysis functions of ./productAnalytics on a
 * project, and turned into the models its views draw. Pure; the page's interactive chunk
 * (src/pages/_components/demoEngine.ts) calls it on the sample project, and so does the server for the static views.
 */
import type {SampleProject} from '../data/sampleProject/types';
import {
  DEMO_OPTIONS,
  formatDuration,
  OTHER,
  resolveQuery,
  shortDate,
  type DemoModel,
  type DemoOptions,
  type DemoQuery,
  type DemoView,
  type FunnelModel,
  type PathsModel,
  type RetentionModel,
  type TrendsModel,
} from './demo';
import {
  DEFAULT_QUERIES,
  funnel,
  paths,
  retention,
  trends,
  type EventFilter,
  type FunnelQuery,
  type PathsQuery,
  type RetentionQuery,
  type TrendsQuery,
} from './productAnalytics';

/** Lines a trend draws at most: the largest breakdown values, then the rest together as "Other". */
export const MAX_SERIES = 5;
/** Moves listed per step of a path, and steps listed. */
export const PATH_MOVES_PER_STEP = 5;
export const PATH_STEPS_SHOWN = 3;

/** The analysis functions' queries for a demo query: the view's named default with the chosen range, breakdown, filter. */
export function analysisQueries(query: DemoQuery, options: DemoOptions = DEMO_OPTIONS) {
  const {range, breakdown, filter} = resolveQuery(options, query);
  const dates = {from: range.from, to: range.to};
  const eventFilter: EventFilter | undefined =
    filter.property && filter.value !== undefined ? {property: filter.property, value: filter.value} : undefined;
  return {
    trends: {
      ...DEFAULT_QUERIES.trends,
      ...dates,
      breakdown: breakdown.property,
      filter: eventFilter,
    } satisfies TrendsQuery,
    funnel: {
      ...DEFAULT_QUERIES.funnel,
      ...dates,
      breakdown: breakdown.property,
      filter: eventFilter,
    } satisfies FunnelQuery,
    retention: {...DEFAULT_QUERIES.retention, ...dates, filter: eventFilter} satisfies RetentionQuery,
    paths: {...DEFAULT_QUERIES.paths, ...dates, filter: eventFilter} satisfies PathsQuery,
  };
}

const percent = (share: number) => share * 100;

function trendsModel(project: SampleProject, query: TrendsQuery): TrendsModel {
  const result = trends(project, query);
  let series = result.series.map(({label, values, total}) => ({label, values, total}));
  if (series.length > MAX_SERIES) {
    const rest = series.slice(MAX_SERIES - 1);
    series = [
      ...series.slice(0, MAX_SERIES - 1),
      {
        label: OTHER,
        values: result.labels.map((_, index) => rest.reduce((sum, item) => sum + item.values[index]!, 0)),
        total: rest.reduce((sum, item) => sum + item.total, 0),
      },
    ];
  }
  return {
    kind: 'trends',
    measure: `${query.event} events`,
    labels: result.labels.map(shortDate),
    series,
    total: result.total,
  };
}

function funnelModel(project: SampleProject, query: FunnelQuery): FunnelModel {
  const result = funnel(project, query);
  return {
    kind: 'funnel',
    windowDays: query.windowDays,
    steps: result.steps.map((step) => ({
      label: step.event,
      count: step.count,
      conversion: percent(step.conversionFromStart),
      dropOff: step.dropOff,
      ...(step.medianSecondsToConvert === null ? {} : {medianTime: formatDuration(step.medianSecondsToConvert)}),
    })),
    ...(result.breakdown
      ? {
          breakdown: result.breakdown.map(({value, steps}) => ({
            label: value,
            started: steps[0]!.count,
            converted: steps[steps.length - 1]!.count,
            conversion: percent(steps[steps.length - 1]!.conversionFromStart),
          })),
        }
      : {}),
  };
}

function retentionModel(project: SampleProject, query: RetentionQuery): RetentionModel {
  const result = retention(project, query);
  const weeks = Math.max(0, ...result.cohorts.map((cohort) => cohort.shares.length));
  return {
    kind: 'retention',
    startEvent: query.startEvent,
    returnEvent: query.returnEvent,
    periods: Array.from({length: weeks}, (_, week) => `Week ${week}`),
    rows: result.cohorts.map((cohort) => ({
      label: shortDate(cohort.start),
      size: cohort.size,
      shares: Array.from({length: weeks}, (_, week) =>
        week < cohort.shares.length ? percent(cohort.shares[week]!) : null,
      ),
    })),
  };
}

function pathsModel(project: SampleProject, query: PathsQuery): PathsModel {
  const result = paths(project, query);
  const steps: PathsModel['steps'] = [];
  for (let step = 1; step <= Math.min(PATH_STEPS_SHOWN, query.steps - 1); step++) {
    const transitions = result.transitions
      .filter((transition) => transition.step === step)
      .slice(0, PATH_MOVES_PER_STEP)
      .map(({source, target, count}) => ({from: source, to: target, count}));
    if (transitions.length > 0) steps.push({step, transitions});
  }
  return {kind: 'paths', start: query.start ?? 'the first page', sessions: result.sessions, steps};
}

/** The model of one view for a demo query, computed from the project. */
export function computeDemoModel(
  project: SampleProject,
  view: DemoView,
  query: DemoQuery,
  options: DemoOptions = DEMO_OPTIONS,
): DemoModel {
  const queries = analysisQueries(query, options);
  switch (view) {
    case 'trends':
      return trendsModel(project, queries.trends);
    case 'funnel':
      return funnelModel(project, queries.funnel);
    case 'retention':
      return retentionModel(project, queries.retention);
    case 'paths':
      return pathsModel(project, queries.paths);
  }
}
