import type {FigureSpec} from '../../lib/figures/types';

/**
 * Figures of the docs outside docs/features/ and docs/tutorials/: architecture, deployments, proxies, the ingestion
 * and flag endpoints, upgrades, scaling and costs. Each one is drawn from its page's own words, and the copies of a
 * page in versioned_docs/ show it only where it is true for that release.
 *
 * Tones, the same in every diagram: 1 Cairn's own services, 3 its data stores, 2 proxies and load balancers,
 * 5 what is outside Cairn (browsers, your sites, certificate authorities, cloud services). In the process
 * diagrams, 1 is the normal path and 2 the way back.
 */
export const OPERATIONS_FIGURES: FigureSpec[] = [
  // docs/stack.md, "The parts at a glance"
  {
    id: 'stack-overview',
    kind: 'diagram',
    caption:
      'Browsers and your sites talk only to web; the slow work happens in the worker, behind the queue in Redis. ClickHouse is dashed because it is optional.',
    alt:
      "Diagram of Cairn's stack. Your website runs cairn-js, which sends events to /capture/ and asks /decide/ for flags; the Cairn app, React with TypeScript, runs in your teammates' browsers and calls the private API under /api/. Both reach web, the Django 4.2 and Django REST Framework app served by gunicorn on port 8000. Web puts captured events on the Celery queue in Redis 7 and runs insight queries on PostgreSQL 15. The Celery worker takes the events from Redis and stores them in PostgreSQL, the only required database. The optional ClickHouse, used when CLICKHOUSE_URL is set, then stores the events and answers the insight queries instead.",
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'site', label: 'Your website\nwith cairn-js', x: 0, y: 0.4, w: 1.3, h: 1, shape: 'page', tone: 5},
      {id: 'app', label: 'Cairn app in\nthe browser', sub: 'React, TypeScript', x: 0, y: 2.6, w: 1.3, h: 1, shape: 'page', tone: 5},
      {id: 'web', label: 'web: Django 4.2\nand DRF', sub: 'gunicorn, port 8000', x: 2.25, y: 0.4, w: 1.55, h: 1, tone: 1},
      {id: 'redis', label: 'Redis 7', sub: 'queue and cache', x: 2.375, y: 1.95, w: 1.3, h: 0.9, shape: 'store', tone: 3},
      {id: 'worker', label: 'worker: Celery', sub: 'stores events', x: 2.25, y: 3.7, w: 1.55, h: 1, tone: 1},
      {id: 'stores', label: 'Databases', x: 4.25, y: 0, w: 1.75, h: 5, shape: 'group', tone: 3},
      {id: 'postgres', label: 'PostgreSQL 15', sub: 'required', x: 4.4, y: 0.5, w: 1.45, h: 1.2, shape: 'store', tone: 3},
      {id: 'clickhouse', label: 'ClickHouse\n(optional)', sub: 'CLICKHOUSE_URL', x: 4.4, y: 3.2, w: 1.45, h: 1.2, shape: 'store', tone: 3},
    ],
    edges: [
      {from: 'site', to: 'web', label: '/capture/, /decide/'},
      {from: 'app', to: 'web', label: '/api/'},
      {from: 'web', to: 'redis', label: 'queue'},
      {from: 'redis', to: 'worker'},
      {from: 'web', to: 'postgres', label: 'queries'},
      {from: 'worker', to: 'postgres', label: 'events'},
      {from: 'web', to: 'clickhouse', dashed: true},
      {from: 'worker', to: 'clickhouse', dashed: true},
    ],
  },
  // docs/stack.md, "How a page request flows"
  {
    id: 'stack-page-request',
    kind: 'diagram',
    caption: 'The query class asks Redis before it asks the database, so a dashboard that many people open in the same minute runs each query once. The answer goes back the same way as JSON.',
    alt:
      'Diagram of a page request. A teammate opens a trends insight, and the React app calls GET /api/insight/trend/ with the session cookie of the logged-in user. A load balancer or reverse proxy, if you run one, forwards the request to gunicorn on port 8000. Django checks authentication, that the user belongs to the team, and the rate limit, then passes the request to the Django REST Framework view, which hands a filter to the trends query class in cairn/queries/. The query class first looks for a cached result in Redis 7. On a miss it runs SQL on PostgreSQL 15, or on ClickHouse when CLICKHOUSE_URL is set, and stores the result in Redis. The view returns JSON, and the app draws the graph.',
    columns: 6,
    rows: 3,
    nodes: [
      {id: 'browser', label: 'Trends insight\nin the app', sub: 'React', x: 0, y: 0.3, w: 1.1, h: 1, shape: 'page', tone: 5},
      {id: 'proxy', label: 'Proxy or load\nbalancer', sub: 'if you run one', x: 1.63, y: 0.3, w: 1.1, h: 1, tone: 2},
      {id: 'django', label: 'Django on\ngunicorn', sub: 'auth, team, limit', x: 3.27, y: 0.3, w: 1.1, h: 1, tone: 1},
      {id: 'view', label: 'DRF view and\nquery class', sub: 'cairn/queries/', x: 4.9, y: 0.3, w: 1.1, h: 1, tone: 1},
      {id: 'redis', label: 'Redis 7', sub: 'cached results', x: 3.27, y: 1.9, w: 1.1, h: 0.9, shape: 'store', tone: 3},
      {id: 'db', label: 'PostgreSQL 15\nor ClickHouse', x: 4.9, y: 1.9, w: 1.1, h: 0.9, shape: 'store', tone: 3},
    ],
    edges: [
      {from: 'browser', to: 'proxy', label: '/api/'},
      {from: 'proxy', to: 'django', label: 'port 8000'},
      {from: 'django', to: 'view'},
      {from: 'view', to: 'redis', label: '1. cached?'},
      {from: 'view', to: 'db', label: '2. on a miss'},
    ],
  },
  // docs/stack.md, "How a captured event flows"
  {
    id: 'stack-event-flow',
    kind: 'diagram',
    caption: 'The capture view checks the key, adds the time and IP and queues the event, so it answers in a few milliseconds; finding the person, storing the event and matching actions happen later, in the worker.',
    alt:
      "Diagram of one event's path, in the order of the steps on this page. A visitor clicks Sign up on your site, and cairn-js sends the event with other queued events to POST /capture/ on your instance. The capture view checks the project API key (cpk_), adds the time of receipt and the client IP, and pushes the raw payload onto the Celery queue in Redis 7. A Celery worker picks up the task and finds the person behind the distinct id, creating one if the id is new. It stores the event in PostgreSQL 15, or in ClickHouse when CLICKHOUSE_URL is set, and checks it against the team's actions, whose matches feed live actions and Slack or Microsoft Teams webhooks. The next trends insight that includes the event reads it from the database.",
    columns: 5,
    rows: 5,
    nodes: [
      {id: 'site', label: 'Visitor clicks\nSign up', sub: 'cairn-js sends it', x: 0, y: 0.3, w: 1.2, h: 1, shape: 'page', tone: 5},
      {id: 'capture', label: 'web: capture\nview', sub: 'checks cpk_ key', x: 1.9, y: 0.3, w: 1.2, h: 1, tone: 1},
      {id: 'redis', label: 'Redis 7', sub: 'Celery queue', x: 3.8, y: 0.3, w: 1.2, h: 1, shape: 'store', tone: 3},
      {id: 'worker', label: 'Celery worker', sub: 'finds the person', x: 3.8, y: 2.1, w: 1.2, h: 1, tone: 1},
      {id: 'db', label: 'PostgreSQL 15', sub: 'or ClickHouse', x: 1.9, y: 2.1, w: 1.2, h: 1, shape: 'store', tone: 3},
      {id: 'insight', label: 'Trends insight', sub: 'reads the event', x: 0, y: 2.1, w: 1.2, h: 1, shape: 'page', tone: 5},
      {id: 'actions', label: 'Live actions,\nSlack, Teams', sub: 'if actions match', x: 3.8, y: 3.9, w: 1.2, h: 1, tone: 5},
    ],
    edges: [
      {from: 'site', to: 'capture', label: 'POST /capture/'},
      {from: 'capture', to: 'redis', label: 'queued'},
      {from: 'redis', to: 'worker', label: 'task'},
      {from: 'worker', to: 'db', label: 'stores'},
      {from: 'db', to: 'insight', label: 'query'},
      {from: 'worker', to: 'actions', label: 'matches'},
    ],
  },
  // docs/deployment/deploy-docker.md, introduction (true for 1.14, 1.15 and Next: no TRUSTED_PROXIES in it)
  {
    id: 'docker-compose-deployment',
    kind: 'diagram',
    caption: 'Only Caddy, set up under Add HTTPS with a reverse proxy, faces the internet. The web container is published on 127.0.0.1, so port 8000 cannot be reached from outside the server.',
    alt:
      'Diagram of the Docker Compose deployment on one server. Browsers and your sites connect over HTTPS to Caddy, which runs on the host, holds ports 80 and 443, gets its certificate from Let\'s Encrypt and forwards requests to the web container on port 8000, published on 127.0.0.1 only. Docker Compose runs four containers: web (the app and API), worker (the Celery worker), db (PostgreSQL 15) and redis (Redis 7). Web puts events on the queue in redis, the worker takes them from there and stores them in db, and web reads from db.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'visitors', label: 'Browsers,\nyour sites', x: 0, y: 0.4, w: 1.1, h: 0.9, shape: 'page', tone: 5},
      {id: 'letsencrypt', label: "Let's Encrypt", sub: 'certificates', x: 0, y: 2.4, w: 1.1, h: 0.9, tone: 5},
      {id: 'server', label: 'Your server', x: 1.4, y: 0, w: 4.6, h: 5, shape: 'group'},
      {id: 'caddy', label: 'Caddy on\nthe host', sub: 'TLS on 80 and 443', x: 1.6, y: 0.4, w: 1.15, h: 0.9, tone: 2},
      {id: 'web', label: 'web', sub: 'port 8000', x: 3.3, y: 0.4, w: 1.2, h: 0.9, tone: 1},
      {id: 'redis', label: 'redis', sub: 'Redis 7', x: 3.3, y: 1.95, w: 1.2, h: 0.9, shape: 'store', tone: 3},
      {id: 'worker', label: 'worker', sub: 'Celery', x: 3.3, y: 3.5, w: 1.2, h: 0.9, tone: 1},
      {id: 'db', label: 'db', sub: 'PostgreSQL 15', x: 4.75, y: 1.95, w: 1.1, h: 0.9, shape: 'store', tone: 3},
    ],
    edges: [
      {from: 'visitors', to: 'caddy', label: 'HTTPS'},
      {from: 'caddy', to: 'web', label: 'port 8000'},
      {from: 'caddy', to: 'letsencrypt', dashed: true},
      {from: 'web', to: 'redis'},
      {from: 'redis', to: 'worker'},
      {from: 'web', to: 'db'},
      {from: 'worker', to: 'db'},
    ],
  },
  // docs/deployment/deploy-kubernetes.md, introduction (true for 1.14, 1.15 and Next)
  {
    id: 'kubernetes-helm-deployment',
    kind: 'diagram',
    caption: 'The chart runs web and worker as separate deployments, so they scale separately, and runs the migrations once, in a Helm hook job, before the new web pods start.',
    alt:
      'Diagram of Cairn on Kubernetes with the Helm chart cairn/cairn. Browsers and your sites connect over HTTPS to the ingress-nginx controller, which ends TLS with the certificate cairn-tls that cert-manager gets from Let\'s Encrypt, and forwards requests through the service cairn-web to the web pods on port 8000. In the namespace cairn, the web pods put events on the queue in Redis 7, and the worker pods take them and store them in PostgreSQL 15. Before the web pods start, a migration job that runs as a Helm hook migrates the database. PostgreSQL and Redis are either bundled with the chart or managed services that the chart points at.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'visitors', label: 'Browsers,\nyour sites', x: 0, y: 0.5, w: 1.0, h: 0.9, shape: 'page', tone: 5},
      {id: 'ingress', label: 'ingress-nginx', sub: 'ends TLS', x: 1.4, y: 0.5, w: 1.2, h: 0.9, tone: 2},
      {id: 'certmanager', label: 'cert-manager', sub: "Let's Encrypt", x: 1.4, y: 2.3, w: 1.2, h: 0.9, tone: 5},
      {id: 'namespace', label: 'namespace cairn', x: 2.9, y: 0, w: 3.1, h: 5, shape: 'group'},
      {id: 'web', label: 'web pods', sub: 'port 8000', x: 3.1, y: 0.5, w: 1.2, h: 0.9, tone: 1},
      {id: 'job', label: 'Migration job', sub: 'Helm hook', x: 4.65, y: 0.5, w: 1.2, h: 0.9, tone: 1},
      {id: 'redis', label: 'Redis 7', sub: 'bundled or managed', x: 3.1, y: 2.05, w: 1.2, h: 0.9, shape: 'store', tone: 3},
      {id: 'postgres', label: 'PostgreSQL 15', sub: 'bundled or managed', x: 4.65, y: 2.05, w: 1.2, h: 0.9, shape: 'store', tone: 3},
      {id: 'worker', label: 'worker pods', sub: 'Celery', x: 3.1, y: 3.6, w: 1.2, h: 0.9, tone: 1},
    ],
    edges: [
      {from: 'visitors', to: 'ingress', label: 'HTTPS'},
      {from: 'certmanager', to: 'ingress', label: 'cairn-tls', dashed: true},
      {from: 'ingress', to: 'web', label: 'cairn-web'},
      {from: 'web', to: 'redis'},
      {from: 'redis', to: 'worker'},
      {from: 'web', to: 'postgres'},
      {from: 'worker', to: 'postgres'},
      {from: 'job', to: 'postgres', label: 'migrate', dashed: true},
    ],
  },
  // docs/deployment/deploy-aws.md, "What the template creates" (true for 1.14, 1.15 and Next)
  {
    id: 'aws-cloudformation-stack',
    kind: 'diagram',
    caption: 'The template runs only web and worker on the instance; PostgreSQL and Redis are AWS managed services, and the instance accepts traffic from the load balancer only.',
    alt:
      'Diagram of the stack the CloudFormation template creates. Browsers and your sites connect over HTTPS on port 443 to an Application Load Balancer, which uses your certificate from AWS Certificate Manager and forwards to port 8000 of one EC2 instance, a t3.medium in an Auto Scaling group that runs the web and worker containers. The instance reads SECRET_KEY and the database password from Secrets Manager, and connects to RDS for PostgreSQL 15 (db.t4g.small) and ElastiCache for Redis 7 (cache.t4g.micro). All of it runs in a new VPC, 10.20.0.0/16.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'visitors', label: 'Browsers,\nyour sites', x: 0, y: 0.4, w: 1.0, h: 0.9, shape: 'page', tone: 5},
      {id: 'acm', label: 'Certificate\nManager', sub: 'your certificate', x: 0, y: 2.5, w: 1.0, h: 1, tone: 5},
      {id: 'vpc', label: 'VPC 10.20.0.0/16', x: 1.3, y: 0, w: 4.7, h: 4, shape: 'group'},
      {id: 'alb', label: 'Load balancer', sub: 'HTTPS on 443', x: 1.5, y: 0.4, w: 1.2, h: 0.9, tone: 2},
      {id: 'ec2', label: 'EC2 instance', sub: 'web and worker', x: 3.2, y: 0.4, w: 1.2, h: 0.9, tone: 1},
      {id: 'secrets', label: 'Secrets\nManager', x: 4.75, y: 0.4, w: 1.1, h: 0.9, tone: 5},
      {id: 'rds', label: 'RDS for\nPostgreSQL 15', sub: 'db.t4g.small', x: 2.2, y: 2.5, w: 1.4, h: 1.1, shape: 'store', tone: 3},
      {id: 'redis', label: 'ElastiCache\nfor Redis 7', sub: 'cache.t4g.micro', x: 4.3, y: 2.5, w: 1.4, h: 1.1, shape: 'store', tone: 3},
    ],
    edges: [
      {from: 'visitors', to: 'alb', label: 'HTTPS'},
      {from: 'acm', to: 'alb', dashed: true},
      {from: 'alb', to: 'ec2', label: 'port 8000'},
      {from: 'ec2', to: 'secrets', dashed: true},
      {from: 'ec2', to: 'rds'},
      {from: 'ec2', to: 'redis'},
    ],
  },
  // docs/configuring-cairn/running-behind-proxy.md, 1.15 and Next: "How the client IP is found"
  {
    id: 'proxy-chain-trusted-proxies',
    kind: 'diagram',
    caption:
      'Cairn walks X-Forwarded-For from the right and stops at the first address that is not a trusted proxy. If TRUSTED_PROXIES left out nginx, Cairn would ignore both forwarded headers.',
    alt:
      'Diagram of the example chain of proxies with TRUSTED_PROXIES=10.0.0.0/16. A visitor at 198.51.100.23 connects to a load balancer with the private address 10.0.0.12, which sends X-Forwarded-For: 198.51.100.23 to nginx at 10.0.1.5. nginx appends 10.0.0.12 and forwards to Cairn on port 8000. Cairn reads from the right: the connection comes from 10.0.1.5, which is inside 10.0.0.0/16, so it is trusted; the last entry, 10.0.0.12, is a trusted proxy, so Cairn skips it; the next entry, 198.51.100.23, is not trusted, so Cairn records it as the client IP.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'visitor', label: 'Visitor', sub: '198.51.100.23', x: 0.2, y: 0.1, w: 1.7, h: 0.8, shape: 'person', tone: 5},
      {id: 'lb', label: 'Load balancer', sub: '10.0.0.12', x: 0.2, y: 1.3, w: 1.7, h: 0.8, tone: 2},
      {id: 'nginx', label: 'nginx', sub: '10.0.1.5', x: 0.2, y: 2.5, w: 1.7, h: 0.8, tone: 2},
      {id: 'cairn', label: 'Cairn on port 8000', sub: 'TRUSTED_PROXIES=10.0.0.0/16', x: 0.2, y: 3.7, w: 1.7, h: 1.0, tone: 1},
      {id: 'step1', label: '1. The connection comes from 10.0.1.5,\ninside 10.0.0.0/16: trusted', x: 2.6, y: 2.5, w: 3.4, h: 0.8, tone: 1},
      {id: 'step2', label: '2. Last X-Forwarded-For entry, 10.0.0.12:\na trusted proxy, so Cairn skips it', x: 2.6, y: 1.3, w: 3.4, h: 0.8, tone: 1},
      {id: 'step3', label: '3. Next entry, 198.51.100.23: not trusted,\nso it is the client IP', x: 2.6, y: 0.1, w: 3.4, h: 0.8, tone: 1, shade: 0.25},
    ],
    edges: [
      {from: 'visitor', to: 'lb', label: 'HTTPS'},
      {from: 'lb', to: 'nginx', label: 'XFF: 198.51.100.23'},
      {from: 'nginx', to: 'cairn', label: 'appends 10.0.0.12'},
      {from: 'cairn', to: 'step1', dashed: true},
      {from: 'step1', to: 'step2', dashed: true},
      {from: 'step2', to: 'step3', dashed: true},
    ],
  },
  // versioned_docs/version-1.14/configuring-cairn/running-behind-proxy.md: 1.14 has no TRUSTED_PROXIES and takes the last entry
  {
    id: 'proxy-chain-last-entry-1-14',
    kind: 'diagram',
    caption: 'Cairn 1.14 always takes the last X-Forwarded-For entry, so behind two layers it records your load balancer. The fix belongs in the proxy next to Cairn.',
    alt:
      'Diagram of the example chain of proxies in Cairn 1.14. A visitor at 198.51.100.23 connects to a load balancer with the private address 10.0.0.12, which sends X-Forwarded-For: 198.51.100.23 to nginx at 10.0.1.5. nginx appends the address it received the connection from, 10.0.0.12, and forwards to Cairn on port 8000. With IS_BEHIND_PROXY=true, Cairn 1.14 takes the last entry of the header, so it records 10.0.0.12, the load balancer, for every event. The fix is in nginx: with set_real_ip_from 10.0.0.0/24, nginx takes 198.51.100.23 as the client and appends that instead, so Cairn records the visitor.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'visitor', label: 'Visitor', sub: '198.51.100.23', x: 0.2, y: 0.1, w: 1.7, h: 0.8, shape: 'person', tone: 5},
      {id: 'lb', label: 'Load balancer', sub: '10.0.0.12', x: 0.2, y: 1.3, w: 1.7, h: 0.8, tone: 2},
      {id: 'nginx', label: 'nginx', sub: '10.0.1.5', x: 0.2, y: 2.5, w: 1.7, h: 0.8, tone: 2},
      {id: 'cairn', label: 'Cairn on port 8000', sub: 'IS_BEHIND_PROXY=true', x: 0.2, y: 3.7, w: 1.7, h: 1.0, tone: 1},
      {id: 'rule', label: 'Takes the last entry, 10.0.0.12:\nthe load balancer, for every event', x: 2.6, y: 3.8, w: 3.4, h: 0.8, tone: 1},
      {id: 'fix', label: 'Fix in nginx: with set_real_ip_from 10.0.0.0/24,\nnginx appends 198.51.100.23 instead,\nso Cairn records the visitor', x: 2.6, y: 2.3, w: 3.4, h: 1.2, tone: 2},
    ],
    edges: [
      {from: 'visitor', to: 'lb', label: 'HTTPS'},
      {from: 'lb', to: 'nginx', label: 'XFF: 198.51.100.23'},
      {from: 'nginx', to: 'cairn', label: 'appends 10.0.0.12'},
      {from: 'cairn', to: 'rule', dashed: true},
      {from: 'nginx', to: 'fix', label: 'real IP module', dashed: true},
    ],
  },
  // docs/api/post-only-endpoints.md, "How flags are evaluated" (the same in 1.14, 1.15 and Next)
  {
    id: 'decide-flag-evaluation',
    kind: 'diagram',
    caption: 'Property filters come first, the rollout percentage second. The hash depends only on the flag key and the distinct id, so the same id always lands in the same bucket.',
    alt:
      "Flow diagram of how POST /decide/ evaluates each active flag for one distinct id. cairn-js or a server library sends the project API key and the distinct id. Cairn finds the person behind the distinct id and checks the flag's property filters, including cohort membership, against the person's stored properties; if they do not match, the flag is off. If they match, Cairn hashes the flag key with the distinct id (SHA-1 of <flag_key>.<distinct_id>) into a number from 0 to 99, one of 100 buckets. When that number is below the rollout percentage the flag is on and its key is listed in featureFlags; otherwise it is off and left out of the list.",
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'client', label: 'cairn-js or a\nserver library', x: 0, y: 0.3, w: 1.2, h: 0.9, shape: 'page', tone: 5},
      {id: 'decide', label: 'POST /decide/', sub: 'distinct_id', x: 1.55, y: 0.3, w: 1.2, h: 0.9, tone: 1},
      {id: 'person', label: 'Find the\nperson', sub: 'and its properties', x: 3.1, y: 0.3, w: 1.2, h: 0.9, tone: 1},
      {id: 'filters', label: 'Filters match?', sub: 'cohorts included', x: 4.6, y: 0.3, w: 1.4, h: 0.9, tone: 1},
      {id: 'hash', label: 'SHA-1 of flag\nkey and id', sub: 'a bucket, 0 to 99', x: 4.6, y: 2.0, w: 1.4, h: 0.9, tone: 1},
      {id: 'rollout', label: 'Bucket below\nthe rollout %?', x: 4.6, y: 3.7, w: 1.4, h: 0.9, tone: 1},
      {id: 'off', label: 'Off: not in\nthe list', x: 2.6, y: 2.0, w: 1.2, h: 0.9, tone: 5},
      {id: 'on', label: 'On: key listed\nin featureFlags', x: 2.4, y: 3.7, w: 1.4, h: 0.9, tone: 1, shade: 0.25},
    ],
    edges: [
      {from: 'client', to: 'decide'},
      {from: 'decide', to: 'person'},
      {from: 'person', to: 'filters'},
      {from: 'filters', to: 'hash', label: 'yes'},
      {from: 'filters', to: 'off', label: 'no'},
      {from: 'hash', to: 'rollout'},
      {from: 'rollout', to: 'on', label: 'yes'},
      {from: 'rollout', to: 'off', label: 'no'},
    ],
  },
  // docs/api/overview.md, "Authentication" (the same in 1.14, 1.15 and Next)
  {
    id: 'api-keys-two-apis',
    kind: 'diagram',
    caption: 'The public project key can only add data to one project; the personal key can read and change everything its user can see, so it stays secret.',
    alt:
      'Diagram of the two APIs and the key each one takes. Your sites and apps, through cairn-js and the other libraries, call the public ingestion endpoints /capture/, /e/, /batch/, /decide/ and /engage/ with the project API key (cpk_) in the api_key field of the body; these endpoints only add data and say which flags are on. Your scripts call the private REST API under /api/ with a personal API key (cpat_) in the Authorization: Bearer header, and the Cairn app in the browser calls the same API with the session cookie of the logged-in user. The private API can read and change everything its user can see, up to 480 requests a minute per personal API key.',
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'sites', label: 'Your sites and\napps, libraries', x: 0, y: 0.2, w: 1.5, h: 1, shape: 'page', tone: 5},
      {id: 'scripts', label: 'Your scripts\nand jobs', x: 0, y: 1.75, w: 1.5, h: 0.9, tone: 5},
      {id: 'app', label: 'Cairn app in\nthe browser', x: 0, y: 3.0, w: 1.5, h: 0.9, shape: 'page', tone: 5},
      {id: 'ingestion', label: 'Ingestion endpoints\n/capture/, /e/, /batch/,\n/decide/, /engage/', sub: 'write only', x: 2.3, y: 0.1, w: 1.9, h: 1.3, tone: 1},
      {id: 'rest', label: 'Private REST API\nunder /api/', sub: '480 requests a minute', x: 2.3, y: 2.2, w: 1.9, h: 1.1, tone: 1},
      {id: 'data', label: 'Your project', sub: 'events, people', x: 5.0, y: 1.2, w: 1.0, h: 1.1, shape: 'store', tone: 3},
    ],
    edges: [
      {from: 'sites', to: 'ingestion', label: 'cpk_ key in body'},
      {from: 'scripts', to: 'rest', label: 'Bearer cpat_'},
      {from: 'app', to: 'rest', label: 'session cookie'},
      {from: 'ingestion', to: 'data', label: 'adds'},
      {from: 'rest', to: 'data', label: 'reads, changes', both: true},
    ],
  },
  // docs/data-model.md, "An example with numbers" (the same in every version)
  {
    id: 'identity-merge-example',
    kind: 'diagram',
    caption: 'The merge moves a distinct id from one person to the other; no event row changes, so all 25 events now count for one person.',
    alt:
      "Diagram of the example merge of two persons. Before Ada logs in on her phone, person A, from the laptop and identified, has the distinct ids anon-91b0 and user_482 and 13 events: 8 under anon-91b0 and 5 after identify. Person B, from the phone and still anonymous, has the distinct id anon-7f2c and 12 events, so a trend of unique users counts 2. When she logs in on the phone, identify('user_482') runs with anon-7f2c as the anonymous id: Cairn moves anon-7f2c to person A and deletes person B. Person A then has three distinct ids and all 25 events, and unique users counts 1.",
    columns: 6,
    rows: 4,
    nodes: [
      {id: 'before', label: 'Before the login on the phone', x: 0, y: 0, w: 2.6, h: 4, shape: 'group'},
      {id: 'a', label: 'Person A (laptop)\nanon-91b0, user_482', sub: '13 events', x: 0.2, y: 0.45, w: 2.2, h: 1.2, tone: 1},
      {id: 'b', label: 'Person B (phone)\nanon-7f2c', sub: '12 events', x: 0.2, y: 2.45, w: 2.2, h: 1.2, tone: 4},
      {id: 'after', label: 'After', x: 3.5, y: 0, w: 2.5, h: 4, shape: 'group'},
      {id: 'merged', label: 'Person A\nanon-91b0, user_482,\nanon-7f2c', sub: '25 events', x: 3.7, y: 1.2, w: 2.1, h: 1.6, tone: 1},
    ],
    edges: [
      {from: 'a', to: 'merged', label: 'keeps its ids'},
      {from: 'b', to: 'merged', label: 'anon-7f2c moves'},
    ],
  },
  // docs/configuring-cairn/upgrading-cairn.md, "Roll back" (the same in every version: no version numbers in it)
  {
    id: 'upgrade-and-rollback',
    kind: 'diagram',
    caption: 'Every upgrade starts with a backup, because the way back from a minor release is to restore it. A patch release has no migrations, so it goes back by switching the version alone.',
    alt:
      'Flow diagram of an upgrade and a rollback. Back up PostgreSQL, read the release notes of every version between yours and the target, change the version of web and worker (the image tag, image.tag in values.yaml, or the git tag), and start the new version, which applies its database migrations before it serves. Then check the health endpoint, the version under Settings → About, and a test event. If it works, keep it. If it does not, a patch release goes back by putting the previous version back and restarting, because patch releases never contain migrations. A minor release needs Cairn stopped, the backup restored into an empty database, and then the previous version started.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'backup', label: 'Back up\nPostgreSQL', sub: 'and check the file', x: 0, y: 0.2, w: 1.2, h: 1, tone: 1},
      {id: 'notes', label: 'Read the\nrelease notes', sub: 'every Array post', x: 1.6, y: 0.2, w: 1.2, h: 1, tone: 1},
      {id: 'version', label: 'Change the\nversion', sub: 'web and worker', x: 3.2, y: 0.2, w: 1.2, h: 1, tone: 1},
      {id: 'start', label: 'Start it', sub: 'migrations first', x: 4.8, y: 0.2, w: 1.2, h: 1, tone: 1},
      {id: 'check', label: 'Check', sub: 'health, About, event', x: 4.8, y: 2.0, w: 1.2, h: 0.9, tone: 1},
      {id: 'keep', label: 'It works:\nkeep it', x: 4.8, y: 3.8, w: 1.2, h: 0.9, tone: 1, shade: 0.25},
      {id: 'patch', label: 'Patch release: put the\nold version back', sub: 'no restore needed', x: 2.2, y: 2.0, w: 1.8, h: 0.9, tone: 2},
      {id: 'minor', label: 'Minor release: stop,\nrestore the backup into\nan empty database', sub: 'then start the old version', x: 0.4, y: 3.55, w: 2.4, h: 1.3, tone: 2},
    ],
    edges: [
      {from: 'backup', to: 'notes'},
      {from: 'notes', to: 'version'},
      {from: 'version', to: 'start'},
      {from: 'start', to: 'check'},
      {from: 'check', to: 'keep', label: 'works'},
      {from: 'check', to: 'patch', label: 'problem'},
      {from: 'check', to: 'minor', label: 'problem'},
    ],
  },
  // docs/configuring-cairn/scaling-cairn.md, "An example with numbers" (the same in every version)
  {
    id: 'scaling-example-clickhouse',
    kind: 'diagram',
    caption: 'At this volume the events and the insight queries move to ClickHouse, and a second worker container absorbs the morning peak; the web container stays as it was.',
    alt:
      'Diagram of the instance in the example, about 11 million events a month. One app server with 4 vCPU and 8 GB of RAM runs web on port 8000, Redis 7 and two worker containers. Web puts incoming events on the queue in Redis and runs insight queries on ClickHouse, which has its own server with 4 vCPU and 16 GB of RAM. The workers store new events in ClickHouse and keep persons in PostgreSQL 15, on a server with 2 vCPU and 8 GB of RAM that no longer holds new events.',
    columns: 6,
    rows: 5,
    nodes: [
      {id: 'sites', label: 'Your sites\nand apps', x: 0, y: 0.4, w: 1.1, h: 0.9, shape: 'page', tone: 5},
      {id: 'server', label: 'App server, 4 vCPU, 8 GB RAM', x: 1.4, y: 0, w: 2.5, h: 5, shape: 'group'},
      {id: 'web', label: 'web', sub: 'port 8000', x: 1.6, y: 0.4, w: 1.3, h: 0.9, tone: 1},
      {id: 'redis', label: 'Redis 7', sub: 'queue and cache', x: 1.6, y: 2.0, w: 1.3, h: 0.9, shape: 'store', tone: 3},
      {id: 'workers', label: '2 worker\ncontainers', sub: 'Celery', x: 1.6, y: 3.6, w: 1.3, h: 1.0, tone: 1},
      {id: 'clickhouse', label: 'ClickHouse', sub: '4 vCPU, 16 GB RAM', x: 4.4, y: 0.4, w: 1.6, h: 1.1, shape: 'store', tone: 3},
      {id: 'postgres', label: 'PostgreSQL 15', sub: '2 vCPU, 8 GB RAM', x: 4.4, y: 3.5, w: 1.6, h: 1.1, shape: 'store', tone: 3},
    ],
    edges: [
      {from: 'sites', to: 'web', label: 'events'},
      {from: 'web', to: 'redis'},
      {from: 'redis', to: 'workers'},
      {from: 'web', to: 'clickhouse', label: 'insights'},
      {from: 'workers', to: 'clickhouse', label: 'new events'},
      {from: 'workers', to: 'postgres', label: 'persons'},
    ],
  },
  // docs/configuring-cairn/scaling-cairn.md, "How to add ClickHouse" (the same in every version)
  {
    id: 'clickhouse-switch-steps',
    kind: 'diagram',
    caption: 'The history is copied before the switch, so insights miss at most the few minutes of events that the second backfill catches up on.',
    alt:
      'Diagram of the five steps that move an instance with data to ClickHouse. While new events still go to PostgreSQL: 1, run ClickHouse; 2, copy the existing events with backfill_clickhouse, at about 1 million events a minute. Then, with new events going to ClickHouse: 3, set CLICKHOUSE_URL for web and worker and restart them; 4, run the backfill again to copy the events that reached PostgreSQL in between; 5, check the copy with --verify, and only then delete the copied events from PostgreSQL.',
    columns: 6,
    rows: 2,
    nodes: [
      {id: 'before', label: 'New events go to PostgreSQL', x: 0, y: 0, w: 2.45, h: 2, shape: 'group', tone: 3},
      {id: 'run', label: '1. Run\nClickHouse', x: 0.1, y: 0.5, w: 0.95, h: 1.2, tone: 1},
      {id: 'backfill', label: '2. Copy the\nhistory', sub: 'backfill', x: 1.35, y: 0.5, w: 0.95, h: 1.2, tone: 1},
      {id: 'after', label: 'New events go to ClickHouse', x: 2.55, y: 0, w: 3.45, h: 2, shape: 'group', tone: 3},
      {id: 'switch', label: '3. Set\nCLICKHOUSE_URL', sub: 'restart', x: 2.65, y: 0.5, w: 0.95, h: 1.2, tone: 1},
      {id: 'catchup', label: '4. Copy again\nto catch up', x: 3.85, y: 0.5, w: 0.95, h: 1.2, tone: 1},
      {id: 'verify', label: '5. Verify the\ncopy, delete\nthe old events', x: 5.0, y: 0.5, w: 0.95, h: 1.2, tone: 1},
    ],
    edges: [
      {from: 'run', to: 'backfill'},
      {from: 'backfill', to: 'switch'},
      {from: 'switch', to: 'catchup'},
      {from: 'catchup', to: 'verify'},
    ],
  },
  // docs/deployment/hosting-costs.md, "Estimated monthly costs" (the same in every version)
  {
    id: 'hosting-costs-medium',
    kind: 'bars',
    title: 'The medium size, about 10 million events a month with ClickHouse',
    unit: 'estimated US dollars a month',
    caption:
      'Each bar is drawn at the middle of its range. The large clouds and Render cost more than DigitalOcean and Linode at this size, and Heroku costs the most before its ClickHouse, which runs at another provider.',
    bars: [
      {label: 'DigitalOcean', value: 330, display: '$280 to $380'},
      {label: 'Linode', value: 280, display: '$230 to $330'},
      {label: 'AWS', value: 515, display: '$430 to $600'},
      {label: 'Azure', value: 515, display: '$430 to $600'},
      {label: 'Google Cloud', value: 455, display: '$380 to $530'},
      {label: 'Heroku (ClickHouse elsewhere)', value: 675, display: '$550 to $800'},
      {label: 'Render', value: 515, display: '$430 to $600'},
    ],
  },
  // docs/feature-flag-use-cases.md, "A/B-style comparison with trends" (the same in every version)
  {
    id: 'flag-signup-comparison',
    kind: 'bars',
    title: 'Signup conversion by flag value after two weeks',
    unit: 'percent of people who viewed the form',
    caption: 'The short form converts at 4.2% against 3.4% in this example. Cairn shows the difference but does not test whether it is significant.',
    bars: [
      {label: 'short_signup_form = true', value: 4.2, display: '4.2% (172 of 4,100)', tone: 1},
      {label: 'short_signup_form = false', value: 3.4, display: '3.4% (138 of 4,050)', tone: 5},
    ],
  },
  // docs/data-model.md, introduction (the same in every version). Its own tones, one per area of the page:
  // 4 the team and its users, 1 people and events, 2 definitions, 3 analysis.
  {
    id: 'data-model-entities',
    kind: 'diagram',
    caption:
      'Everything except users belongs to one team. Dashed lines are links by value or by filters, not foreign keys: an event reaches its person only through its distinct id, and an action matches events when a query runs.',
    alt:
      "Entity diagram of Cairn's data model. A team, which is a project and holds the project API key (api_token), has users as members, many-to-many; every other entity belongs to one team through its team_id. People and events: a person has many distinct ids (PersonDistinctId); an event stores a distinct_id, which leads to its person through the PersonDistinctId with the same distinct id; an autocaptured event has many elements. Definitions: a cohort has persons as members, through a join table; a feature flag may target cohorts in its filters; an action has one or more action steps, which match events. Analysis: a dashboard has many dashboard items; each dashboard item shows one insight; an insight may use actions in its filters; an annotation may be scoped to one dashboard item.",
    columns: 6,
    rows: 7,
    nodes: [
      {id: 'team', label: 'Team (project)', sub: 'api_token (cpk_)', x: 2.25, y: 0.1, w: 1.5, h: 0.8, tone: 4},
      {id: 'user', label: 'User', sub: 'email', x: 4.5, y: 0.1, w: 1.4, h: 0.8, tone: 4},
      {id: 'project', label: 'Belongs to one team', sub: 'every row has a team_id', x: 0, y: 1.1, w: 6, h: 5.9, shape: 'group', tone: 4},
      {id: 'people', label: 'People and events', x: 0.1, y: 1.45, w: 1.9, h: 5.45, shape: 'group', tone: 1},
      {id: 'person', label: 'Person', sub: 'properties (JSON)', x: 0.3, y: 1.8, w: 1.5, h: 0.85, tone: 1},
      {id: 'distinct', label: 'PersonDistinctId', sub: 'person_id, distinct_id', x: 0.3, y: 3.1, w: 1.5, h: 0.85, tone: 1},
      {id: 'event', label: 'Event', sub: 'event, distinct_id', x: 0.3, y: 4.4, w: 1.5, h: 0.85, tone: 1},
      {id: 'element', label: 'Element', sub: 'event_id, order', x: 0.3, y: 5.7, w: 1.5, h: 0.85, tone: 1},
      {id: 'definitions', label: 'Definitions', x: 2.05, y: 1.45, w: 1.9, h: 5.45, shape: 'group', tone: 2},
      {id: 'cohort', label: 'Cohort', sub: 'groups, is_static', x: 2.25, y: 1.8, w: 1.5, h: 0.85, tone: 2},
      {id: 'flag', label: 'FeatureFlag', sub: 'key, rollout_percentage', x: 2.25, y: 3.1, w: 1.5, h: 0.85, tone: 2},
      {id: 'step', label: 'ActionStep', sub: 'event, url, selector', x: 2.25, y: 4.4, w: 1.5, h: 0.85, tone: 2},
      {id: 'action', label: 'Action', sub: 'name', x: 2.25, y: 5.7, w: 1.5, h: 0.85, tone: 2},
      {id: 'analysis', label: 'Analysis', x: 4.0, y: 1.45, w: 1.9, h: 5.45, shape: 'group', tone: 3},
      {id: 'dashboard', label: 'Dashboard', sub: 'share_token', x: 4.05, y: 1.8, w: 0.85, h: 0.85, tone: 3},
      {id: 'annotation', label: 'Annotation', sub: 'date_marker', x: 5.05, y: 1.8, w: 0.85, h: 0.85, tone: 3},
      {id: 'item', label: 'DashboardItem', sub: 'dashboard_id, insight_id', x: 4.2, y: 3.75, w: 1.5, h: 0.85, tone: 3},
      {id: 'insight', label: 'Insight', sub: 'filters (JSON)', x: 4.2, y: 5.7, w: 1.5, h: 0.85, tone: 3},
    ],
    edges: [
      {from: 'team', to: 'user', label: 'members', both: true},
      {from: 'team', to: 'project', label: 'owns'},
      {from: 'person', to: 'distinct', label: 'has many'},
      {from: 'event', to: 'distinct', label: 'same distinct_id', dashed: true},
      {from: 'event', to: 'element', label: 'has many'},
      {from: 'cohort', to: 'person', label: 'members', both: true},
      {from: 'flag', to: 'cohort', label: 'may target', dashed: true},
      {from: 'step', to: 'event', label: 'matches', dashed: true},
      {from: 'action', to: 'step', label: 'has many'},
      {from: 'dashboard', to: 'item', label: 'has many'},
      {from: 'annotation', to: 'item', label: 'scoped to', dashed: true},
      {from: 'item', to: 'insight', label: 'shows one'},
      {from: 'insight', to: 'action', label: 'may use', dashed: true},
    ],
  },
];
