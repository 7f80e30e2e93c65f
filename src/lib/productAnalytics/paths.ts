import type {SampleProject} from '../../data/sampleProject/types';
import {byPerson, eventsIn, type EventFilter, timeOf} from './common';

export interface PathsQuery {
  /** A page path (`$pathname`): paths begin where a session first views it. Without it, at each session's first page. */
  start?: string;
  from: string;
  to: string;
  filter?: EventFilter;
  /** Pages per path, counting the first. */
  steps: number;
  /** The inactivity that ends a session, in minutes (30 by default). */
  gapMinutes?: number;
}

export interface PathTransition {
  /** 1 for the move from the first page to the second. */
  step: number;
  source: string;
  target: string;
  /** Sessions that made this move at this step. */
  count: number;
}

export interface PathsResult {
  /** Sessions whose path starts at `start` (or all sessions with a page view). */
  sessions: number;
  /** Every transition, by step, the most common first. */
  transitions: PathTransition[];
}

/** The most common sequences of page views (`$pathname`) within sessions; a page viewed twice in a row counts once. */
export function paths(project: SampleProject, query: PathsQuery): PathsResult {
  const gap = (query.gapMinutes ?? 30) * 60_000;
  const views = eventsIn(project, query.from, query.to, {event: '$pageview', filter: query.filter});
  const counts = new Map<string, PathTransition>();
  let sessions = 0;
  const count = (pages: string[]) => {
    const from = query.start ? pages.indexOf(query.start) : 0;
    if (from === -1 || pages.length === 0) return;
    sessions += 1;
    const path = pages.slice(from, from + query.steps);
    for (let i = 1; i < path.length; i++) {
      const key = `${i}\u0000${path[i - 1]}\u0000${path[i]}`;
      const entry = counts.get(key) ?? {step: i, source: path[i - 1]!, target: path[i]!, count: 0};
      entry.count += 1;
      counts.set(key, entry);
    }
  };
  for (const list of byPerson(views).values()) {
    let pages: string[] = [];
    let last = -Infinity;
    for (const view of list) {
      const time = timeOf(view);
      if (time - last > gap) {
        count(pages);
        pages = [];
      }
      last = time;
      const page = String(view.properties.$pathname ?? '');
      if (pages[pages.length - 1] !== page) pages.push(page);
    }
    count(pages);
  }
  const transitions = [...counts.values()].sort(
    (a, b) =>
      a.step - b.step || b.count - a.count || a.source.localeCompare(b.source) || a.target.localeCompare(b.target),
  );
  return {sessions, transitions};
}
