import type {SampleEvent, SampleProject} from '../../data/sampleProject/types';
import {breakdownValue, byPerson, DAY_MS, eventsIn, type EventFilter, median, timeOf} from './common';

export interface FunnelQuery {
  /** Event names, in order. */
  steps: string[];
  /** A person converts when each step follows the previous one and the last is within this many days of the first. */
  windowDays: number;
  from: string;
  to: string;
  /** A property of the first step's event: one funnel per value, the largest first. */
  breakdown?: string;
  /** Only events with this property value count, at every step. */
  filter?: EventFilter;
}

export interface FunnelStep {
  event: string;
  /** Persons who reached this step. */
  count: number;
  /** Persons who reached the previous step but not this one (0 for the first step). */
  dropOff: number;
  /** Share of the previous step's persons, 0 to 1 (1 for the first step). */
  conversionFromPrevious: number;
  /** Share of the first step's persons, 0 to 1. */
  conversionFromStart: number;
  /** Median seconds from the previous step to this one, for those who reached it; null for the first step. */
  medianSecondsToConvert: number | null;
}

export interface FunnelResult {
  steps: FunnelStep[];
  /** Median seconds from the first step to the last, for those who completed the funnel. */
  medianSecondsToComplete: number | null;
  /** One funnel per breakdown value, with `breakdown`. */
  breakdown?: {value: string; steps: FunnelStep[]}[];
}

function personsFunnel(perPerson: Map<string, SampleEvent[]>, query: FunnelQuery) {
  const reached = query.steps.map(() => 0);
  const gaps: number[][] = query.steps.map(() => []);
  const complete: number[] = [];
  const window = query.windowDays * DAY_MS;
  for (const events of perPerson.values()) {
    const first = events.find((event) => event.event === query.steps[0]);
    if (!first) continue;
    const start = timeOf(first);
    let at = start;
    let index = events.indexOf(first);
    reached[0]! += 1;
    for (let step = 1; step < query.steps.length; step++) {
      const next = events.findIndex(
        (event, i) => i > index && event.event === query.steps[step] && timeOf(event) - start <= window,
      );
      if (next === -1) break;
      const time = timeOf(events[next]!);
      gaps[step]!.push((time - at) / 1000);
      reached[step]! += 1;
      at = time;
      index = next;
      if (step === query.steps.length - 1) complete.push((time - start) / 1000);
    }
  }
  const steps: FunnelStep[] = query.steps.map((event, i) => ({
    event,
    count: reached[i]!,
    dropOff: i === 0 ? 0 : reached[i - 1]! - reached[i]!,
    conversionFromPrevious: i === 0 ? 1 : reached[i - 1]! === 0 ? 0 : reached[i]! / reached[i - 1]!,
    conversionFromStart: reached[0]! === 0 ? 0 : reached[i]! / reached[0]!,
    medianSecondsToConvert: i === 0 ? null : median(gaps[i]!),
  }));
  return {steps, medianSecondsToComplete: median(complete)};
}

/**
 * Conversion through ordered steps: each person enters at their first event of the first step in the range, then
 * each step counts when its event follows the previous step's within `windowDays` of entering.
 */
export function funnel(project: SampleProject, query: FunnelQuery): FunnelResult {
  if (query.steps.length < 2) throw new Error('productAnalytics: a funnel needs at least two steps');
  const names = new Set(query.steps);
  const events = eventsIn(project, query.from, query.to, {filter: query.filter}).filter((event) =>
    names.has(event.event),
  );
  const perPerson = byPerson(events);
  const result: FunnelResult = personsFunnel(perPerson, query);
  if (query.breakdown) {
    const groups = new Map<string, Map<string, SampleEvent[]>>();
    for (const [id, list] of perPerson) {
      const first = list.find((event) => event.event === query.steps[0]);
      if (!first) continue;
      const value = breakdownValue(first.properties[query.breakdown]);
      if (!groups.has(value)) groups.set(value, new Map());
      groups.get(value)!.set(id, list);
    }
    result.breakdown = [...groups.entries()]
      .map(([value, persons]) => ({value, steps: personsFunnel(persons, query).steps}))
      .sort((a, b) => b.steps[0]!.count - a.steps[0]!.count || a.value.localeCompare(b.value));
  }
  return result;
}
