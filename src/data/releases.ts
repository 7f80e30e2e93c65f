/**
 * Every Cairn release, minor and patch, newest first: the one source of the changelog page (/changelog), its Atom
 * feed (/changelog/atom.xml) and its Markdown twin (/changelog.md). A minor release is announced by an "Array X.Y.0"
 * post in blog/ (the post's slug is derived from the version); a patch release fixes bugs in a supported minor
 * release and has no post of its own (handbook, "Releasing a new version"). src/lib/releases.test.ts checks this list
 * against the blog posts, the docs versions (versions.json, src/constants/docs.ts) and the version policy of the
 * latest docs' upgrading page.
 */

export interface MinorRelease {
  kind: 'minor';
  /** `1.15.0`: a minor release always ends in `.0`. */
  version: string;
  /** Release day, `YYYY-MM-DD`: the date of its Array post. */
  date: string;
  /** What it brought, one line each, as its Array post's highlights say. */
  highlights: string[];
}

export interface PatchRelease {
  kind: 'patch';
  /** `1.15.1`. */
  version: string;
  date: string;
  /** What it fixed, one line each. Bug and security fixes only: never a feature, never a migration. */
  fixes: string[];
}

export type Release = MinorRelease | PatchRelease;

export const releases: Release[] = [
  {
    kind: 'patch',
    version: '1.15.1',
    date: '2026-11-04',
    fixes: [
      '`TRUSTED_PROXIES` ignored an entry written with a space after the comma, such as `10.0.0.0/16, 192.0.2.10`.',
      '`check_email` reported a connection that timed out as a failed login.',
    ],
  },
  {
    kind: 'minor',
    version: '1.15.0',
    date: '2026-10-26',
    highlights: [
      'SMTP setup check: "Send test email" in the settings and `python manage.py check_email`.',
      'Proxy-aware IP handling with the new `TRUSTED_PROXIES`.',
      'Faster trends: up to 3.4 times faster on PostgreSQL and 2.3 times on ClickHouse.',
      'Compare to the previous period in trends.',
    ],
  },
  {
    kind: 'patch',
    version: '1.14.1',
    date: '2026-09-10',
    fixes: [
      'Bulk data deletion of a date range stopped after its first day when the project had ClickHouse configured.',
      'Session timelines showed the time spent on the last page of a session as zero instead of leaving it blank.',
    ],
  },
  {
    kind: 'minor',
    version: '1.14.0',
    date: '2026-09-07',
    highlights: [
      'Session timelines: pages, clicks and custom events with the time spent at each step.',
      'Bulk data deletion by date range and event name, with a preview.',
      'The `delete_events` and `delete_persons` management commands.',
    ],
  },
  {
    kind: 'minor',
    version: '1.13.0',
    date: '2026-06-08',
    highlights: [
      'Dashboard layouts on a 12-column grid.',
      'Public dashboards with an embed code, without person-level data.',
      'A full-screen mode for dashboards on a wall display.',
    ],
  },
  {
    kind: 'patch',
    version: '1.12.2',
    date: '2026-05-14',
    fixes: ['The Segment destination rejected `track` calls that had no `properties` object.'],
  },
  {
    kind: 'patch',
    version: '1.12.1',
    date: '2026-05-07',
    fixes: [
      'Retention by cohort answered with an error for static cohorts uploaded from a CSV file.',
      'Path filters ignored the end point of a path when no start point was set.',
    ],
  },
  {
    kind: 'minor',
    version: '1.12.0',
    date: '2026-05-04',
    highlights: [
      'Retention by cohort.',
      'Path filters: between two points, exclusions and wildcard grouping of URLs.',
      'Azure and Google Cloud templates.',
    ],
  },
  {
    kind: 'minor',
    version: '1.11.0',
    date: '2026-04-06',
    highlights: [
      'The Segment destination.',
      'Gzip-compressed bodies on `/batch/`.',
      'Event definitions: every event name a project has seen, with volumes.',
    ],
  },
  {
    kind: 'patch',
    version: '1.10.2',
    date: '2026-03-26',
    fixes: [
      'With ClickHouse, a trend broken down by a person property counted a person twice after their IDs were merged by `alias`.',
    ],
  },
  {
    kind: 'patch',
    version: '1.10.1',
    date: '2026-03-16',
    fixes: ['The ClickHouse backfill resumes exactly where it stopped, instead of from the last completed day.'],
  },
  {
    kind: 'minor',
    version: '1.10.0',
    date: '2026-03-09',
    highlights: [
      'The optional ClickHouse backend, turned on with `CLICKHOUSE_URL`.',
      'A backfill command that copies existing events from PostgreSQL to ClickHouse.',
      'The AWS CloudFormation template.',
    ],
  },
  {
    kind: 'minor',
    version: '1.9.0',
    date: '2026-02-16',
    highlights: [
      'Feature flags are generally available.',
      'Rollout percentages, with the same answer for each person along the way.',
      'Flag checks recorded as events, so every insight can be broken down by flag.',
    ],
  },
  {
    kind: 'patch',
    version: '1.8.2',
    date: '2026-02-12',
    fixes: ['Time to convert in funnels showed conversions under a minute as 0 minutes instead of in seconds.'],
  },
  {
    kind: 'patch',
    version: '1.8.1',
    date: '2026-02-05',
    fixes: [
      "Security: the insight cache key did not include the project, so two projects on the same instance could in rare cases see each other's cached insight for a few seconds.",
    ],
  },
  {
    kind: 'patch',
    version: '1.7.1',
    date: '2026-02-05',
    fixes: [
      "Security: the insight cache key did not include the project, so two projects on the same instance could in rare cases see each other's cached insight for a few seconds.",
      'Log in with GitLab failed for self-managed GitLab when `SOCIAL_AUTH_GITLAB_API_URL` ended with a slash.',
    ],
  },
  {
    kind: 'minor',
    version: '1.8.0',
    date: '2026-01-26',
    highlights: [
      'Static cohorts from a CSV file of distinct IDs.',
      'Time to convert in funnels, with the median and the average.',
      'The Flutter and React Native libraries.',
    ],
  },
  {
    kind: 'minor',
    version: '1.7.0',
    date: '2026-01-05',
    highlights: [
      'Toolbar heatmaps; the toolbar is out of beta.',
      'Log in with GitHub and GitLab, including self-managed GitLab.',
      'One-click templates for Render, DigitalOcean and Linode.',
    ],
  },
  {
    kind: 'patch',
    version: '1.6.2',
    date: '2025-12-18',
    fixes: ['The worker used a full CPU core while Redis restarted; it now reconnects with a growing delay.'],
  },
  {
    kind: 'patch',
    version: '1.6.1',
    date: '2025-12-11',
    fixes: [
      '`ALLOWED_IP_BLOCKS` refused every IPv6 address when the list held an IPv6 block.',
      "Dashboards shared by link showed times in the viewer's time zone instead of the project's.",
    ],
  },
  {
    kind: 'minor',
    version: '1.6.0',
    date: '2025-12-08',
    highlights: [
      'The Helm chart `cairn/cairn` for Kubernetes.',
      'Actions posted to Microsoft Teams.',
      '`ALLOWED_IP_BLOCKS` limits who may reach the app.',
    ],
  },
  {
    kind: 'minor',
    version: '1.5.0',
    date: '2025-11-17',
    highlights: [
      'Feature flags in beta, evaluated by the new `/decide/` endpoint.',
      'Actions posted to Slack through incoming webhooks.',
    ],
  },
  {
    kind: 'patch',
    version: '1.4.2',
    date: '2025-11-06',
    fixes: ['The sessions list failed to load a session whose events came from more than one distinct ID.'],
  },
  {
    kind: 'patch',
    version: '1.4.1',
    date: '2025-10-30',
    fixes: [
      'Sessions ended 30 minutes after their first event instead of after 30 minutes of inactivity.',
      'Live actions stopped updating after the browser tab had been in the background for an hour.',
    ],
  },
  {
    kind: 'minor',
    version: '1.4.0',
    date: '2025-10-27',
    highlights: [
      'Sessions: events grouped into visits.',
      'Live actions: a live feed of matching actions.',
      'The Android and iOS libraries.',
    ],
  },
  {
    kind: 'minor',
    version: '1.3.0',
    date: '2025-10-06',
    highlights: [
      'Annotations on every graph.',
      'Read-only share links for dashboards, and scheduled refresh.',
      'The PHP library.',
    ],
  },
  {
    kind: 'minor',
    version: '1.2.0',
    date: '2025-09-15',
    highlights: [
      'Paths: the most common sequences of page views or custom events.',
      'The toolbar in beta.',
      'The Go library, and the community Elixir library.',
    ],
  },
  {
    kind: 'patch',
    version: '1.1.1',
    date: '2025-08-28',
    fixes: ['Dynamic cohorts were not recalculated after a person property changed through `/engage/`.'],
  },
  {
    kind: 'minor',
    version: '1.1.0',
    date: '2025-08-25',
    highlights: ['Retention by day, week or month.', 'Cohorts, and the `/api/cohort/` endpoint.'],
  },
  {
    kind: 'patch',
    version: '1.0.3',
    date: '2025-08-21',
    fixes: ['The page of a person with more than 10,000 events timed out; it now loads their events 100 at a time.'],
  },
  {
    kind: 'patch',
    version: '1.0.2',
    date: '2025-08-14',
    fixes: [
      'Trends dropped the last day of the date range in projects whose time zone is ahead of UTC.',
      '`POST /batch/` answered 500 instead of 400 to a batch holding an event without a name.',
    ],
  },
  {
    kind: 'patch',
    version: '1.0.1',
    date: '2025-08-07',
    fixes: [
      'Autocapture sent a click twice when the link was inside a button.',
      'Funnels counted a person twice when `identify` merged two of their IDs inside the conversion window.',
    ],
  },
  {
    kind: 'minor',
    version: '1.0.0',
    date: '2025-08-04',
    highlights: [
      'The first stable release: events, actions, trends, funnels and people.',
      'Docker and Heroku as the supported ways to run it.',
      'A public ingestion API and a private REST API.',
    ],
  },
];
