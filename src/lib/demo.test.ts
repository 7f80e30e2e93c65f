import {describe, expect, it} from 'vitest';
import {sampleProject} from '../data/sampleProject';
import {
  addDays,
  BREAKDOWN_VIEWS,
  DEMO_OPTIONS,
  DEMO_VIEWS,
  defaultQueries,
  describeQuery,
  formatDuration,
  formatShare,
  OTHER,
  resolveQuery,
  sameQuery,
  shortDate,
  summarize,
  weightedShare,
} from './demo';
import {analysisQueries, computeDemoModel, MAX_SERIES} from './demoModels';
import {DEFAULT_QUERIES, funnel, paths, retention, SAMPLE_RANGE, trends} from './productAnalytics';

const defaults = defaultQueries(DEMO_OPTIONS);

describe('the demo options', () => {
  it('start with the sample range, and every range lies inside it', () => {
    expect(DEMO_OPTIONS.ranges[0]).toMatchObject({id: 'all', label: 'All 10 weeks', ...SAMPLE_RANGE});
    for (const range of DEMO_OPTIONS.ranges) {
      expect(range.from >= SAMPLE_RANGE.from && range.to <= SAMPLE_RANGE.to, range.id).toBe(true);
      expect(range.from < range.to, range.id).toBe(true);
    }
    expect(DEMO_OPTIONS.ranges.find((range) => range.id === 'last-4-weeks')).toMatchObject({
      from: '2026-10-12',
      to: '2026-11-08',
    });
  });

  it('offer filters and breakdowns that the sample project has values for', () => {
    for (const filter of DEMO_OPTIONS.filters.filter((option) => option.property)) {
      const matching = sampleProject.events.filter((event) => event.properties[filter.property!] === filter.value);
      expect(matching.length, filter.id).toBeGreaterThan(500);
    }
    for (const breakdown of DEMO_OPTIONS.breakdowns.filter((option) => option.property)) {
      const values = new Set(sampleProject.events.map((event) => event.properties[breakdown.property!]));
      expect(values.size, breakdown.id).toBeGreaterThan(1);
    }
  });

  it("start each view with its named default query's breakdown", () => {
    expect(resolveQuery(DEMO_OPTIONS, defaults.trends).breakdown.property).toBe(DEFAULT_QUERIES.trends.breakdown);
    for (const view of ['funnel', 'retention', 'paths'] as const) expect(defaults[view].breakdown).toBe('none');
    expect(BREAKDOWN_VIEWS).toEqual(['trends', 'funnel']);
  });

  it('name an unknown option in the error', () => {
    expect(() => resolveQuery(DEMO_OPTIONS, {...defaults.trends, filter: 'nope'})).toThrow(/unknown filter "nope"/);
  });
});

describe('helpers', () => {
  it('count days, write short dates, durations and shares', () => {
    expect(addDays('2026-11-08', -27)).toBe('2026-10-12');
    expect(addDays('2026-08-31', 27)).toBe('2026-09-27');
    expect(() => addDays('soon', 1)).toThrow(/Not an ISO date: soon/);
    expect(shortDate('2026-08-31')).toBe('Aug 31');
    expect(formatDuration(45)).toBe('45 seconds');
    expect(formatDuration(100)).toBe('1 minute 40 seconds');
    expect(formatDuration(120)).toBe('2 minutes');
    expect(formatDuration(1389.5)).toBe('23 minutes');
    expect(formatDuration(122_322)).toBe('34 hours');
    expect(formatDuration(3 * 86_400)).toBe('3 days');
    expect(formatShare(20.855)).toBe('20.9%');
    expect(formatShare(100)).toBe('100.0%');
  });

  it('compare and describe queries', () => {
    expect(sameQuery(defaults.trends, {...defaults.trends})).toBe(true);
    expect(sameQuery(defaults.trends, {...defaults.trends, range: 'last-2-weeks'})).toBe(false);
    expect(describeQuery(DEMO_OPTIONS, 'trends', {range: 'last-4-weeks', breakdown: 'os', filter: 'us'})).toBe(
      'Trends, last 4 weeks, by operating system, Country is US',
    );
    // Retention is never broken down: the breakdown is left out of its description.
    expect(describeQuery(DEMO_OPTIONS, 'retention', {range: 'all', breakdown: 'os', filter: 'all'})).toBe(
      'Retention, all 10 weeks',
    );
  });

  it('weight the retention average by cohort size, over the cohorts that reached the week', () => {
    const rows = [
      {label: 'a', size: 100, shares: [100, 50]},
      {label: 'b', size: 300, shares: [100, 10]},
      {label: 'c', size: 50, shares: [100, null]},
    ];
    expect(weightedShare(rows, 1)).toBeCloseTo(20);
    expect(weightedShare([{label: 'c', size: 50, shares: [100, null]}], 1)).toBeUndefined();
  });
});

describe('the models, from the analysis functions on the sample project', () => {
  it('trends: the named default query, broken down by browser', () => {
    const model = computeDemoModel(sampleProject, 'trends', defaults.trends);
    const result = trends(sampleProject, DEFAULT_QUERIES.trends);
    if (model.kind !== 'trends') throw new Error(model.kind);
    expect(model.total).toBe(result.total);
    expect(model.series.map((series) => series.label)).toEqual(result.series.map((series) => series.label));
    expect(model.labels[0]).toBe('Aug 31');
    expect(summarize(model)).toContain(`in 10 weeks; the most from ${result.series[0]!.label}`);
  });

  it('trends: more breakdown values than lines sum the rest as Other', () => {
    const query = {range: 'all', breakdown: 'country', filter: 'all'};
    const model = computeDemoModel(sampleProject, 'trends', query);
    const result = trends(sampleProject, analysisQueries(query).trends);
    if (model.kind !== 'trends') throw new Error(model.kind);
    expect(result.series.length).toBeGreaterThan(MAX_SERIES);
    expect(model.series).toHaveLength(MAX_SERIES);
    expect(model.series[MAX_SERIES - 1]!.label).toBe(OTHER);
    expect(model.series.reduce((sum, series) => sum + series.total, 0)).toBe(result.total);
  });

  it('funnel: steps, conversion and the breakdown with a filter and a range', () => {
    const query = {range: 'last-4-weeks', breakdown: 'device', filter: 'us'};
    const model = computeDemoModel(sampleProject, 'funnel', query);
    const result = funnel(sampleProject, {
      ...DEFAULT_QUERIES.funnel,
      from: '2026-10-12',
      to: '2026-11-08',
      breakdown: '$device_type',
      filter: {property: 'country', value: 'US'},
    });
    if (model.kind !== 'funnel') throw new Error(model.kind);
    expect(model.steps.map((step) => step.count)).toEqual(result.steps.map((step) => step.count));
    expect(model.steps[3]!.conversion).toBeCloseTo(result.steps[3]!.conversionFromStart * 100);
    expect(model.breakdown?.map((row) => row.label)).toEqual(result.breakdown?.map((row) => row.value));
    expect(summarize(model)).toBe(
      `${result.steps[0]!.count.toLocaleString('en-US')} people did signed_up; ${result.steps[3]!.count.toLocaleString('en-US')} reached cooked_recipe within 14 days: ${formatShare(result.steps[3]!.conversionFromStart * 100)} conversion.`,
    );
  });

  it('retention: one row per cohort, empty cells after the range ends', () => {
    const model = computeDemoModel(sampleProject, 'retention', defaults.retention);
    const result = retention(sampleProject, DEFAULT_QUERIES.retention);
    if (model.kind !== 'retention') throw new Error(model.kind);
    expect(model.rows.map((row) => row.size)).toEqual(result.cohorts.map((cohort) => cohort.size));
    expect(model.periods).toHaveLength(10);
    expect(
      model.rows
        .at(-1)!
        .shares.slice(1)
        .every((share) => share === null),
    ).toBe(true);
  });

  it('paths: the most common moves from the home page, step by step', () => {
    const model = computeDemoModel(sampleProject, 'paths', {...defaults.paths, filter: 'mobile'});
    const result = paths(sampleProject, {
      ...DEFAULT_QUERIES.paths,
      filter: {property: '$device_type', value: 'Mobile'},
    });
    if (model.kind !== 'paths') throw new Error(model.kind);
    expect(model.sessions).toBe(result.sessions);
    expect(model.steps[0]!.transitions[0]).toEqual({
      from: result.transitions[0]!.source,
      to: result.transitions[0]!.target,
      count: result.transitions[0]!.count,
    });
  });

  it('changes with every control, for every view', () => {
    for (const view of DEMO_VIEWS) {
      const base = JSON.stringify(computeDemoModel(sampleProject, view, defaults[view]));
      expect(
        JSON.stringify(computeDemoModel(sampleProject, view, {...defaults[view], range: 'last-2-weeks'})),
        view,
      ).not.toBe(base);
      expect(JSON.stringify(computeDemoModel(sampleProject, view, {...defaults[view], filter: 'gb'})), view).not.toBe(
        base,
      );
    }
  });
});
