import type {
  SampleAction,
  SampleEvent,
  SampleFeatureFlag,
  SamplePerson,
  SampleProject,
} from '../../data/sampleProject/types';
import {matchesFilter, timeOf} from './common';

export interface Session {
  /** ISO timestamps of the first and last event. */
  start: string;
  end: string;
  durationSeconds: number;
  events: SampleEvent[];
  /** The `$pathname` of the first page view, or of the first event. */
  entry: string;
}

/** A person of the project by distinct id; an unknown id fails, naming it. */
export function person(project: SampleProject, distinctId: string): SamplePerson {
  const found = project.persons.find((candidate) => candidate.distinct_id === distinctId);
  if (!found) throw new Error(`productAnalytics: no person "${distinctId}" in the sample project`);
  return found;
}

/** A person's events grouped into sessions: a gap of more than `gapMinutes` without events starts a new one. */
export function sessions(project: SampleProject, distinctId: string, gapMinutes = 30): Session[] {
  person(project, distinctId);
  const events = project.events.filter((event) => event.distinct_id === distinctId);
  const groups: SampleEvent[][] = [];
  let last = -Infinity;
  for (const event of events) {
    const time = timeOf(event);
    if (time - last > gapMinutes * 60_000) groups.push([]);
    groups[groups.length - 1]!.push(event);
    last = time;
  }
  return groups.map((list) => {
    const first = list[0]!;
    const end = list[list.length - 1]!;
    const entry = list.find((event) => event.event === '$pageview') ?? first;
    return {
      start: first.timestamp,
      end: end.timestamp,
      durationSeconds: (timeOf(end) - timeOf(first)) / 1000,
      events: list,
      entry: String(entry.properties.$pathname ?? ''),
    };
  });
}

export interface HeatmapElement {
  selector: string;
  tag: string;
  text: string;
  clicks: number;
  /** Share of the page's clicks, 0 to 1. */
  share: number;
}

export interface HeatmapResult {
  url: string;
  pageviews: number;
  clicks: number;
  /** The most clicked first. */
  elements: HeatmapElement[];
}

/** Clicks (autocaptured, not form submits) on each element of one page, by its full `$current_url`. */
export function heatmap(project: SampleProject, url: string): HeatmapResult {
  const counts = new Map<string, HeatmapElement>();
  let pageviews = 0;
  let clicks = 0;
  for (const event of project.events) {
    if (event.properties.$current_url !== url) continue;
    if (event.event === '$pageview') pageviews += 1;
    if (event.event !== '$autocapture' || event.properties.$event_type !== 'click') continue;
    const element = event.elements?.[0];
    if (!element) continue;
    clicks += 1;
    const entry = counts.get(element.selector) ?? {
      selector: element.selector,
      tag: element.tag_name,
      text: element.text ?? '',
      clicks: 0,
      share: 0,
    };
    entry.clicks += 1;
    counts.set(element.selector, entry);
  }
  const elements = [...counts.values()]
    .map((entry) => ({...entry, share: clicks === 0 ? 0 : entry.clicks / clicks}))
    .sort((a, b) => b.clicks - a.clicks || a.selector.localeCompare(b.selector));
  return {url, pageviews, clicks, elements};
}

/** Whether an event matches an action: any of its steps. */
export function matchesAction(action: SampleAction, event: SampleEvent): boolean {
  return action.steps.some((step) => {
    if (step.event !== event.event) return false;
    const url = String(event.properties.$current_url ?? '');
    if (step.url !== undefined && (step.urlMatching === 'contains' ? !url.includes(step.url) : url !== step.url))
      return false;
    return step.selector === undefined || event.elements?.[0]?.selector === step.selector;
  });
}

export interface LiveAction {
  action: string;
  event: SampleEvent;
  person: SamplePerson;
}

/**
 * The last `n` events that match an action, newest first, as the live actions feed shows them at the end of the
 * range. An event that matches two actions appears once, under the first of the project's actions. For actions
 * with two steps that describe the same moment (the signup form and the `signed_up` event), only the custom
 * event counts, so one signup shows once.
 */
export function liveActions(project: SampleProject, n: number): LiveAction[] {
  const persons = new Map(project.persons.map((entry) => [entry.distinct_id, entry]));
  const out: LiveAction[] = [];
  for (let i = project.events.length - 1; i >= 0 && out.length < n; i--) {
    const event = project.events[i]!;
    const action = project.actions.find((candidate) => matchesAction(candidate, event));
    if (!action) continue;
    if (event.event === '$autocapture' && action.steps.some((step) => step.event !== '$autocapture')) continue;
    out.push({action: action.name, event, person: persons.get(event.distinct_id)!});
  }
  return out;
}

/** The rollout bucket of a person for a flag, 0 to 99: a hash of the flag's key and the distinct id (FNV-1a). */
export function bucket(key: string, distinctId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${key}.${distinctId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export interface FlagReach {
  flag: SampleFeatureFlag;
  /** All persons of the project. */
  persons: number;
  /** Persons who match the flag's filters. */
  matching: number;
  /** Persons the flag is on for: matching and in the rollout (none while the flag is inactive). */
  enabled: number;
  /** `enabled` as a share of all persons, 0 to 1. */
  share: number;
  /** Enabled persons per value of the first filter's property (or per country without filters), largest first. */
  byValue: {value: string; matching: number; enabled: number}[];
}

/** Who a feature flag is on for, as /decide/ would answer for each person of the project. */
export function flagReach(project: SampleProject, key: string): FlagReach {
  const flag = project.featureFlags.find((candidate) => candidate.key === key);
  if (!flag) throw new Error(`productAnalytics: no feature flag "${key}" in the sample project`);
  const property = flag.filters[0]?.property ?? 'country';
  const groups = new Map<string, {matching: number; enabled: number}>();
  let matching = 0;
  let enabled = 0;
  for (const entry of project.persons) {
    if (!flag.filters.every((filter) => matchesFilter(entry.properties, filter))) continue;
    matching += 1;
    const on = flag.active && bucket(flag.key, entry.distinct_id) < flag.rolloutPercentage;
    if (on) enabled += 1;
    const value = String(entry.properties[property] ?? '(none)');
    const group = groups.get(value) ?? {matching: 0, enabled: 0};
    group.matching += 1;
    if (on) group.enabled += 1;
    groups.set(value, group);
  }
  return {
    flag,
    persons: project.persons.length,
    matching,
    enabled,
    share: project.persons.length === 0 ? 0 : enabled / project.persons.length,
    byValue: [...groups.entries()]
      .map(([value, group]) => ({value, ...group}))
      .sort((a, b) => b.matching - a.matching || a.value.localeCompare(b.value)),
  };
}

/** Persons in a cohort of the project, by its id. */
export function cohortMembers(project: SampleProject, id: number): SamplePerson[] {
  const cohort = project.cohorts.find((candidate) => candidate.id === id);
  if (!cohort) throw new Error(`productAnalytics: no cohort ${id} in the sample project`);
  if (cohort.kind === 'static') {
    const ids = new Set(cohort.distinctIds ?? []);
    return project.persons.filter((entry) => ids.has(entry.distinct_id));
  }
  if (cohort.filter) return project.persons.filter((entry) => matchesFilter(entry.properties, cohort.filter!));
  const performed = cohort.performed!;
  const counts = new Map<string, number>();
  for (const event of project.events)
    if (event.event === performed.event) counts.set(event.distinct_id, (counts.get(event.distinct_id) ?? 0) + 1);
  return project.persons.filter((entry) => (counts.get(entry.distinct_id) ?? 0) >= performed.atLeast);
}
