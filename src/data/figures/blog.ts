import type {FigureSpec} from '../../content/figures/types';

/**
 * The figures of the blog: one per "Array X.Y.0" release post for its headline feature, placed after the section
 * that introduces it, and a few for other posts. Every number a figure states comes from its post's text.
 */
export const BLOG_FIGURES: FigureSpec[] = [
  // Array 1.0.0: the first stable release, events from your site and backend into your own server.
  {
    id: 'array-1-0-0-how-cairn-runs',
    kind: 'diagram',
    caption:
      'Events go from your website and your backend to your own Cairn instance and stay there. PostgreSQL is the only database you need.',
    alt:
      'Diagram of a Cairn 1.0 install. The cairn-js snippet on your website sends events to /capture/, and the server libraries of your backend send them to /batch/, both on the web app and API at port 8000 of your own instance. ' +
      'The web app and the Celery worker store data in PostgreSQL 15 and use Redis 7 for the task queue and the cache. Your team opens trends, funnels and people in the same web app.',
    columns: 6,
    rows: 6,
    nodes: [
      {id: 'server', label: 'Your Cairn instance: Docker or Heroku', x: 2, y: 0, w: 4, h: 6, shape: 'group', tone: 5},
      {id: 'site', label: 'Your website', sub: 'cairn-js snippet', x: 0, y: 0.5, w: 1.5, h: 1, shape: 'page', tone: 3},
      {id: 'backend', label: 'Your backend', sub: 'server libraries', x: 0, y: 2, w: 1.5, h: 1, tone: 3},
      {
        id: 'team',
        label: 'Your team',
        sub: 'trends, funnels, people',
        x: 0,
        y: 3.5,
        w: 1.5,
        h: 1,
        shape: 'person',
        tone: 3,
      },
      {id: 'web', label: 'Web app\nand API', sub: 'port 8000', x: 2.5, y: 0.5, w: 1.5, h: 2, tone: 1},
      {id: 'redis', label: 'Redis 7', sub: 'task queue, cache', x: 2.5, y: 3, w: 1.5, h: 1, shape: 'store', tone: 2},
      {id: 'worker', label: 'Celery worker', sub: 'same image', x: 2.5, y: 4.5, w: 1.5, h: 1, tone: 1},
      {
        id: 'db',
        label: 'PostgreSQL 15',
        sub: 'events, people',
        x: 4.5,
        y: 2.5,
        w: 1.25,
        h: 1.5,
        shape: 'store',
        tone: 2,
      },
    ],
    edges: [
      {from: 'site', to: 'web', label: '/capture/'},
      {from: 'backend', to: 'web', label: '/batch/'},
      {from: 'team', to: 'web'},
      {from: 'web', to: 'redis'},
      {from: 'worker', to: 'redis'},
      {from: 'web', to: 'db'},
      {from: 'worker', to: 'db'},
    ],
  },

  // Array 1.1.0: retention, how one cell of the table is worked out (the post's own example).
  {
    id: 'array-1-1-0-retention-cell',
    kind: 'diagram',
    caption:
      'Each cell is the share of its row’s starting group that came back in that period: here 136 of 400 people, or 34%.',
    alt:
      'Diagram of how one cell of a retention table is worked out: 400 people signed up in the week of 4 August, 136 of them used the product again the following week, ' +
      'so the cell for that row and the following week shows 34%.',
    columns: 6,
    rows: 3,
    nodes: [
      {
        id: 'start',
        label: 'Signed up in the\nweek of 4 August',
        sub: '400 people',
        x: 0,
        y: 0.5,
        w: 1.5,
        h: 2,
        tone: 3,
      },
      {
        id: 'back',
        label: 'Used the product\nagain the\nfollowing week',
        sub: '136 of the 400',
        x: 2.25,
        y: 0.5,
        w: 1.5,
        h: 2,
        tone: 1,
      },
      {id: 'cell', label: 'The cell\nshows 34%', sub: '136 ÷ 400', x: 4.5, y: 0.5, w: 1.5, h: 2, tone: 1, shade: 0.34},
    ],
    edges: [
      {from: 'start', to: 'back', label: 'came back'},
      {from: 'back', to: 'cell'},
    ],
  },

  // Array 1.2.0: paths, the example from /pricing.
  {
    id: 'array-1-2-0-paths-from-pricing',
    kind: 'flow',
    caption: 'The example path from /pricing: the width of each band is the number of people who took that step.',
    alt: 'Flow of 2,000 people who viewed /pricing: 700 went on to /signup, 450 to /docs, 300 left the site and the remaining 550 went to other pages.',
    from: {label: '/pricing', value: 2000},
    to: [
      {label: '/signup', value: 700},
      {label: '/docs', value: 450},
      {label: 'Left the site', value: 300},
      {label: 'Other pages', value: 550},
    ],
    unit: 'people',
  },

  // Array 1.3.0: annotations, where a note shows up.
  {
    id: 'array-1-3-0-annotation-scope',
    kind: 'diagram',
    caption:
      'An annotation belongs to the whole project by default and appears on every graph. Scope it to one insight when it only matters there.',
    alt:
      'Diagram of where annotations appear. An annotation written by clicking a date on a trend, or created by a deploy script through POST /api/annotation/, belongs to the whole project by default, ' +
      'such as “launched pricing page”, and shows on every trend and every dashboard. One scoped to an insight, such as “changed how we count trial starts”, shows only on that insight’s graph.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'deploy', label: 'deploy.sh', sub: 'POST /api/annotation/', x: 0, y: 0.25, w: 1.5, h: 1, tone: 5},
      {id: 'you', label: 'You', sub: 'click a date on a trend', x: 0, y: 2.25, w: 1.5, h: 1, shape: 'person', tone: 3},
      {id: 'project', label: 'Project annotation', sub: '“launched pricing page”', x: 2, y: 0.5, w: 2, h: 1.5, tone: 1},
      {
        id: 'insight',
        label: 'Insight annotation',
        sub: '“changed how we count trial starts”',
        x: 2,
        y: 2.75,
        w: 2,
        h: 1,
        tone: 2,
      },
      {id: 'trends', label: 'Every trend', x: 4.5, y: 0, w: 1.5, h: 1, tone: 1, shade: 0.15},
      {id: 'dashboards', label: 'Every dashboard', x: 4.5, y: 1.5, w: 1.5, h: 1, tone: 1, shade: 0.15},
      {id: 'one', label: 'That insight only', x: 4.5, y: 2.75, w: 1.5, h: 1, tone: 2, shade: 0.15},
    ],
    edges: [
      {from: 'deploy', to: 'project', label: 'API'},
      {from: 'you', to: 'project'},
      {from: 'you', to: 'insight', label: 'scoped'},
      {from: 'project', to: 'trends'},
      {from: 'project', to: 'dashboards'},
      {from: 'insight', to: 'one'},
    ],
  },

  // Array 1.4.0: sessions, the 30-minute rule with the post's example.
  {
    id: 'array-1-4-0-two-sessions',
    kind: 'timeline',
    caption:
      'More than 30 minutes without events ends a session, so the morning visit and the return after lunch are two sessions.',
    alt:
      'Timeline of one person’s day: they open your app at 9:00 and click around until 9:20, leave for lunch and come back at 13:05. ' +
      'The gap is longer than 30 minutes, so Cairn counts two sessions.',
    events: [
      {at: 540, time: '9:00', label: 'Opens your app', tone: 1},
      {at: 560, time: '9:20', label: 'Last click before lunch', tone: 1},
      {at: 785, time: '13:05', label: 'Comes back', tone: 3},
    ],
    spans: [
      {from: 540, to: 560, label: 'Session 1', tone: 1},
      {from: 560, to: 785, label: 'Gap over 30 minutes', tone: 5},
      {from: 785, to: 805, label: 'Session 2', tone: 3},
    ],
  },

  // Array 1.5.0: feature flags beta, a check through /decide/.
  {
    id: 'array-1-5-0-flag-check',
    kind: 'diagram',
    caption:
      'Every flag check goes through /decide/, which needs only the public project key and answers with the flags that are on for one distinct ID.',
    alt:
      'Diagram of a feature flag check in the beta. The browser, through cairn-js, and your backend, through cairn-python or cairn-node, send the project API key and a distinct ID to /decide/. ' +
      'Cairn compares that person’s properties and cohorts with the filters of each flag, such as plan equals pro, and answers with the list of flags that are on for them.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'browser', label: 'Browser', sub: 'cairn-js', x: 0, y: 0.25, w: 1.5, h: 1.25, shape: 'page', tone: 3},
      {id: 'backend', label: 'Your backend', sub: 'cairn-python, cairn-node', x: 0, y: 2.5, w: 1.5, h: 1.25, tone: 3},
      {id: 'decide', label: '/decide/', sub: 'project key, distinct ID', x: 2.25, y: 1.25, w: 1.5, h: 1.5, tone: 1},
      {
        id: 'flags',
        label: 'Flags and\ntheir filters',
        sub: 'plan equals pro',
        x: 4.5,
        y: 0.25,
        w: 1.5,
        h: 1.25,
        shape: 'store',
        tone: 2,
      },
      {
        id: 'person',
        label: 'The person',
        sub: 'properties, cohorts',
        x: 4.5,
        y: 2.5,
        w: 1.5,
        h: 1.25,
        shape: 'store',
        tone: 2,
      },
    ],
    edges: [
      {from: 'browser', to: 'decide', label: 'flags on', both: true},
      {from: 'backend', to: 'decide', label: 'flags on', both: true},
      {from: 'decide', to: 'flags'},
      {from: 'decide', to: 'person'},
    ],
  },

  // Array 1.6.0: the Helm chart.
  {
    id: 'array-1-6-0-helm-chart',
    kind: 'diagram',
    caption:
      'The chart deploys the web app, the worker and the migration job. PostgreSQL and Redis come bundled, or you point the chart at your managed services.',
    alt:
      'Diagram of what the Helm chart deploys in the namespace cairn. An ingress at your hostname sends traffic to the web app and API pods, whose readiness and liveness probes call /_health/. ' +
      'A migration job runs before new web pods take traffic, and the Celery worker runs beside them. All three use PostgreSQL 15 and Redis 7, bundled in the cluster by default, or your managed services instead.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'ns', label: 'Namespace cairn', x: 1.25, y: 0, w: 4.75, h: 5, shape: 'group', tone: 5},
      {id: 'team', label: 'Your team', x: 0, y: 2, w: 1, h: 1, shape: 'person', tone: 3},
      {id: 'ingress', label: 'Ingress', sub: 'cairn.example.com', x: 1.5, y: 2, w: 1, h: 1, tone: 3},
      {id: 'web', label: 'Web app, API', sub: 'probe: /_health/', x: 2.85, y: 0.5, w: 1.25, h: 1, tone: 1},
      {id: 'migrate', label: 'Migration job', sub: 'before web pods', x: 2.85, y: 2, w: 1.25, h: 1, tone: 1},
      {id: 'worker', label: 'Celery worker', x: 2.85, y: 3.5, w: 1.25, h: 1, tone: 1},
      {id: 'stores', label: 'Bundled or managed', x: 4.5, y: 0.4, w: 1.5, h: 4.3, shape: 'group', tone: 2},
      {id: 'db', label: 'PostgreSQL 15', x: 4.7, y: 1, w: 1.1, h: 1.25, shape: 'store', tone: 2},
      {id: 'redis', label: 'Redis 7', x: 4.7, y: 3, w: 1.1, h: 1.25, shape: 'store', tone: 2},
    ],
    edges: [
      {from: 'team', to: 'ingress'},
      {from: 'ingress', to: 'web'},
      {from: 'web', to: 'stores'},
      {from: 'migrate', to: 'stores'},
      {from: 'worker', to: 'stores'},
    ],
  },

  // Array 1.7.0: toolbar heatmaps, counted per element.
  {
    id: 'array-1-7-0-heatmap-by-element',
    kind: 'diagram',
    caption:
      'Heatmaps count clicks per element, so a button keeps its count when the phone layout moves it from the right column to the bottom of the page.',
    alt:
      'Diagram of heatmap mode on the same page in a laptop layout and a phone layout. Each element that received clicks is colored by its number of clicks. ' +
      'The Sign up button sits in the right column on the laptop and at the bottom of the page on the phone, and has the same color and count in both, because heatmaps match clicks to elements, not to screen positions.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'laptop', label: 'Laptop', x: 0, y: 0, w: 3.75, h: 5, shape: 'page', tone: 5},
      {id: 'l-nav', label: 'Navigation', x: 0.25, y: 0.5, w: 3.25, h: 0.6, tone: 2, shade: 0.35},
      {id: 'l-content', label: 'Page content', x: 0.25, y: 1.4, w: 2, h: 3.3, tone: 2, shade: 0.1},
      {id: 'l-button', label: 'Sign up', x: 2.5, y: 1.4, w: 1, h: 1, tone: 2, shade: 0.85},
      {id: 'phone', label: 'Phone', x: 4.25, y: 0, w: 1.75, h: 5, shape: 'page', tone: 5},
      {id: 'p-nav', label: 'Navigation', x: 4.5, y: 0.5, w: 1.25, h: 0.6, tone: 2, shade: 0.35},
      {id: 'p-content', label: 'Page content', x: 4.5, y: 1.4, w: 1.25, h: 1.9, tone: 2, shade: 0.1},
      {id: 'p-button', label: 'Sign up', x: 4.5, y: 3.7, w: 1.25, h: 1, tone: 2, shade: 0.85},
    ],
    edges: [{from: 'l-button', to: 'p-button', label: 'same count', dashed: true}],
  },

  // Array 1.8.0: static cohorts from a CSV file (the headline), and the time-to-convert example.
  {
    id: 'array-1-8-0-cohort-from-csv',
    kind: 'diagram',
    caption:
      'Cairn matches each row to a person and tells you which rows it could not match. The cohort stays as uploaded until you add another file.',
    alt:
      'Diagram of a static cohort from a CSV file. You upload a file with one distinct ID per row, and Cairn matches each ID to a person, including IDs added with alias. ' +
      'The people it found make a static cohort that never recalculates and works in filters, breakdowns and feature flags; the rows that did not match can be downloaded.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'csv', label: 'beta-program.csv', sub: 'one distinct ID a row', x: 0, y: 1.25, w: 1.5, h: 1.5, tone: 3},
      {
        id: 'match',
        label: 'Match each ID\nto a person',
        sub: 'aliases included',
        x: 2,
        y: 1.25,
        w: 1.5,
        h: 1.5,
        tone: 1,
      },
      {
        id: 'cohort',
        label: 'Static cohort',
        sub: 'filters, breakdowns, flags',
        x: 4,
        y: 0,
        w: 2,
        h: 1.5,
        tone: 1,
        shade: 0.2,
      },
      {
        id: 'unmatched',
        label: 'Rows that\ndid not match',
        sub: 'to download and check',
        x: 4,
        y: 2.5,
        w: 2,
        h: 1.5,
        tone: 5,
      },
    ],
    edges: [
      {from: 'csv', to: 'match', label: 'Upload CSV'},
      {from: 'match', to: 'cohort', label: 'people found'},
      {from: 'match', to: 'unmatched', label: 'not found', dashed: true},
    ],
  },
  {
    id: 'array-1-8-0-time-to-convert',
    kind: 'bars',
    caption:
      'In our own signup funnel, people who signed up on a Friday and came back on Monday pulled the average far above the median.',
    alt: 'Bar chart of the time from “Signed up” to “Created first insight” in our own signup funnel: the median was 6 minutes and the average 9 hours.',
    title: 'Time from “Signed up” to “Created first insight”',
    unit: 'time to convert',
    bars: [
      {label: 'Median', value: 6, display: '6 minutes', tone: 1},
      {label: 'Average', value: 540, display: '9 hours', tone: 2},
    ],
  },

  // Array 1.9.0: rollout percentages, the 20% of the post's example.
  {
    id: 'array-1-9-0-rollout-buckets',
    kind: 'buckets',
    caption:
      'Each person’s hash of the flag key and distinct ID falls in one of 100 buckets. At 20%, the buckets below 20 get the flag, and raising the rollout only adds buckets.',
    rollout: 20,
    inLabel: 'flag on',
    outLabel: 'flag off',
  },

  // Array 1.10.0: ClickHouse, the benchmark numbers.
  {
    id: 'array-1-10-0-benchmark',
    kind: 'columns',
    caption:
      'On the test install with 120 million events, ClickHouse answered both queries in a small fraction of the time PostgreSQL took.',
    alt:
      'Column chart of query times in seconds on the test install with 120 million events over 12 months: a daily trend of one event over 90 days took 41 seconds on PostgreSQL and 0.8 seconds on ClickHouse; ' +
      'a three-step funnel over 30 days timed out after 60 seconds on PostgreSQL and took 2.3 seconds on ClickHouse.',
    series: ['PostgreSQL', 'ClickHouse'],
    groups: [
      {label: 'Daily trend, 90 days', values: [41, 0.8], display: ['41 s', '0.8 s']},
      {label: 'Three-step funnel', values: [60, 2.3], display: ['over 60 s', '2.3 s']},
    ],
    unit: 'seconds',
  },

  // Array 1.11.0: the Segment destination.
  {
    id: 'array-1-11-0-segment-destination',
    kind: 'diagram',
    caption:
      'Segment forwards the calls you already make to your Cairn instance, where they become events and people. Autocapture still needs cairn-js on the page.',
    alt:
      'Diagram of the Segment destination. The calls your site, apps and servers already send to Segment go on to your Cairn instance, authenticated by the project API key: ' +
      'track, page and screen calls become events, and identify and alias calls become person properties and merged people.',
    columns: 6,
    rows: 4,
    nodes: [
      {
        id: 'sources',
        label: 'Your site, apps\nand servers',
        sub: 'Segment calls',
        x: 0,
        y: 1.25,
        w: 1.5,
        h: 1.5,
        tone: 3,
      },
      {id: 'segment', label: 'Segment', sub: 'destination “Cairn”', x: 2, y: 1.25, w: 1.5, h: 1.5, tone: 5},
      {id: 'cairn', label: 'Your Cairn instance', x: 4, y: 0, w: 2, h: 4, shape: 'group', tone: 1},
      {id: 'events', label: 'Events', sub: 'track, page, screen', x: 4.25, y: 0.5, w: 1.5, h: 1.25, tone: 1},
      {id: 'people', label: 'People', sub: 'identify, alias', x: 4.25, y: 2.5, w: 1.5, h: 1.25, tone: 1},
    ],
    edges: [
      {from: 'sources', to: 'segment'},
      {from: 'segment', to: 'events'},
      {from: 'segment', to: 'people'},
    ],
  },

  // Array 1.12.0: retention by cohort, the post's own comparison.
  {
    id: 'array-1-12-0-retention-by-invite',
    kind: 'bars',
    caption:
      'Two cohorts compared in one retention insight: people who invited a teammate in their first week were far more likely to still be active in week 4.',
    alt: 'Bar chart of people who signed up in March and were active in week 4: 61% of those who invited a teammate in their first week, and 23% of those who did not invite anyone.',
    title: 'Signed up in March, active in week 4',
    unit: 'share of the cohort',
    bars: [
      {label: 'Invited a teammate', value: 61, display: '61%', tone: 1},
      {label: 'Did not invite anyone', value: 23, display: '23%', tone: 3},
    ],
  },

  // Array 1.13.0: dashboard layouts on the 12-column grid.
  {
    id: 'array-1-13-0-dashboard-grid',
    kind: 'diagram',
    caption:
      'Cards snap to a 12-column grid: a number card can take a quarter of the width while the main trend spans the page, and a color groups related cards.',
    alt:
      'Diagram of a dashboard laid out on the 12-column grid. A number card, “1,248 signups, up 12%”, and an activation rate card each take a quarter of the width, and a weekly active users card takes the other half. ' +
      'The main trend spans the whole row below, and an activation funnel and a retention card share the last row. The two activation cards are green, to group them.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'dashboard', label: 'Dashboard, edit layout', x: 0, y: 0, w: 6, h: 5, shape: 'page', tone: 5},
      {id: 'number', label: '1,248 signups', sub: 'up 12%', x: 0.25, y: 0.5, w: 1.3, h: 1.1, tone: 5, shade: 0.1},
      {id: 'activation', label: 'Activation rate', x: 1.625, y: 0.5, w: 1.3, h: 1.1, tone: 1, shade: 0.25},
      {id: 'wau', label: 'Weekly active users', x: 3, y: 0.5, w: 2.75, h: 1.1, tone: 5, shade: 0.1},
      {id: 'trend', label: 'Main trend', sub: 'the whole width', x: 0.25, y: 1.8, w: 5.5, h: 1.5, tone: 5, shade: 0.1},
      {id: 'funnel', label: 'Activation funnel', x: 0.25, y: 3.5, w: 2.7, h: 1.25, tone: 1, shade: 0.25},
      {id: 'retention', label: 'Retention', x: 3.05, y: 3.5, w: 2.7, h: 1.25, tone: 5, shade: 0.1},
    ],
    edges: [],
  },

  // Array 1.14.0: session timelines, the support example.
  {
    id: 'array-1-14-0-export-session',
    kind: 'timeline',
    caption:
      'Part of the session in the support example: the timeline puts the repeated clicks and the failure in order, with the time between them.',
    alt: 'Timeline from a support case: the person clicks “Export” three times within 4 seconds, and an “Export Failed” event, with the error in its properties, follows right after.',
    events: [
      {at: 0, time: '0 s', label: 'Clicks “Export”', tone: 3},
      {at: 4, time: '4 s', label: 'Clicks it a third time', tone: 3},
      {at: 5.5, time: 'then', label: '“Export Failed” event', tone: 4},
    ],
    spans: [{from: 0, to: 4, label: 'Three clicks in 4 seconds', tone: 3}],
  },

  // Array 1.15.0: the SMTP setup check (the headline), proxy-aware IP handling and faster trends.
  {
    id: 'array-1-15-0-smtp-check',
    kind: 'diagram',
    caption:
      'Both checks use the settings Cairn runs with and show the mail server’s own answer, so a typo in a setting shows up as a specific error.',
    alt:
      'Diagram of the SMTP setup check. “Send test email” under Settings → Email sends a message, and the check_email command, run in the web and worker containers, connects and logs in, ' +
      'both with the settings in effect, to your SMTP server, such as smtp.sendgrid.net on port 587. Either way Cairn shows what the server answered: its reply when it accepts, ' +
      'or the exact error, such as an authentication failure, a refused connection or a TLS handshake that did not match the port.',
    columns: 6,
    rows: 4,
    nodes: [
      {
        id: 'button',
        label: 'Send test email',
        sub: 'Settings → Email',
        x: 0,
        y: 0.25,
        w: 1.5,
        h: 1.25,
        shape: 'page',
        tone: 3,
      },
      {id: 'command', label: 'check_email', sub: 'in web and worker', x: 0, y: 2.5, w: 1.5, h: 1.25, tone: 3},
      {
        id: 'smtp',
        label: 'Your SMTP server',
        sub: 'smtp.sendgrid.net:587',
        x: 2.25,
        y: 1.25,
        w: 1.5,
        h: 1.5,
        shape: 'store',
        tone: 5,
      },
      {id: 'ok', label: 'Accepted', sub: 'the server’s reply', x: 4.5, y: 0.25, w: 1.5, h: 1.25, tone: 1},
      {id: 'error', label: 'The exact error', sub: 'login, connection, TLS', x: 4.5, y: 2.5, w: 1.5, h: 1.25, tone: 4},
    ],
    edges: [
      {from: 'button', to: 'smtp', label: 'test message'},
      {from: 'command', to: 'smtp', label: 'connect, log in'},
      {from: 'smtp', to: 'ok'},
      {from: 'smtp', to: 'error'},
    ],
  },
  {
    id: 'array-1-15-0-trusted-proxies',
    kind: 'diagram',
    caption:
      'Cairn honors the headers because the connection comes from a trusted proxy, then walks past every trusted address to the real client.',
    alt:
      'Diagram of the proxy example. A request from the office at 198.51.100.7 passes the load balancer at 10.0.1.15 and nginx at 10.0.2.8 before it reaches Cairn, with X-Forwarded-For: 198.51.100.7, 10.0.1.15. ' +
      'With TRUSTED_PROXIES=10.0.0.0/8, Cairn trusts the connection from 10.0.2.8, skips 10.0.1.15, takes 198.51.100.7 as the client and finds it in ALLOWED_IP_BLOCKS.',
    columns: 6,
    rows: 4,
    nodes: [
      {
        id: 'office',
        label: 'Your office',
        sub: '198.51.100.7',
        x: 0,
        y: 0.25,
        w: 1.25,
        h: 1.25,
        shape: 'person',
        tone: 3,
      },
      {id: 'lb', label: 'Load balancer', sub: '10.0.1.15', x: 1.6, y: 0.25, w: 1.25, h: 1.25, tone: 5},
      {id: 'nginx', label: 'nginx', sub: '10.0.2.8', x: 3.2, y: 0.25, w: 1.25, h: 1.25, tone: 5},
      {id: 'cairn', label: 'Cairn', sub: 'port 8000', x: 4.75, y: 0.25, w: 1.25, h: 1.25, tone: 1},
      {
        id: 'client',
        label: '198.51.100.7',
        sub: 'client: allowed',
        x: 0,
        y: 2.5,
        w: 1.25,
        h: 1.25,
        tone: 1,
        shade: 0.2,
      },
      {id: 'hop', label: '10.0.1.15', sub: 'trusted: skip', x: 2.4, y: 2.5, w: 1.25, h: 1.25, tone: 5},
      {id: 'peer', label: '10.0.2.8', sub: 'trusted: read on', x: 4.75, y: 2.5, w: 1.25, h: 1.25, tone: 5},
    ],
    edges: [
      {from: 'office', to: 'lb'},
      {from: 'lb', to: 'nginx'},
      {from: 'nginx', to: 'cairn'},
      {from: 'cairn', to: 'peer', label: 'connection'},
      {from: 'peer', to: 'hop', label: 'right to left'},
      {from: 'hop', to: 'client'},
    ],
  },
  {
    id: 'array-1-15-0-trend-speed',
    kind: 'columns',
    caption:
      'Median query times on our two test installs: trends on PostgreSQL are more than three times faster in 1.15, and more than twice as fast on ClickHouse.',
    alt:
      'Column chart of trend query times in seconds, 1.14 against 1.15: a daily trend of one event over 90 days went from 4.8 s to 1.5 s on PostgreSQL, with 15 million events, and from 0.8 s to 0.35 s on ClickHouse, with 120 million events; ' +
      'a daily trend with a breakdown by browser over 30 days went from 9.7 s to 2.9 s on PostgreSQL and from 3.4 s to 1.5 s on ClickHouse.',
    series: ['1.14', '1.15'],
    groups: [
      {label: 'One event, PostgreSQL', values: [4.8, 1.5], display: ['4.8 s', '1.5 s']},
      {label: 'Breakdown, PostgreSQL', values: [9.7, 2.9], display: ['9.7 s', '2.9 s']},
      {label: 'One event, ClickHouse', values: [0.8, 0.35], display: ['0.8 s', '0.35 s']},
      {label: 'Breakdown, ClickHouse', values: [3.4, 1.5], display: ['3.4 s', '1.5 s']},
    ],
    unit: 'seconds',
  },

  // Making trends faster in 1.15: the before and after table.
  {
    id: 'making-trends-faster-query-times',
    kind: 'columns',
    caption:
      'Every query of the benchmark, before and after 1.15: the PostgreSQL times fell to about a third, and ClickHouse, already faster, to less than half.',
    alt:
      'Column chart of query times in seconds, before and after 1.15, on PostgreSQL and on ClickHouse. Daily trend, one event, 90 days: PostgreSQL 4.8 s to 1.5 s, ClickHouse 0.8 s to 0.35 s. ' +
      'Daily unique users, 30 days: PostgreSQL 6.1 s to 1.9 s, ClickHouse 1.1 s to 0.5 s. Two series, 30 days: PostgreSQL 5.2 s to 1.6 s, ClickHouse 0.9 s to 0.4 s. ' +
      'Daily trend with a breakdown by browser, 30 days: PostgreSQL 9.7 s to 2.9 s, ClickHouse 3.4 s to 1.5 s. Weekly trend filtered by page URL, 90 days: PostgreSQL 7.3 s to 2.2 s, ClickHouse 2.7 s to 1.2 s.',
    series: ['PostgreSQL before', 'PostgreSQL after', 'ClickHouse before', 'ClickHouse after'],
    groups: [
      {label: 'One event, 90 days', values: [4.8, 1.5, 0.8, 0.35]},
      {label: 'Unique users, 30 days', values: [6.1, 1.9, 1.1, 0.5]},
      {label: 'Two series, 30 days', values: [5.2, 1.6, 0.9, 0.4]},
      {label: 'By browser, 30 days', values: [9.7, 2.9, 3.4, 1.5]},
      {label: 'By page URL, 90 days', values: [7.3, 2.2, 2.7, 1.2]},
    ],
    unit: 'seconds',
  },

  // Proxy-aware IP handling: a forged header read from the right.
  {
    id: 'proxy-aware-ip-forged-header',
    kind: 'diagram',
    caption:
      'Reading X-Forwarded-For from the right stops at the first address that is not a trusted proxy, so whatever a client writes at the start of the header has no effect.',
    alt:
      'Diagram of a forged header. A client at 198.51.100.7 sends X-Forwarded-For: 10.0.0.1, and your proxy, listed in TRUSTED_PROXIES, appends 198.51.100.7. ' +
      'Cairn reads from the right: the connection comes from the trusted proxy, so it moves left to 198.51.100.7, which is not trusted and is taken as the client. The forged 10.0.0.1 to its left is ignored.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'client', label: 'Client', sub: '198.51.100.7', x: 0, y: 0.25, w: 1.5, h: 1.25, shape: 'person', tone: 3},
      {id: 'proxy', label: 'Your proxy', sub: 'in TRUSTED_PROXIES', x: 2.25, y: 0.25, w: 1.5, h: 1.25, tone: 5},
      {id: 'cairn', label: 'Cairn', sub: 'reads from the right', x: 4.5, y: 0.25, w: 1.5, h: 1.25, tone: 1},
      {id: 'forged', label: '10.0.0.1', sub: 'forged: ignored', x: 0, y: 2.5, w: 1.5, h: 1.25, tone: 4, shade: 0.15},
      {
        id: 'real',
        label: '198.51.100.7',
        sub: 'not trusted: client',
        x: 2.25,
        y: 2.5,
        w: 1.5,
        h: 1.25,
        tone: 1,
        shade: 0.2,
      },
      {id: 'peer', label: 'The connection', sub: 'trusted proxy: go on', x: 4.5, y: 2.5, w: 1.5, h: 1.25, tone: 5},
    ],
    edges: [
      {from: 'client', to: 'proxy', label: 'XFF: 10.0.0.1'},
      {from: 'proxy', to: 'cairn', label: '+ 198.51.100.7'},
      {from: 'cairn', to: 'peer'},
      {from: 'peer', to: 'real', label: 'one to the left'},
      {from: 'real', to: 'forged', label: 'never read', dashed: true},
    ],
  },

  // How feature flags are evaluated: the two questions /decide/ answers for each flag.
  {
    id: 'how-flags-are-evaluated-decision',
    kind: 'diagram',
    caption:
      'A flag is on only if both answers are yes. The bucket depends only on the flag key and the distinct_id, so the answer is the same on every check.',
    alt:
      'Flowchart of how /decide/ evaluates one flag for one distinct_id. If the person does not match the flag’s filters, the flag is off. If they do, Cairn hashes the flag key and the distinct_id ' +
      'with SHA-1 into a bucket from 0 to 99, and the flag is on when the bucket is below the rollout percentage, off otherwise.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'request', label: 'POST /decide/', sub: 'project key, distinct_id', x: 0, y: 0.25, w: 1.5, h: 1.25, tone: 3},
      {
        id: 'filters',
        label: 'Matches the\nflag’s filters?',
        sub: 'person properties',
        x: 2,
        y: 0.25,
        w: 1.5,
        h: 1.25,
        tone: 5,
      },
      {
        id: 'bucket',
        label: 'Bucket from 0 to 99',
        sub: 'SHA-1 of flag key and distinct_id',
        x: 4,
        y: 0.25,
        w: 2,
        h: 1.25,
        tone: 2,
      },
      {id: 'rollout', label: 'Bucket below the\nrollout percentage?', x: 4, y: 2.25, w: 2, h: 1.25, tone: 5},
      {id: 'off', label: 'Flag off', x: 2, y: 2.25, w: 1.5, h: 1.25, tone: 4, shade: 0.15},
      {id: 'on', label: 'Flag on', x: 4, y: 4.25, w: 2, h: 0.75, tone: 1, shade: 0.25},
    ],
    edges: [
      {from: 'request', to: 'filters'},
      {from: 'filters', to: 'bucket', label: 'yes'},
      {from: 'filters', to: 'off', label: 'no'},
      {from: 'bucket', to: 'rollout'},
      {from: 'rollout', to: 'off', label: 'no'},
      {from: 'rollout', to: 'on', label: 'yes'},
    ],
  },
];
