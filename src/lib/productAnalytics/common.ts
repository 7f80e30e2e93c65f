import type {PropertyValue, SampleEvent, SampleProject, SamplePropertyFilter} from '../../data/sampleProject/types';

/** Dates are ISO 'YYYY-MM-DD' strings in UTC; a range includes both ends. */
export const DAY_MS = 86_400_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dayStart(date: string): number {
  if (!DATE.test(date)) throw new Error(`productAnalytics: "${date}" is not a date as YYYY-MM-DD`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`productAnalytics: "${date}" is not a valid date`);
  return ms;
}

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The range as milliseconds, [start, end). */
export function range(from: string, to: string): [number, number] {
  const start = dayStart(from);
  const end = dayStart(to) + DAY_MS;
  if (end <= start) throw new Error(`productAnalytics: the range ${from} to ${to} ends before it starts`);
  return [start, end];
}

/** Monday of the week of a day (weeks start on Monday, as the sample project's range does). */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

export interface EventFilter {
  property: string;
  value: PropertyValue;
}

const times = new WeakMap<SampleEvent, number>();
/** An event's time in milliseconds (parsed once). */
export function timeOf(event: SampleEvent): number {
  let ms = times.get(event);
  if (ms === undefined) {
    ms = Date.parse(event.timestamp);
    times.set(event, ms);
  }
  return ms;
}

/** The project's events in a range, optionally of one name and matching a property filter, in time order. */
export function eventsIn(
  project: SampleProject,
  from: string,
  to: string,
  options: {event?: string; filter?: EventFilter} = {},
): SampleEvent[] {
  const [start, end] = range(from, to);
  return project.events.filter((event) => {
    if (options.event !== undefined && event.event !== options.event) return false;
    const ms = timeOf(event);
    if (ms < start || ms >= end) return false;
    return !options.filter || event.properties[options.filter.property] === options.filter.value;
  });
}

/** The label of a property value in a breakdown; events without the property are "(none)". */
export const breakdownValue = (value: PropertyValue | undefined): string =>
  value === undefined ? '(none)' : String(value);

export function matchesFilter(properties: Record<string, PropertyValue>, filter: SamplePropertyFilter): boolean {
  const value = properties[filter.property];
  return Array.isArray(filter.value) ? filter.value.includes(value as PropertyValue) : value === filter.value;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Events grouped by distinct id, each list in time order. */
export function byPerson(events: SampleEvent[]): Map<string, SampleEvent[]> {
  const groups = new Map<string, SampleEvent[]>();
  for (const event of events) {
    const list = groups.get(event.distinct_id);
    if (list) list.push(event);
    else groups.set(event.distinct_id, [event]);
  }
  return groups;
}
