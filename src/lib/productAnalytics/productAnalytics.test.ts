import {describe, expect, it} from 'vitest';
import {sampleProject} from '../../data/sampleProject';
import {generate} from '../../data/sampleProject/generate';
import type {SampleEvent, SampleProject} from '../../data/sampleProject/types';
import {
  bucket,
  cohortMembers,
  DASHBOARD_QUERIES,
  DEFAULT_QUERIES,
  flagReach,
  funnel,
  heatmap,
  liveActions,
  paths,
  retention,
  SAMPLE_RANGE,
  sessions,
  trends,
} from '.';

/** A tiny project for exact answers: events as [distinct id, event, ISO time, properties?]. */
function project(events: [string, string, string, Record<string, string>?][]): SampleProject {
  const list: SampleEvent[] = events.map(([distinct_id, event, timestamp, properties = {}], i) => ({
    uuid: `e${i}`,
    event,
    distinct_id,
    timestamp,
    properties,
  }));
  list.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const ids = [...new Set(list.map((event) => event.distinct_id))];
  return {
    ...sampleProject,
    persons: ids.map((id) => ({distinct_id: id, created_at: '2026-09-01T00:00:00.000Z', properties: {}})),
    events: list,
  };
}

describe('the sample project', () => {
  it('is generated the same way every time, from its seed', () => {
    const again = generate(sampleProject.seed);
    expect(again.events.length).toBe(sampleProject.events.length);
    expect(again.events.map((event) => event.uuid)).toEqual(sampleProject.events.map((event) => event.uuid));
    expect(again.persons.map((person) => person.distinct_id)).toEqual(
      sampleProject.persons.map((person) => person.distinct_id),
    );
  });

  it('has about 3,000 persons and 30,000 events, sorted, inside its range', () => {
    expect(sampleProject.persons).toHaveLength(3000);
    expect(sampleProject.events.length).toBeGreaterThan(25_000);
    expect(sampleProject.events.length).toBeLessThan(40_000);
    const times = sampleProject.events.map((event) => event.timestamp);
    expect([...times].sort()).toEqual(times);
    expect(times[0]! >= `${SAMPLE_RANGE.from}T00:00:00`).toBe(true);
    expect(times[times.length - 1]! < '2026-11-09T00:00:00').toBe(true);
    expect(new Set(sampleProject.events.map((event) => event.uuid)).size).toBe(sampleProject.events.length);
  });

  it('is clearly fictional: the .example site and example.com addresses', () => {
    expect(sampleProject.siteUrl).toBe('https://pebblepot.example');
    for (const person of sampleProject.persons)
      if (person.properties.email) expect(String(person.properties.email)).toMatch(/@example\.com$/);
    for (const event of sampleProject.events)
      expect(String(event.properties.$current_url)).toMatch(/^https:\/\/pebblepot\.example\//);
  });

  it('names, in the dashboard and the default queries, only queries and flags that exist', () => {
    const queries = {...DEFAULT_QUERIES, ...DASHBOARD_QUERIES} as Record<string, unknown>;
    for (const tile of sampleProject.dashboard.tiles) expect(queries[tile.query], tile.query).toBeDefined();
    expect(sampleProject.featureFlags.map((flag) => flag.key)).toContain(DEFAULT_QUERIES.flag);
    expect(sessions(sampleProject, DEFAULT_QUERIES.person).length).toBeGreaterThanOrEqual(4);
    expect(heatmap(sampleProject, DEFAULT_QUERIES.heatmapUrl).clicks).toBeGreaterThan(500);
  });
});

describe('trends', () => {
  it('counts events per day and per week, with breakdowns that add up', () => {
    const tiny = project([
      ['a', 'signed_up', '2026-09-01T10:00:00.000Z', {$browser: 'Chrome'}],
      ['b', 'signed_up', '2026-09-01T11:00:00.000Z', {$browser: 'Firefox'}],
      ['a', 'signed_up', '2026-09-08T10:00:00.000Z', {$browser: 'Chrome'}],
      ['c', 'recipe_viewed', '2026-09-08T10:00:00.000Z'],
    ]);
    const daily = trends(tiny, {
      event: 'signed_up',
      math: 'total',
      interval: 'day',
      from: '2026-09-01',
      to: '2026-09-03',
    });
    expect(daily.labels).toEqual(['2026-09-01', '2026-09-02', '2026-09-03']);
    expect(daily.series[0]!.values).toEqual([2, 0, 0]);
    const weekly = trends(tiny, {
      event: 'signed_up',
      math: 'total',
      interval: 'week',
      from: '2026-08-31',
      to: '2026-09-13',
      breakdown: '$browser',
    });
    expect(weekly.labels).toEqual(['2026-08-31', '2026-09-07']);
    expect(weekly.series.map((series) => [series.label, series.values])).toEqual([
      ['Chrome', [1, 1]],
      ['Firefox', [1, 0]],
    ]);
    expect(weekly.total).toBe(3);
    const unique = trends(tiny, {
      event: 'signed_up',
      math: 'dau',
      interval: 'week',
      from: '2026-08-31',
      to: '2026-09-13',
    });
    expect(unique.series[0]!.values).toEqual([2, 1]);
    expect(unique.total).toBe(2);
  });

  it('gives the default query ten weeks whose breakdown adds up to the total', () => {
    const result = trends(sampleProject, DEFAULT_QUERIES.trends);
    expect(result.labels).toHaveLength(10);
    const sum = result.series.reduce((total, series) => total + series.total, 0);
    expect(sum).toBe(result.total);
    expect(result.total).toBe(sampleProject.events.filter((event) => event.event === 'signed_up').length);
  });

  it('names a bad date', () => {
    expect(() => trends(sampleProject, {...DEFAULT_QUERIES.trends, from: '2026-9-1'})).toThrow(/"2026-9-1"/);
  });
});

describe('funnel', () => {
  const tiny = project([
    ['a', 'signed_up', '2026-09-01T10:00:00.000Z'],
    ['a', 'recipe_viewed', '2026-09-01T10:01:00.000Z'],
    ['a', 'cooked_recipe', '2026-09-02T10:01:00.000Z'],
    ['b', 'signed_up', '2026-09-01T10:00:00.000Z'],
    ['b', 'recipe_viewed', '2026-09-01T10:03:00.000Z'],
    ['c', 'recipe_viewed', '2026-09-01T09:00:00.000Z'],
    ['c', 'signed_up', '2026-09-01T10:00:00.000Z'],
    ['d', 'signed_up', '2026-09-01T10:00:00.000Z'],
    ['d', 'recipe_viewed', '2026-09-20T10:00:00.000Z'],
  ]);
  it('counts persons through ordered steps within the window, with drop-off and time to convert', () => {
    const result = funnel(tiny, {
      steps: ['signed_up', 'recipe_viewed', 'cooked_recipe'],
      windowDays: 14,
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(result.steps.map((step) => step.count)).toEqual([4, 2, 1]);
    expect(result.steps.map((step) => step.dropOff)).toEqual([0, 2, 1]);
    expect(result.steps[1]!.medianSecondsToConvert).toBe(120);
    expect(result.steps[2]!.conversionFromStart).toBe(0.25);
    expect(result.medianSecondsToComplete).toBe(86_460);
  });

  it('starts with as many persons as signed up in the range, and never grows', () => {
    const result = funnel(sampleProject, DEFAULT_QUERIES.funnel);
    expect(result.steps[0]!.count).toBe(trends(sampleProject, DEFAULT_QUERIES.trends).total);
    for (let i = 1; i < result.steps.length; i++) {
      expect(result.steps[i]!.count).toBeLessThanOrEqual(result.steps[i - 1]!.count);
      expect(result.steps[i]!.dropOff).toBe(result.steps[i - 1]!.count - result.steps[i]!.count);
    }
  });

  it('splits by a property of the first step, the parts adding up', () => {
    const result = funnel(sampleProject, {...DEFAULT_QUERIES.funnel, breakdown: '$device_type'});
    const parts = result.breakdown!;
    expect(parts.map((part) => part.value).sort()).toEqual(['Desktop', 'Mobile']);
    for (let i = 0; i < result.steps.length; i++)
      expect(parts.reduce((sum, part) => sum + part.steps[i]!.count, 0)).toBe(result.steps[i]!.count);
  });
});

describe('retention', () => {
  it('puts each person in the week they started and counts the weeks they came back', () => {
    const tiny = project([
      ['a', 'signed_up', '2026-09-01T10:00:00.000Z'],
      ['a', 'recipe_viewed', '2026-09-09T10:00:00.000Z'],
      ['b', 'signed_up', '2026-09-02T10:00:00.000Z'],
      ['b', 'recipe_viewed', '2026-09-16T10:00:00.000Z'],
      ['c', 'signed_up', '2026-09-08T10:00:00.000Z'],
    ]);
    const result = retention(tiny, {
      startEvent: 'signed_up',
      returnEvent: 'recipe_viewed',
      period: 'week',
      from: '2026-08-31',
      to: '2026-09-20',
    });
    expect(result.cohorts.map((cohort) => [cohort.start, cohort.counts])).toEqual([
      ['2026-08-31', [2, 1, 1]],
      ['2026-09-07', [1, 0]],
    ]);
    expect(result.average[1]).toBeCloseTo(1 / 3);
  });

  it('has cohorts that add up to the signups of the range', () => {
    const result = retention(sampleProject, DEFAULT_QUERIES.retention);
    expect(result.cohorts).toHaveLength(10);
    expect(result.cohorts.reduce((sum, cohort) => sum + cohort.size, 0)).toBe(
      funnel(sampleProject, DEFAULT_QUERIES.funnel).steps[0]!.count,
    );
    expect(result.cohorts[0]!.counts).toHaveLength(10);
    expect(result.cohorts[9]!.counts).toHaveLength(1);
  });
});

describe('paths', () => {
  it('follows page views within sessions from the start page', () => {
    const tiny = project([
      ['a', '$pageview', '2026-09-01T10:00:00.000Z', {$pathname: '/'}],
      ['a', '$pageview', '2026-09-01T10:01:00.000Z', {$pathname: '/recipes'}],
      ['a', '$pageview', '2026-09-01T10:02:00.000Z', {$pathname: '/recipes'}],
      ['a', '$pageview', '2026-09-01T10:03:00.000Z', {$pathname: '/join'}],
      ['a', '$pageview', '2026-09-01T12:00:00.000Z', {$pathname: '/'}],
      ['a', '$pageview', '2026-09-01T12:01:00.000Z', {$pathname: '/pricing'}],
      ['b', '$pageview', '2026-09-01T10:00:00.000Z', {$pathname: '/pricing'}],
    ]);
    const result = paths(tiny, {start: '/', steps: 3, from: '2026-09-01', to: '2026-09-01'});
    expect(result.sessions).toBe(2);
    expect(result.transitions.map((t) => `${t.step} ${t.source}>${t.target} ${t.count}`)).toEqual([
      '1 />/pricing 1',
      '1 />/recipes 1',
      '2 /recipes>/join 1',
    ]);
  });

  it('never counts more moves from the start page than sessions that begin there', () => {
    const result = paths(sampleProject, DEFAULT_QUERIES.paths);
    const first = result.transitions.filter((t) => t.step === 1);
    expect(first.every((t) => t.source === '/')).toBe(true);
    expect(first.reduce((sum, t) => sum + t.count, 0)).toBeLessThanOrEqual(result.sessions);
  });
});

describe('sessions, heatmap, live actions, flags and cohorts', () => {
  it('ends a session after 30 minutes without events', () => {
    const tiny = project([
      ['a', '$pageview', '2026-09-01T10:00:00.000Z', {$pathname: '/'}],
      ['a', 'signed_up', '2026-09-01T10:29:00.000Z'],
      ['a', '$pageview', '2026-09-01T11:00:00.000Z', {$pathname: '/saved'}],
    ]);
    expect(sessions(tiny, 'a').map((s) => [s.entry, s.events.length, s.durationSeconds])).toEqual([
      ['/', 2, 1740],
      ['/saved', 1, 0],
    ]);
    expect(() => sessions(tiny, 'nobody')).toThrow(/"nobody"/);
  });

  it('counts the clicks on each element of a page, shares adding up to one', () => {
    const result = heatmap(sampleProject, DEFAULT_QUERIES.heatmapUrl);
    expect(result.elements.reduce((sum, element) => sum + element.clicks, 0)).toBe(result.clicks);
    expect(result.elements.reduce((sum, element) => sum + element.share, 0)).toBeCloseTo(1);
    expect(result.elements[0]!.text).toBe('Save recipe');
  });

  it('lists the latest matching actions, newest first', () => {
    const feed = liveActions(sampleProject, 8);
    expect(feed).toHaveLength(8);
    const times = feed.map((item) => item.event.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(feed.every((item) => item.event.event !== '$autocapture' || item.action === 'Started cooking')).toBe(true);
  });

  it('rolls a flag out to a stable share of the matching persons', () => {
    const reach = flagReach(sampleProject, DEFAULT_QUERIES.flag);
    expect(reach.matching).toBe(
      sampleProject.persons.filter((p) => ['US', 'CA', 'GB'].includes(String(p.properties.country))).length,
    );
    expect(reach.enabled / reach.matching).toBeGreaterThan(0.25);
    expect(reach.enabled / reach.matching).toBeLessThan(0.35);
    expect(reach.byValue.reduce((sum, group) => sum + group.enabled, 0)).toBe(reach.enabled);
    expect(flagReach(sampleProject, 'pantry-search').enabled).toBe(0);
    expect(flagReach(sampleProject, 'cooking-mode').enabled).toBe(3000);
    expect(bucket('a', 'b')).toBe(bucket('a', 'b'));
    expect(() => flagReach(sampleProject, 'nope')).toThrow(/"nope"/);
  });

  it('finds the members of each kind of cohort', () => {
    expect(cohortMembers(sampleProject, 3)).toHaveLength(40);
    const plus = cohortMembers(sampleProject, 1).length;
    expect(plus).toBe(trends(sampleProject, DASHBOARD_QUERIES.subscriptions).total);
    expect(cohortMembers(sampleProject, 2).length).toBeGreaterThan(0);
  });
});
