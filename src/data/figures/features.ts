import type {FigureSpec} from '../../content/figures/types';

/**
 * The figures of the feature pages (docs/features/) and the tutorials (docs/tutorials/), and of their copies in
 * versioned_docs/. Each one draws its page's own example: the numbers come from the page's text and tables.
 */

/** A heatmap shade from a share of clicks in percent: the most clicked element of the toolbar example is near 0.9. */
const heat = (share: number): number => Math.round((share / 33) * 100) / 100;

export const FEATURE_FIGURES: FigureSpec[] = [
  // docs/features/index.md
  {
    id: 'features-collect-analyze-act',
    kind: 'diagram',
    caption:
      'Each feature belongs to one of three steps: collect events, analyze them in insights, then act on what you learn.',
    alt:
      'Diagram of how the features fit, in three rows joined by arrows. Collect data: events, actions, users and the toolbar. ' +
      'Analyze, from the events and actions you collect: trends, funnels, retention, paths, sessions and cohorts. ' +
      'Act on what you learn: dashboards, feature flags, annotations and live actions.',
    columns: 6,
    rows: 6,
    nodes: [
      {id: 'collect', label: 'Collect data', x: 0, y: 0, w: 6, h: 1.6, shape: 'group', tone: 1},
      {id: 'events', label: 'Events', sub: 'autocapture, capture', x: 0.15, y: 0.4, w: 1.35, h: 1, tone: 1},
      {id: 'actions', label: 'Actions', sub: 'named events', x: 1.6, y: 0.4, w: 1.35, h: 1, tone: 1},
      {id: 'users', label: 'Users', sub: 'identify and alias', x: 3.05, y: 0.4, w: 1.35, h: 1, tone: 1},
      {id: 'toolbar', label: 'Toolbar', sub: 'actions by clicking', x: 4.5, y: 0.4, w: 1.35, h: 1, tone: 1},

      {id: 'analyze', label: 'Analyze', x: 0, y: 2.2, w: 6, h: 1.6, shape: 'group', tone: 3},
      {id: 'trends', label: 'Trends', sub: 'counts over time', x: 0.05, y: 2.6, w: 0.9, h: 1, tone: 3},
      {id: 'funnels', label: 'Funnels', sub: 'ordered steps', x: 1.05, y: 2.6, w: 0.9, h: 1, tone: 3},
      {id: 'retention', label: 'Retention', sub: 'who comes back', x: 2.05, y: 2.6, w: 0.9, h: 1, tone: 3},
      {id: 'paths', label: 'Paths', sub: 'common routes', x: 3.05, y: 2.6, w: 0.9, h: 1, tone: 3},
      {id: 'sessions', label: 'Sessions', sub: 'visits', x: 4.05, y: 2.6, w: 0.9, h: 1, tone: 3},
      {id: 'cohorts', label: 'Cohorts', sub: 'saved groups', x: 5.05, y: 2.6, w: 0.9, h: 1, tone: 3},

      {id: 'act', label: 'Act on what you learn', x: 0, y: 4.4, w: 6, h: 1.6, shape: 'group', tone: 2},
      {id: 'dashboards', label: 'Dashboards', sub: 'insights on a page', x: 0.15, y: 4.8, w: 1.35, h: 1, tone: 2},
      {id: 'flags', label: 'Feature flags', sub: 'release to some users', x: 1.6, y: 4.8, w: 1.35, h: 1, tone: 2},
      {id: 'annotations', label: 'Annotations', sub: 'notes on dates', x: 3.05, y: 4.8, w: 1.35, h: 1, tone: 2},
      {id: 'live', label: 'Live actions', sub: 'a live feed', x: 4.5, y: 4.8, w: 1.35, h: 1, tone: 2},
    ],
    edges: [
      {from: 'collect', to: 'analyze', label: 'events, actions'},
      {from: 'analyze', to: 'act', label: 'what you learn'},
    ],
  },

  // docs/features/events.md
  {
    id: 'events-weekday-mix',
    kind: 'bars',
    caption:
      'Autocaptured page views and clicks are most of the volume. The custom events are few, but they carry the business meaning, such as the projects created.',
    title: 'Events on a weekday, 50,000 in all',
    unit: 'events a day',
    bars: [
      {label: '$pageview', value: 24000, display: '24,000 (48%)', tone: 1},
      {label: '$autocapture', value: 21500, display: '21,500 (43%)', tone: 1},
      {label: 'project created', value: 310, display: '310 (under 1%)', tone: 2},
      {label: 'invoice sent', value: 1450, display: '1,450 (3%)', tone: 2},
      {label: 'Other custom events', value: 2740, display: '2,740 (5%)', tone: 2},
    ],
  },

  // docs/features/actions.md
  {
    id: 'actions-signed-up-match-groups',
    kind: 'diagram',
    caption:
      'An event that matches either match group counts as "Signed up", so the form submits alone miss the GitHub sign-ups. Every use of the action counts the same way.',
    alt:
      'Diagram of the action "Signed up". Two match groups lead to it: the autocaptured submit of form#signup on a URL containing /join, ' +
      'with 1,164 events in 7 days, and the custom event signed up with github, with 388. The action counts an event that matches either group: 1,552. ' +
      'Arrows lead from the action to the three places that use it: the weekly trend, the sign-up step of the funnel and the Slack message.',
    columns: 6,
    rows: 4,
    nodes: [
      {
        id: 'form',
        label: 'Submit of form#signup\non a URL containing /join',
        sub: '1,164 events in 7 days',
        x: 0,
        y: 0.4,
        w: 2,
        h: 1.2,
        tone: 1,
      },
      {
        id: 'github',
        label: 'Custom event\nsigned up with github',
        sub: '388 events in 7 days',
        x: 0,
        y: 2.4,
        w: 2,
        h: 1.2,
        tone: 1,
      },
      {id: 'action', label: 'Signed up', sub: 'either group: 1,552', x: 2.75, y: 1.5, w: 1.5, h: 1, tone: 3},
      {id: 'trend', label: 'Weekly trend', x: 5, y: 0.1, w: 1, h: 0.9, tone: 5},
      {id: 'funnel', label: 'Funnel step', sub: 'sign-up', x: 5, y: 1.55, w: 1, h: 0.9, tone: 5},
      {id: 'slack', label: 'Slack message', sub: 'New sign-up', x: 5, y: 3, w: 1, h: 0.9, tone: 5},
    ],
    edges: [
      {from: 'form', to: 'action', label: 'or'},
      {from: 'github', to: 'action', label: 'or'},
      {from: 'action', to: 'trend'},
      {from: 'action', to: 'funnel'},
      {from: 'action', to: 'slack'},
    ],
  },

  // docs/features/users.md
  {
    id: 'users-three-ids-one-person',
    kind: 'diagram',
    caption:
      'The identify calls link the two anonymous ids to user_482, so the blog visits on the laptop and the app on the phone belong to one person.',
    alt:
      'Diagram of one person built from three distinct ids. The anonymous id 01HZ...anon-a, from the laptop browser with 14 events, is linked by ' +
      "identify('user_482') at sign-up. The id user_482 itself, from the laptop browser, has 6 events. The anonymous id 01HZ...anon-b, from the " +
      "phone app with 9 events, is linked by identify('user_482') at login in the app. The person has three distinct ids and 29 events.",
    columns: 5,
    rows: 4,
    nodes: [
      {id: 'anon-a', label: '01HZ...anon-a', sub: 'laptop browser, 14 events', x: 0, y: 0.1, w: 2, h: 1, tone: 5},
      {id: 'user', label: 'user_482', sub: 'laptop browser, 6 events', x: 0, y: 1.5, w: 2, h: 1, tone: 1},
      {id: 'anon-b', label: '01HZ...anon-b', sub: 'phone app, 9 events', x: 0, y: 2.9, w: 2, h: 1, tone: 5},
      {
        id: 'person',
        label: 'One person',
        sub: '3 distinct ids, 29 events',
        x: 3.5,
        y: 1.3,
        w: 1.5,
        h: 1.4,
        shape: 'person',
        tone: 1,
      },
    ],
    edges: [
      {from: 'anon-a', to: 'person', label: 'identify at sign-up'},
      {from: 'user', to: 'person', label: 'identified id'},
      {from: 'anon-b', to: 'person', label: 'identify at login'},
    ],
  },

  // docs/features/toolbar.md and docs/tutorials/toolbar.md
  {
    id: 'toolbar-pricing-heatmap',
    kind: 'diagram',
    caption:
      'Start free trial gets the most clicks, and the comparison table rows get 17.0% of them although they are not links. The stronger the color, the larger the share of clicks.',
    alt:
      'Mock-up of the pricing page with the heatmap of the last 7 days, 6,200 clicks in all, each element shaded by its share of the clicks: ' +
      'the logo and navigation links at the top, 1,666 clicks (26.9%); the monthly/yearly switch, 1,240 (20.0%); the Start free trial button ' +
      'of the Team plan, 1,830 (29.5%), the most clicked element; the Contact sales button of the Enterprise plan, 410 (6.6%); and the rows of ' +
      'the plan comparison table, 1,054 (17.0%), although they are not links.',
    columns: 6,
    rows: 6,
    nodes: [
      {id: 'page', label: 'Pricing page, last 7 days: 6,200 clicks', x: 0, y: 0, w: 6, h: 6, shape: 'page', tone: 5},
      {
        id: 'nav',
        label: 'Logo and navigation links',
        sub: '1,666 clicks, 26.9%',
        x: 0.3,
        y: 0.45,
        w: 5.4,
        h: 0.9,
        tone: 2,
        shade: heat(26.9),
      },
      {
        id: 'switch',
        label: 'Monthly/yearly switch',
        sub: '1,240 clicks, 20.0%',
        x: 1.75,
        y: 1.65,
        w: 2.5,
        h: 0.9,
        tone: 2,
        shade: heat(20.0),
      },
      {
        id: 'trial',
        label: 'Start free trial',
        sub: 'Team plan: 1,830 clicks, 29.5%',
        x: 0.5,
        y: 2.85,
        w: 2.3,
        h: 1.1,
        tone: 2,
        shade: heat(29.5),
      },
      {
        id: 'sales',
        label: 'Contact sales',
        sub: 'Enterprise: 410 clicks, 6.6%',
        x: 3.2,
        y: 2.85,
        w: 2.3,
        h: 1.1,
        tone: 2,
        shade: heat(6.6),
      },
      {
        id: 'table',
        label: 'Plan comparison table rows',
        sub: '1,054 clicks, 17.0% (not links)',
        x: 0.3,
        y: 4.3,
        w: 5.4,
        h: 1.3,
        tone: 2,
        shade: heat(17.0),
      },
    ],
    edges: [],
  },

  // docs/features/trends.md
  {
    id: 'trends-docs-page-views-week',
    kind: 'lines',
    caption:
      'Both series jump on Thursday, the day of the launch post on the blog, and fall on the weekend. Chrome has most of the page views.',
    unit: 'page views and unique users a day',
    x: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    series: [
      {label: 'Page views', values: [4120, 4460, 4300, 5880, 3950, 1610, 1480], tone: 1},
      {label: 'Unique users', values: [1380, 1490, 1410, 1960, 1320, 620, 570], tone: 3},
    ],
    annotation: {at: 3, label: 'Launch post on the blog'},
    breakdown: {
      title: 'Page views by browser',
      parts: [
        {label: 'Chrome', share: 62},
        {label: 'Safari', share: 24},
        {label: 'Firefox', share: 9},
        {label: 'Others', share: 5},
      ],
    },
  },

  // docs/features/funnels.md
  {
    id: 'funnels-pricing-to-first-project',
    kind: 'funnel',
    caption:
      'The largest drop is right after the pricing page: 5,880 of the 8,400 people leave before they click start trial.',
    steps: [
      {label: 'Viewed pricing', people: 8400},
      {label: 'Clicked start trial', people: 2520},
      {label: 'Signed up', people: 1512},
      {label: 'Created first project', people: 907},
    ],
  },

  // docs/features/retention.md
  {
    id: 'retention-weekly-sign-up-cohorts',
    kind: 'grid',
    caption:
      'Read each row from left to right: retention flattens around 24% to 25% from week 3 on. Read the Week 1 column from top to bottom: it rises from 38% to 45%.',
    rowHeader: 'Signed up in the week of',
    totalHeader: 'People',
    columns: ['Week 1', 'Week 2', 'Week 3', 'Week 4'],
    rows: [
      {label: '2026-09-07', total: 420, cells: [38, 29, 25, 24]},
      {label: '2026-09-14', total: 390, cells: [41, 31, 27, null]},
      {label: '2026-09-21', total: 455, cells: [44, 33, null, null]},
      {label: '2026-09-28', total: 410, cells: [45, null, null, null]},
    ],
  },

  // docs/features/paths.md
  {
    id: 'paths-next-steps-after-pricing',
    kind: 'flow',
    caption:
      'The largest group goes from /pricing to /signup, but nearly a quarter open /docs, and most of those go on to the Docker deployment page.',
    unit: 'people',
    from: {label: '/pricing', value: 3000},
    to: [
      {label: '/signup', value: 1140},
      {label: '/docs', value: 690, then: {label: '/docs/deployment/deploy-docker', value: 410}},
      {label: '/blog', value: 330},
      {label: 'no next page (session ended)', value: 840},
    ],
  },

  // docs/features/sessions.md
  {
    id: 'sessions-inactivity-split',
    kind: 'timeline',
    caption:
      'The gap between 10:25 and 10:56 is 31 minutes, more than 30, so the event at 10:56 starts a second session.',
    events: [
      {at: 0, time: '10:00', label: 'first event', tone: 1},
      {at: 12, time: '10:12', label: 'second event', tone: 1},
      {at: 25, time: '10:25', label: 'third event', tone: 1},
      {at: 56, time: '10:56', label: '31 minutes later: session 2 starts', tone: 3},
    ],
    spans: [{from: 0, to: 25, label: 'Session 1, from 10:00 to 10:25', tone: 1}],
  },
  {
    id: 'sessions-export-timeline',
    kind: 'timeline',
    caption:
      'Two clicks on Export CSV fail within a minute, then nothing happens for 12 minutes 52 seconds until the customer opens the help page. The events are spaced evenly; their times show the gaps.',
    events: [
      {at: 0, time: '14:02:10', label: 'Page view of /reports', tone: 5},
      {at: 1, time: '14:02:41', label: 'Click on Export CSV', tone: 1},
      {at: 2, time: '14:02:43', label: 'export failed', tone: 2},
      {at: 3, time: '14:03:05', label: 'Click on Export CSV', tone: 1},
      {at: 4, time: '14:03:06', label: 'export failed', tone: 2},
      {at: 5, time: '14:15:58', label: 'Page view of /help/exports', tone: 5},
      {at: 6, time: '14:16:10', label: 'Click on Contact support', tone: 1},
    ],
    spans: [
      {from: 1, to: 4, label: 'Export fails twice', tone: 2},
      {from: 5, to: 6, label: 'Looks for help', tone: 5},
    ],
  },

  // docs/features/cohorts.md
  {
    id: 'cohorts-power-users-and-beta',
    kind: 'diagram',
    caption:
      'Power users is a rule that Cairn recalculates; Beta customers is a fixed list, and only the uploaded rows that match a known person join it.',
    alt:
      'Diagram of the two cohorts of the example. Power users is a dynamic cohort of 1,284 people, defined by one behavior group whose two ' +
      'conditions must both hold: saved document at least 20 times in the last 30 days, and plan is not free. Beta customers is a static cohort ' +
      'made from a CSV of 350 emails: 341 rows matched a person and joined the cohort, and 9 matched nobody. 212 people are in both cohorts.',
    columns: 6,
    rows: 6,
    nodes: [
      {id: 'rule', label: 'Behavior group: all must hold', x: 0, y: 0, w: 2.4, h: 2.7, shape: 'group', tone: 1},
      {
        id: 'saved',
        label: 'Saved document\nat least 20 times',
        sub: 'in the last 30 days',
        x: 0.2,
        y: 0.4,
        w: 2,
        h: 1,
        tone: 1,
      },
      {id: 'plan', label: 'plan is not free', sub: 'person property', x: 0.2, y: 1.55, w: 2, h: 0.9, tone: 1},
      {id: 'power', label: 'Power users', sub: 'dynamic: 1,284 people', x: 3.3, y: 0.85, w: 1.5, h: 1, tone: 1},

      {id: 'csv', label: 'CSV of 350 emails', sub: 'beta-customers.csv', x: 0.2, y: 3.55, w: 2, h: 1, tone: 3},
      {id: 'beta', label: 'Beta customers', sub: 'static: 341 people', x: 3.3, y: 3.55, w: 1.5, h: 1, tone: 3},
      {id: 'skipped', label: 'Not matched', sub: '9 rows skipped', x: 0.2, y: 5, w: 2, h: 0.9, tone: 5},

      {id: 'both', label: 'In both', sub: '212 people', x: 5.1, y: 2.2, w: 0.9, h: 1, tone: 4},
    ],
    edges: [
      {from: 'rule', to: 'power'},
      {from: 'csv', to: 'beta', label: '341 rows matched'},
      {from: 'csv', to: 'skipped'},
      {from: 'power', to: 'both'},
      {from: 'beta', to: 'both'},
    ],
  },

  // docs/features/dashboards.md
  {
    id: 'dashboards-growth-layout',
    kind: 'diagram',
    caption:
      'Six tiles on a two-column layout, one per number the team reviews each week. A worker refreshes them every 6 hours, and board members see them through a share link.',
    alt:
      'Mock-up of the Growth dashboard: six tiles in two columns and three rows. First row: Weekly active users, 9,820, and Sign-ups, 1,552. ' +
      'Second row: Activation funnel, 10.8% overall, and Week-1 retention, 45%. Third row: Sign-ups by country, US 31%, DE 12%, IN 9%, and ' +
      'Top paths from /pricing, 38% go to /signup. To the right, the Celery worker refreshes the dashboard every 6 hours, and a share link ' +
      'lets the board members view it without a Cairn account.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'dashboard', label: 'Growth dashboard', x: 0, y: 0, w: 4.3, h: 4, shape: 'page', tone: 5},
      {id: 'wau', label: 'Weekly active users', sub: 'trend: 9,820', x: 0.15, y: 0.45, w: 1.95, h: 1, tone: 1},
      {id: 'signups', label: 'Sign-ups', sub: 'trend: 1,552', x: 2.2, y: 0.45, w: 1.95, h: 1, tone: 1},
      {id: 'funnel', label: 'Activation funnel', sub: 'funnel: 10.8% overall', x: 0.15, y: 1.6, w: 1.95, h: 1, tone: 3},
      {id: 'retention', label: 'Week-1 retention', sub: 'retention: 45%', x: 2.2, y: 1.6, w: 1.95, h: 1, tone: 3},
      {
        id: 'country',
        label: 'Sign-ups by country',
        sub: 'US 31%, DE 12%, IN 9%',
        x: 0.15,
        y: 2.75,
        w: 1.95,
        h: 1,
        tone: 1,
      },
      {
        id: 'paths',
        label: 'Top paths from /pricing',
        sub: '38% go to /signup',
        x: 2.2,
        y: 2.75,
        w: 1.95,
        h: 1,
        tone: 3,
      },
      {id: 'worker', label: 'Celery worker', sub: 'every 6 hours', x: 5, y: 0.45, w: 1, h: 1, tone: 2},
      {
        id: 'board',
        label: 'Board members',
        sub: 'no Cairn account',
        x: 5,
        y: 2.75,
        w: 1,
        h: 1,
        shape: 'person',
        tone: 2,
      },
    ],
    edges: [
      {from: 'worker', to: 'dashboard', label: 'refresh'},
      {from: 'dashboard', to: 'board', label: 'share link'},
    ],
  },

  // docs/features/feature-flags.md
  {
    id: 'feature-flags-rollout-buckets',
    kind: 'buckets',
    caption:
      'At a rollout of 20%, the people whose distinct id hashes to buckets 0 to 19 get the flag. Raising the rollout adds buckets, so nobody who had the flag loses it.',
    rollout: 20,
    inLabel: 'flag on',
    outLabel: 'flag off',
  },
  {
    id: 'feature-flags-checkout-conversion',
    kind: 'columns',
    caption:
      'Of the people who viewed checkout in 14 days, 58.0% paid with the new checkout against 50.0% with the classic one.',
    unit: 'checkout conversion, in percent',
    series: ['Classic checkout', 'New checkout'],
    groups: [
      {
        label: 'Viewed checkout, then paid',
        values: [50, 58],
        display: ['50.0% (1,610 of 3,220)', '58.0% (470 of 810)'],
      },
    ],
    max: 100,
  },

  // docs/features/annotations.md
  {
    id: 'annotations-pricing-page-launch',
    kind: 'columns',
    caption:
      'Average sign-ups a day rose by 32% in the four weeks after the launch that the annotation on 8 June marks.',
    alt:
      'Column chart of average sign-ups a day: 85 in the four weeks before 8 June, the date of the annotation "Launched new pricing page", ' +
      'and 112 in the four weeks after it, 32% more.',
    unit: 'average sign-ups a day over four weeks',
    series: ['Average sign-ups a day'],
    groups: [
      {label: 'Before 8 June', values: [85]},
      {label: 'After 8 June', values: [112], display: ['112 (+32%)']},
    ],
  },

  // docs/features/live-actions.md
  {
    id: 'live-actions-how-the-feed-works',
    kind: 'diagram',
    caption: 'Only events that match an action reach the feed, and the feed keeps the 100 most recent matches.',
    alt:
      "Diagram of the live actions feed. A captured event goes to a Celery worker, which stores it and checks it against the project's actions. " +
      'An event that matches no action stays in the Events list only. A match of an action goes to the live feed, which shows the 100 most recent ' +
      'matches and polls for new ones every 5 seconds while the tab is visible.',
    columns: 6,
    rows: 3,
    nodes: [
      {id: 'event', label: 'Captured event', sub: 'browser or server', x: 0, y: 0.25, w: 1.2, h: 1, tone: 5},
      {id: 'worker', label: 'Celery worker', sub: 'checks actions', x: 1.9, y: 0.25, w: 1.3, h: 1, tone: 2},
      {
        id: 'feed',
        label: 'Live feed:\n100 most recent matches',
        sub: 'polls every 5 seconds',
        x: 4,
        y: 0.1,
        w: 2,
        h: 1.3,
        shape: 'page',
        tone: 1,
      },
      {id: 'list', label: 'Events list only', sub: 'no action matched', x: 1.9, y: 1.9, w: 1.3, h: 1, tone: 5},
    ],
    edges: [
      {from: 'event', to: 'worker'},
      {from: 'worker', to: 'feed', label: 'action match'},
      {from: 'worker', to: 'list', label: 'no match'},
    ],
  },
  {
    id: 'live-actions-launch-hour',
    kind: 'bars',
    caption:
      'About 12 matches a minute arrive in the first hour, so the 100-row feed covers only the last 8 minutes or so.',
    title: 'Matches in the first hour after the 9:00 launch',
    unit: 'matches',
    bars: [
      {label: 'Viewed pricing', value: 540, display: '540 (9.0 a minute)', tone: 1},
      {label: 'Signed up', value: 162, display: '162 (2.7 a minute)', tone: 1},
      {label: 'Started checkout', value: 18, display: '18 (0.3 a minute)', tone: 1},
    ],
  },

  // docs/features/inviting-your-team.md
  {
    id: 'inviting-team-first-week',
    kind: 'diagram',
    caption:
      'Without SMTP the admins send the invitation links over chat. Links that expire after 7 days are sent again.',
    alt:
      'Diagram of the first week of invitations. An admin invites 12 people, 2 as admins and 10 as members. SMTP is not set up, so the ' +
      'invitation links go into a chat channel. 10 invitations are accepted within two days and those people join the project; 2 expire ' +
      'after 7 days and are resent.',
    columns: 6,
    rows: 3,
    nodes: [
      {id: 'admin', label: 'Admin', sub: 'platform team', x: 0, y: 0.9, w: 1, h: 1.2, shape: 'person', tone: 5},
      {id: 'links', label: '12 invitation links', sub: '2 admins, 10 members', x: 1.6, y: 1, w: 1.7, h: 1, tone: 3},
      {id: 'accepted', label: 'Accepted', sub: '10 within two days', x: 4.1, y: 0.1, w: 1.9, h: 1, tone: 1},
      {id: 'expired', label: 'Expired after 7 days', sub: '2, resent', x: 4.1, y: 1.9, w: 1.9, h: 1, tone: 2},
    ],
    edges: [
      {from: 'admin', to: 'links', label: 'over chat'},
      {from: 'links', to: 'accepted'},
      {from: 'links', to: 'expired'},
    ],
  },

  // docs/features/log-in-with-github-gitlab.md
  {
    id: 'oauth-login-round-trip',
    kind: 'diagram',
    caption:
      'Cairn never sees the provider password: it gets a code back on its callback URL and exchanges it for a verified email. The email then decides whether the login succeeds.',
    alt:
      'Diagram of the OAuth round trip. A teammate clicks Log in with GitHub or Log in with GitLab on the login page of your Cairn instance. ' +
      'Cairn sends them to GitHub or GitLab, where they approve access. The provider sends them back with a code to the callback URL, SITE_URL ' +
      'followed by /complete/github/ or /complete/gitlab/, and Cairn exchanges the code for their verified email address. Then Cairn logs in ' +
      'the existing user with that email, creates an account if they came from an invitation link, or refuses the login.',
    columns: 6,
    rows: 6,
    nodes: [
      {id: 'teammate', label: 'Teammate', x: 0, y: 1.3, w: 1, h: 1.2, shape: 'person', tone: 5},
      {id: 'cairn', label: 'Your Cairn instance', x: 1.5, y: 0, w: 2.4, h: 3.8, shape: 'group', tone: 1},
      {id: 'login', label: 'Login page', sub: 'Log in with GitHub/GitLab', x: 1.7, y: 0.4, w: 2, h: 1, tone: 1},
      {
        id: 'callback',
        label: 'Callback URL\nSITE_URL/complete/<provider>/',
        sub: 'exchanges the code for the email',
        x: 1.7,
        y: 2.5,
        w: 2,
        h: 1,
        tone: 1,
      },
      {id: 'provider', label: 'GitHub or GitLab', sub: 'user approves access', x: 4.6, y: 1.45, w: 1.4, h: 1, tone: 3},
      {id: 'existing', label: 'Email matches a user:\nlogged in', x: 0, y: 4.6, w: 1.8, h: 1, tone: 1},
      {id: 'invited', label: 'From an invitation:\naccount created', x: 2.1, y: 4.6, w: 1.8, h: 1, tone: 1},
      {id: 'refused', label: 'Neither:\nlogin refused', x: 4.2, y: 4.6, w: 1.8, h: 1, tone: 2},
    ],
    edges: [
      {from: 'teammate', to: 'login', label: 'clicks'},
      {from: 'login', to: 'provider', label: 'redirect'},
      {from: 'provider', to: 'callback', label: 'code'},
      {from: 'callback', to: 'existing'},
      {from: 'callback', to: 'invited'},
      {from: 'callback', to: 'refused'},
    ],
  },

  // docs/tutorials/funnels.md
  {
    id: 'tutorial-sign-up-funnel',
    kind: 'funnel',
    caption:
      '8.0% of home page visitors end up with a verified account. The most worrying drop is at the sign-up form, where 60% of the people who opened it leave.',
    steps: [
      {label: 'Viewed home page', people: 12000},
      {label: 'Viewed sign-up page', people: 3000},
      {label: 'Signed up', people: 1200},
      {label: 'Verified email', people: 960},
    ],
  },
  {
    id: 'tutorial-sign-up-funnel-by-device',
    kind: 'columns',
    caption:
      'Mobile converts less at every step, and the gap is largest at the sign-up form: 29.6% against 46.0% on desktop.',
    unit: 'conversion from the previous step, in percent',
    series: ['Desktop', 'Mobile'],
    groups: [
      {label: 'Viewed sign-up page', values: [27.1, 22], display: ['27.1%', '22.0%']},
      {label: 'Signed up', values: [46, 29.6], display: ['46.0%', '29.6%']},
      {label: 'Verified email', values: [83, 72.1], display: ['83.0%', '72.1%']},
    ],
    max: 100,
  },

  // docs/tutorials/feature-flags.md
  {
    id: 'tutorial-checklist-rollout-buckets',
    kind: 'buckets',
    caption:
      'At 20%, the users whose id hashes to buckets 0 to 19 get the checklist. Raising the rollout later only adds buckets.',
    alt: 'Rollout of 20%: of the 100 buckets, the users whose id hashes to buckets 0 to 19 get the onboarding checklist, and the other 80 buckets do not.',
    rollout: 20,
    inLabel: 'checklist',
    outLabel: 'no checklist',
  },
  {
    id: 'tutorial-checklist-project-conversion',
    kind: 'columns',
    caption:
      'Of the 214 new users who saw the checklist, 58.9% created a project, against 46.0% of the 846 who did not.',
    unit: 'new users who created a project, in percent',
    series: ['With checklist', 'Without checklist'],
    groups: [{label: 'Created a project', values: [58.9, 46], display: ['58.9% (126 of 214)', '46.0% (389 of 846)']}],
    max: 100,
  },
];
