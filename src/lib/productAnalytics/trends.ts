import type {SampleProject} from '../../data/sampleProject/types';
import {breakdownValue, DAY_MS, eventsIn, type EventFilter, isoDate, range, timeOf, weekStart} from './common';

export interface TrendsQuery {
  event: string;
  /** `total`: events counted; `dau`: distinct persons per interval (per day, or per week with `interval: 'week'`). */
  math: 'total' | 'dau';
  interval: 'day' | 'week';
  from: string;
  to: string;
  /** An event property: one series per value, the largest first. */
  breakdown?: string;
  filter?: EventFilter;
}

export interface TrendsSeries {
  /** The breakdown value, or the event's name without a breakdown. */
  label: string;
  values: number[];
  /** `total`: the sum of the values; `dau`: the distinct persons over the whole range. */
  total: number;
}

export interface TrendsResult {
  /** The first day of each interval (a week's bucket starts on its Monday, or on `from` if later). */
  labels: string[];
  series: TrendsSeries[];
  /** Over all series: events (`total`) or distinct persons (`dau`) in the range. */
  total: number;
}

/** Counts or distinct persons of an event over time, with an optional breakdown by an event property. */
export function trends(project: SampleProject, query: TrendsQuery): TrendsResult {
  const [start, end] = range(query.from, query.to);
  const buckets: number[] = [];
  for (let day = start; day < end; day += DAY_MS) {
    const bucket = query.interval === 'week' ? Math.max(start, weekStart(day)) : day;
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket);
  }
  const indexOf = (ms: number) => {
    const bucket = query.interval === 'week' ? Math.max(start, weekStart(ms)) : Math.floor(ms / DAY_MS) * DAY_MS;
    return buckets.indexOf(bucket);
  };
  const events = eventsIn(project, query.from, query.to, {event: query.event, filter: query.filter});
  const groups = new Map<string, {values: Set<string>[] | number[]; persons: Set<string>}>();
  const all = new Set<string>();
  for (const event of events) {
    const label = query.breakdown ? breakdownValue(event.properties[query.breakdown]) : query.event;
    let group = groups.get(label);
    if (!group) {
      group = {
        values: query.math === 'dau' ? buckets.map(() => new Set<string>()) : buckets.map(() => 0),
        persons: new Set(),
      };
      groups.set(label, group);
    }
    const index = indexOf(timeOf(event));
    if (query.math === 'dau') (group.values as Set<string>[])[index]!.add(event.distinct_id);
    else (group.values as number[])[index]! += 1;
    group.persons.add(event.distinct_id);
    all.add(event.distinct_id);
  }
  const series: TrendsSeries[] = [...groups.entries()].map(([label, group]) => {
    const values =
      query.math === 'dau' ? (group.values as Set<string>[]).map((set) => set.size) : (group.values as number[]);
    return {
      label,
      values,
      total: query.math === 'dau' ? group.persons.size : values.reduce((sum, value) => sum + value, 0),
    };
  });
  series.sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  if (series.length === 0) series.push({label: query.event, values: buckets.map(() => 0), total: 0});
  return {
    labels: buckets.map(isoDate),
    series,
    total: query.math === 'dau' ? all.size : events.length,
  };
}

/** The `dau` values of all series together, per interval (distinct persons, not the sum of the series). */
export function trendsTotals(project: SampleProject, query: TrendsQuery): number[] {
  return trends(project, {...query, breakdown: undefined}).series[0]!.values;
}
