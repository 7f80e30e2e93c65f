import type {SampleProject} from '../../data/sampleProject/types';
import {byPerson, DAY_MS, eventsIn, type EventFilter, isoDate, range, timeOf, weekStart} from './common';

export interface RetentionQuery {
  /** A person joins the cohort of the week of their first such event in the range. */
  startEvent: string;
  /** A person is retained in a later week when they did this event in it. */
  returnEvent: string;
  period: 'week';
  from: string;
  to: string;
  filter?: EventFilter;
}

export interface RetentionCohort {
  /** The Monday the cohort's week starts. */
  start: string;
  /** Persons in the cohort. */
  size: number;
  /**
   * Persons who came back in week 0, 1, 2... after joining (week 0 is the cohort itself: `size`), up to the week
   * under way at the end of the range.
   */
  counts: number[];
  /** The same as shares of the cohort, 0 to 1. */
  shares: number[];
}

export interface RetentionResult {
  cohorts: RetentionCohort[];
  /** Weighted average share per week after joining, over the cohorts that have that week. */
  average: number[];
}

/** Weekly cohorts by first `startEvent`, and the share of each that did `returnEvent` in each later week. */
export function retention(project: SampleProject, query: RetentionQuery): RetentionResult {
  const [start, end] = range(query.from, query.to);
  const events = eventsIn(project, query.from, query.to, {filter: query.filter});
  const cohorts = new Map<number, {size: number; returned: Set<string>[]}>();
  const weeksTotal = Math.ceil((end - weekStart(start)) / (7 * DAY_MS));
  for (const [id, list] of byPerson(events)) {
    const first = list.find((event) => event.event === query.startEvent);
    if (!first) continue;
    const week = weekStart(timeOf(first));
    let cohort = cohorts.get(week);
    if (!cohort) {
      const weeks = Math.ceil((end - week) / (7 * DAY_MS));
      cohort = {size: 0, returned: Array.from({length: weeks}, () => new Set<string>())};
      cohorts.set(week, cohort);
    }
    cohort.size += 1;
    for (const event of list) {
      if (event.event !== query.returnEvent) continue;
      const offset = Math.floor((weekStart(timeOf(event)) - week) / (7 * DAY_MS));
      if (offset >= 1 && offset < cohort.returned.length) cohort.returned[offset]!.add(id);
    }
  }
  const result: RetentionCohort[] = [...cohorts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([week, cohort]) => {
      const counts = cohort.returned.map((set, offset) => (offset === 0 ? cohort.size : set.size));
      return {start: isoDate(week), size: cohort.size, counts, shares: counts.map((count) => count / cohort.size)};
    });
  const average = Array.from({length: weeksTotal}, (_, offset) => {
    const having = result.filter((cohort) => cohort.counts.length > offset);
    const people = having.reduce((sum, cohort) => sum + cohort.size, 0);
    return people === 0 ? 0 : having.reduce((sum, cohort) => sum + cohort.counts[offset]!, 0) / people;
  }).filter((_, offset) => result.some((cohort) => cohort.counts.length > offset));
  return {cohorts: result, average};
}
