/**
 * The shape of the sample project (./index.ts): Pebblepot, a made-up recipe-sharing app whose analytics the
 * product views of the site show. It mirrors Cairn's data model (product brief): persons, events with
 * properties and an elements chain, actions, cohorts, feature flags, a dashboard and annotations.
 */

/** A value of an event's or a person's properties. */
export type PropertyValue = string | number | boolean;
export type Properties = Record<string, PropertyValue>;

/** One element of an autocaptured event's chain: the clicked element first. */
export interface SampleElement {
  tag_name: string;
  /** The element's visible text, if any. */
  text?: string;
  /** A CSS selector that finds the element on its page, as the toolbar shows it. */
  selector: string;
}

export interface SampleEvent {
  /** Unique in the project. */
  uuid: string;
  /** `$pageview`, `$autocapture` or a custom event such as `signed_up`. */
  event: string;
  distinct_id: string;
  /** ISO 8601 in UTC, e.g. `2026-09-01T18:04:12.000Z`. The project's events are sorted by it. */
  timestamp: string;
  properties: Properties;
  /** `$autocapture` only: the clicked or submitted element and its ancestors. */
  elements?: SampleElement[];
}

export interface SamplePerson {
  distinct_id: string;
  /** When the person was first seen, ISO 8601 in UTC. */
  created_at: string;
  /** As at the end of the project's range: `plan` is `plus` for a person who subscribed. */
  properties: Properties;
}

/** One way an event matches an action (an action step): every field given must match. */
export interface SampleActionStep {
  event: string;
  /** Matches `$current_url` exactly, or as a substring with `urlMatching: 'contains'`. */
  url?: string;
  urlMatching?: 'exact' | 'contains';
  /** Matches the selector of the element clicked (an `$autocapture` event). */
  selector?: string;
}

export interface SampleAction {
  id: number;
  name: string;
  /** An event matches the action when it matches any of its steps. */
  steps: SampleActionStep[];
}

/** A property filter: equal to the value, or to one of the values. */
export interface SamplePropertyFilter {
  property: string;
  value: PropertyValue | PropertyValue[];
}

export interface SampleFeatureFlag {
  key: string;
  name: string;
  /** Share of the matching persons who get the flag, 0 to 100. */
  rolloutPercentage: number;
  /** Person property filters; a person matches when every filter matches. */
  filters: SamplePropertyFilter[];
  active: boolean;
  created_at: string;
  created_by: string;
}

export interface SampleCohort {
  id: number;
  name: string;
  description: string;
  /** Dynamic cohorts are recomputed from behaviour or properties; static ones are uploaded lists. */
  kind: 'dynamic' | 'static';
  /** A dynamic cohort by a person property. */
  filter?: SamplePropertyFilter;
  /** A dynamic cohort by behaviour: did the event at least this many times. */
  performed?: {event: string; atLeast: number};
  /** A static cohort: its distinct ids. */
  distinctIds?: string[];
}

export interface SampleAnnotation {
  /** YYYY-MM-DD. */
  date: string;
  content: string;
}

/** A tile of the dashboard: an insight, named by the key of its query in DEFAULT_QUERIES or DASHBOARD_QUERIES. */
export interface SampleDashboardTile {
  title: string;
  insight: 'trends' | 'funnel' | 'retention' | 'number';
  query: string;
}

export interface SampleDashboard {
  name: string;
  description: string;
  tiles: SampleDashboardTile[];
}

export interface SampleProject {
  name: string;
  /** The fictional site's address: `https://pebblepot.example` (the `.example` domain is reserved, RFC 2606). */
  siteUrl: string;
  /** The range of the data, inclusive, YYYY-MM-DD in UTC. */
  from: string;
  to: string;
  /** The seed the events were generated from. */
  seed: number;
  persons: SamplePerson[];
  /** Sorted by timestamp. */
  events: SampleEvent[];
  actions: SampleAction[];
  cohorts: SampleCohort[];
  featureFlags: SampleFeatureFlag[];
  dashboard: SampleDashboard;
  annotations: SampleAnnotation[];
}
