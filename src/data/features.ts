/**
 * Every Cairn feature of the product brief: its one-line summary, its docs page and, for the features of the product
 * (not the team settings), its page on the site (`/features/<slug>`, the MDX pages of src/pages/features/), its
 * tutorial and the API operations that work with it. Paths are those of the latest docs; src/data/features.test.ts
 * checks that each names a page and an operation of the latest docs version and its OpenAPI description.
 */

import type {ProductViewId} from '../lib/productAnalytics/published';

/** An operation of the latest docs' API reference that works with a feature. */
export interface FeatureApiOperation {
  /** The operation's `operationId` in the OpenAPI description: its anchor on `page` is the kebab-case form. */
  operationId: string;
  /** The API reference page that documents it (its `::operation` line). */
  page: string;
  /** Method and path as the description states them (`GET /api/event/`). */
  call: string;
  /** The operation's summary in the description. */
  summary: string;
}

export interface Feature {
  name: string;
  summary: string;
  /** Its page in the latest docs. */
  doc: string;
  /** Its page on the site, `/features/<slug>`, for the features of the product. */
  page?: string;
  /** The tutorial that builds something with it, when there is one. */
  tutorial?: {title: string; doc: string};
  /** The API operations that work with it, most useful first. */
  api?: FeatureApiOperation[];
  /**
   * The product view its page shows: its own, or the view where it appears, with a caption that says so (the view's
   * own name is the caption otherwise).
   */
  view?: {id: ProductViewId; caption?: string};
}

/** Where the interactive demo of the sample project lives: each feature page links to it. */
export const DEMO_PATH = '/demo';

const op = (operationId: string, page: string, call: string, summary: string): FeatureApiOperation => ({
  operationId,
  page: `/docs/api/${page}`,
  call,
  summary,
});

const OPS = {
  captureEvent: op('captureEvent', 'post-only-endpoints', 'POST /capture/', 'Capture one event'),
  captureBatch: op('captureBatch', 'post-only-endpoints', 'POST /batch/', 'Send a batch of events'),
  decide: op('decideFeatureFlags', 'decide', 'POST /decide/', 'Get the feature flags of a distinct id'),
  engage: op('setPersonProperties', 'engage', 'POST /engage/', 'Set person properties'),
  listEvents: op('listEvents', 'events', 'GET /api/event/', 'List events'),
  getEvent: op('getEvent', 'events', 'GET /api/event/{id}/', 'Get one event'),
  eventValues: op(
    'listEventPropertyValues',
    'events',
    'GET /api/event/values/',
    'List the values of an event property',
  ),
  listPersons: op('listPersons', 'people', 'GET /api/person/', 'List persons'),
  getPerson: op('getPerson', 'people', 'GET /api/person/{id}/', 'Get one person'),
  updatePerson: op('updatePerson', 'people', 'PATCH /api/person/{id}/', 'Update person properties'),
  deletePerson: op('deletePerson', 'people', 'DELETE /api/person/{id}/', 'Delete a person'),
  elementStats: op('listElementStats', 'elements', 'GET /api/element/stats/', 'Get click counts per element'),
  listActions: op('listActions', 'actions', 'GET /api/action/', 'List actions'),
  createAction: op('createAction', 'actions', 'POST /api/action/', 'Create an action'),
  updateAction: op('updateAction', 'actions', 'PATCH /api/action/{id}/', 'Change an action'),
  getTrend: op('getTrend', 'trends', 'GET /api/insight/trend/', 'Compute a trend'),
  listFlags: op('listFeatureFlags', 'feature-flags', 'GET /api/feature_flag/', 'List feature flags'),
  createFlag: op('createFeatureFlag', 'feature-flags', 'POST /api/feature_flag/', 'Create a feature flag'),
  updateFlag: op('updateFeatureFlag', 'feature-flags', 'PATCH /api/feature_flag/{id}/', 'Change a feature flag'),
  listCohorts: op('listCohorts', 'cohorts', 'GET /api/cohort/', 'List cohorts'),
  createCohort: op('createCohort', 'cohorts', 'POST /api/cohort/', 'Create a dynamic cohort'),
  getCohort: op('getCohort', 'cohorts', 'GET /api/cohort/{id}/', 'Get one cohort'),
  listDashboards: op('listDashboards', 'dashboards', 'GET /api/dashboard/', 'List dashboards'),
  createDashboard: op('createDashboard', 'dashboards', 'POST /api/dashboard/', 'Create a dashboard'),
  updateDashboard: op('updateDashboard', 'dashboards', 'PATCH /api/dashboard/{id}/', 'Change a dashboard'),
  listAnnotations: op('listAnnotations', 'annotations', 'GET /api/annotation/', 'List annotations'),
  createAnnotation: op('createAnnotation', 'annotations', 'POST /api/annotation/', 'Create an annotation'),
} as const;

const TUTORIALS = {
  funnels: {title: 'Build a sign-up funnel', doc: '/docs/tutorials/funnels'},
  flags: {title: 'Roll out a feature with a feature flag', doc: '/docs/tutorials/feature-flags'},
  toolbar: {title: 'Define actions and read heatmaps with the toolbar', doc: '/docs/tutorials/toolbar'},
} as const;

export const features: Feature[] = [
  {
    name: 'Events',
    summary: 'Capture clicks, form submits and page views automatically, or send events from code with capture.',
    doc: '/docs/features/events',
    page: '/features/events',
    view: {
      id: 'toolbar-heatmap',
      caption:
        "Events at work: the toolbar's heatmap of the sample app's most viewed recipe is drawn from autocaptured clicks that needed no code.",
    },
    tutorial: TUTORIALS.funnels,
    api: [OPS.captureEvent, OPS.captureBatch, OPS.listEvents, OPS.eventValues],
  },
  {
    name: 'Actions',
    summary: 'Name groups of events, such as "Signed up", and analyze them instead of raw events.',
    doc: '/docs/features/actions',
    page: '/features/actions',
    view: {
      id: 'live-actions',
      caption:
        "Actions at work: the live actions feed lists the newest events that match the project's actions, by action name.",
    },
    tutorial: TUTORIALS.toolbar,
    api: [OPS.listActions, OPS.createAction, OPS.updateAction],
  },
  {
    name: 'Trends',
    summary: 'Count events, unique users or property sums over time, with breakdowns and filters.',
    doc: '/docs/features/trends',
    page: '/features/trends',
    view: {id: 'trends'},
    api: [OPS.getTrend, OPS.listEvents],
  },
  {
    name: 'Funnels',
    summary: 'Measure conversion through ordered steps within a window, with time to convert.',
    doc: '/docs/features/funnels',
    page: '/features/funnels',
    view: {id: 'funnel'},
    tutorial: TUTORIALS.funnels,
    api: [OPS.listEvents, OPS.listPersons],
  },
  {
    name: 'Retention',
    summary: 'See what share of a cohort comes back each day, week or month.',
    doc: '/docs/features/retention',
    page: '/features/retention',
    view: {id: 'retention'},
    api: [OPS.listPersons, OPS.listEvents],
  },
  {
    name: 'Paths',
    summary: 'Find the most common sequences of page views or events between two points.',
    doc: '/docs/features/paths',
    page: '/features/paths',
    view: {id: 'paths'},
    api: [OPS.listEvents, OPS.listPersons],
  },
  {
    name: 'Sessions',
    summary: 'Group events into visits that end after 30 minutes of inactivity, with a timeline.',
    doc: '/docs/features/sessions',
    page: '/features/sessions',
    view: {
      id: 'person',
      caption: "Sessions on a person's page: each visit with its start, its length and its events.",
    },
    api: [OPS.listEvents, OPS.getPerson],
  },
  {
    name: 'Cohorts',
    summary: 'Save groups of people by behavior or properties, dynamic or uploaded from a CSV.',
    doc: '/docs/features/cohorts',
    page: '/features/cohorts',
    view: {
      id: 'retention',
      caption:
        'Where cohorts come in: retention groups people by the week they signed up, and a saved cohort filters or compares the same table.',
    },
    api: [OPS.listCohorts, OPS.createCohort, OPS.getCohort, OPS.listPersons],
  },
  {
    name: 'Dashboards',
    summary: 'Pin insights, share them by link and refresh them on a schedule.',
    doc: '/docs/features/dashboards',
    page: '/features/dashboards',
    view: {id: 'dashboard'},
    api: [OPS.listDashboards, OPS.createDashboard, OPS.updateDashboard, OPS.getTrend],
  },
  {
    name: 'Feature flags',
    summary: 'Roll out features by percentage and property filters, evaluated by /decide/.',
    doc: '/docs/features/feature-flags',
    page: '/features/feature-flags',
    view: {id: 'feature-flag-rollout'},
    tutorial: TUTORIALS.flags,
    api: [OPS.decide, OPS.listFlags, OPS.createFlag, OPS.updateFlag],
  },
  {
    name: 'Annotations',
    summary: 'Mark a date on every graph, such as "launched pricing page".',
    doc: '/docs/features/annotations',
    page: '/features/annotations',
    view: {
      id: 'trends',
      caption:
        "Annotations at work: the project's two annotations are the markers on the time axis of the trends view.",
    },
    api: [OPS.listAnnotations, OPS.createAnnotation],
  },
  {
    name: 'Toolbar',
    summary: 'Define actions by clicking on your own site and see click heatmaps.',
    doc: '/docs/features/toolbar',
    page: '/features/toolbar',
    view: {id: 'toolbar-heatmap'},
    tutorial: TUTORIALS.toolbar,
    api: [OPS.elementStats, OPS.createAction],
  },
  {
    name: 'People',
    summary: 'Persons with properties, merged across devices by identify and alias.',
    doc: '/docs/features/users',
    page: '/features/people',
    view: {id: 'person'},
    tutorial: TUTORIALS.funnels,
    api: [OPS.listPersons, OPS.getPerson, OPS.updatePerson, OPS.deletePerson, OPS.engage],
  },
  {
    name: 'Live actions',
    summary: 'Watch a live feed of matching actions as they happen.',
    doc: '/docs/features/live-actions',
    page: '/features/live-actions',
    view: {id: 'live-actions'},
    api: [OPS.listEvents, OPS.listActions],
  },
  {
    name: 'Team invites',
    summary: 'Invite teammates to a project and share the same data and dashboards.',
    doc: '/docs/features/inviting-your-team',
  },
  {
    name: 'GitHub and GitLab login',
    summary: 'Let your team log in with their GitHub or GitLab accounts.',
    doc: '/docs/features/log-in-with-github-gitlab',
  },
];

/** The features with a page of their own, in the order of the list. */
export const featurePages = features.filter((feature): feature is Feature & {page: string} => Boolean(feature.page));

/** The feature whose page is `/features/<slug>`; throws naming the slug when there is none. */
export function featureOfPage(slug: string): Feature & {page: string} {
  const feature = featurePages.find((candidate) => candidate.page === `/features/${slug}`);
  if (!feature) throw new Error(`src/data/features.ts has no feature whose page is /features/${slug}`);
  return feature;
}
