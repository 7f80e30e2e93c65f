/** Every Cairn feature of the product brief, with its docs page. */
export interface Feature {
  name: string;
  summary: string;
  doc: string;
}

export const features: Feature[] = [
  {
    name: 'Events',
    summary: 'Capture clicks, form submits and page views automatically, or send events from code with capture.',
    doc: '/docs/features/events',
  },
  {
    name: 'Actions',
    summary: 'Name groups of events, such as "Signed up", and analyze them instead of raw events.',
    doc: '/docs/features/actions',
  },
  {
    name: 'Trends',
    summary: 'Count events, unique users or property sums over time, with breakdowns and filters.',
    doc: '/docs/features/trends',
  },
  {
    name: 'Funnels',
    summary: 'Measure conversion through ordered steps within a window, with time to convert.',
    doc: '/docs/features/funnels',
  },
  {
    name: 'Retention',
    summary: 'See what share of a cohort comes back each day, week or month.',
    doc: '/docs/features/retention',
  },
  {
    name: 'Paths',
    summary: 'Find the most common sequences of page views or events between two points.',
    doc: '/docs/features/paths',
  },
  {
    name: 'Sessions',
    summary: 'Group events into visits that end after 30 minutes of inactivity, with a timeline.',
    doc: '/docs/features/sessions',
  },
  {
    name: 'Cohorts',
    summary: 'Save groups of people by behavior or properties, dynamic or uploaded from a CSV.',
    doc: '/docs/features/cohorts',
  },
  {
    name: 'Dashboards',
    summary: 'Pin insights, share them by link and refresh them on a schedule.',
    doc: '/docs/features/dashboards',
  },
  {
    name: 'Feature flags',
    summary: 'Roll out features by percentage and property filters, evaluated by /decide/.',
    doc: '/docs/features/feature-flags',
  },
  {
    name: 'Annotations',
    summary: 'Mark a date on every graph, such as "launched pricing page".',
    doc: '/docs/features/annotations',
  },
  {
    name: 'Toolbar',
    summary: 'Define actions by clicking on your own site and see click heatmaps.',
    doc: '/docs/features/toolbar',
  },
  {
    name: 'People',
    summary: 'Persons with properties, merged across devices by identify and alias.',
    doc: '/docs/features/users',
  },
  {
    name: 'Live actions',
    summary: 'Watch a live feed of matching actions as they happen.',
    doc: '/docs/features/live-actions',
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
