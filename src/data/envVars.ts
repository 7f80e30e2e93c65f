import type {EnvVar} from '../content/envVars';

/**
 * Every environment variable Cairn reads, in the order of the reference page (`configuring-cairn/environment-variables`),
 * whose tables are rendered from this list for each docs version (src/content/remark/env-vars.ts). Texts are the
 * 1.15 wording; `changes` holds what a later release's docs say instead. Links are relative to `configuring-cairn/`.
 *
 * Variables that only Docker Compose or another program reads, such as `POSTGRES_PASSWORD` (interpolated into the
 * `db` service and `DATABASE_URL`) or `CLICKHOUSE_PASSWORD` (read by the `clickhouse` service of Scaling Cairn), are
 * not here: the page explains them in its notes and in the example `.env` file (static/deploy/.env.example).
 */
export const ENV_VARS: EnvVar[] = [
  // Core
  {
    name: 'SITE_URL',
    group: 'core',
    default: '`http://localhost:8000`',
    description:
      'The public address of your instance, used in links in emails, in the snippet shown in the app, in OAuth callbacks and to decide which `Host` header to accept',
    example: '`https://cairn.example.com`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'SECRET_KEY',
    group: 'core',
    default: 'none, required',
    description:
      'Signs sessions, password-reset links, invitations and dashboard share links; Cairn will not start without it',
    example: 'a random string of at least 50 characters',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'PORT',
    group: 'core',
    default: '`8000`',
    description:
      'The port the web server started by `./bin/docker-server` listens on; Heroku assigns one to each web dyno, and every other setup in these docs uses `8000`',
    example: '`5000`',
    readBy: ['web'],
    since: '1.0',
  },

  // Database and cache
  {
    name: 'DATABASE_URL',
    group: 'database',
    default: 'none, required',
    description: 'The PostgreSQL 15 database for everything Cairn stores',
    example: '`postgres://cairn:cairn@db:5432/cairn`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'REDIS_URL',
    group: 'database',
    default: '`redis://localhost:6379/0`',
    description: 'The Redis 7 server used as the Celery broker, the query cache and the rate-limit counters',
    example: '`redis://redis:6379/0`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'CLICKHOUSE_URL',
    group: 'database',
    default: 'unset (PostgreSQL only)',
    description:
      'When set, new events are stored in ClickHouse and insights query it; everything else stays in PostgreSQL',
    example: '`clickhouse://default:password@clickhouse:9000/cairn`',
    readBy: ['web', 'worker'],
    since: '1.10',
  },

  // Proxy and network: only the web server handles HTTP requests.
  {
    name: 'IS_BEHIND_PROXY',
    group: 'proxy',
    default: '`false`',
    description:
      'Tells Cairn that requests arrive through a reverse proxy or load balancer, so it honors `X-Forwarded-Proto` (HTTPS redirects work) and takes the client IP from `X-Forwarded-For`',
    example: '`true`',
    readBy: ['web'],
    since: '1.0',
    changes: [
      {
        in: '1.16',
        description:
          'Tells Cairn that requests arrive through a reverse proxy or load balancer, so it takes the scheme (HTTPS redirects work) and the client IP from the standard `Forwarded` header when a request carries one (new in 1.16), and otherwise from `X-Forwarded-Proto` and `X-Forwarded-For`',
      },
    ],
  },
  {
    name: 'TRUSTED_PROXIES',
    group: 'proxy',
    default: 'unset',
    description:
      'New in 1.15. Comma-separated IPs or CIDR ranges of your proxies. When set, the forwarded headers are honored only on connections from these addresses, and the client IP is the right-most `X-Forwarded-For` address that is not in the list',
    example: '`10.0.0.0/16,192.0.2.10`',
    readBy: ['web'],
    since: '1.15',
    changes: [
      {
        in: '1.16',
        description:
          'New in 1.15. Comma-separated IPs or CIDR ranges of your proxies. When set, the forwarded headers are honored only on connections from these addresses, and the client IP is the right-most address that is not in the list, read from `Forwarded` (new in 1.16) when the request carries it and from `X-Forwarded-For` otherwise',
      },
    ],
  },
  {
    name: 'ALLOWED_IP_BLOCKS',
    group: 'proxy',
    default: 'unset (all allowed)',
    description: 'Comma-separated IPs or CIDR ranges of the clients allowed to reach the app and the private API',
    example: '`203.0.113.0/24,198.51.100.7`',
    readBy: ['web'],
    since: '1.6',
  },
  {
    name: 'DISABLE_SECURE_SSL_REDIRECT',
    group: 'proxy',
    default: '`false`',
    description: 'Turns off the redirect from HTTP to HTTPS that Cairn makes when `SITE_URL` starts with `https://`',
    example: '`true`',
    readBy: ['web'],
    since: '1.0',
  },

  // Email: the worker sends invitations and password resets, the web server the test email.
  {
    name: 'EMAIL_HOST',
    group: 'email',
    default: 'unset (email off)',
    description: 'The SMTP server Cairn sends through; while unset, Cairn sends no email at all',
    example: '`smtp.sendgrid.net`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'EMAIL_PORT',
    group: 'email',
    default: '`25`',
    description: 'The SMTP port',
    example: '`587`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'EMAIL_HOST_USER',
    group: 'email',
    default: 'unset',
    description: 'The SMTP user name, if the server needs a login',
    example: '`apikey`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'EMAIL_HOST_PASSWORD',
    group: 'email',
    default: 'unset',
    description: 'The SMTP password or API key',
    example: 'a secret from your provider',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'EMAIL_USE_TLS',
    group: 'email',
    default: '`false`',
    description: 'Upgrades the connection with STARTTLS, usually on port 587',
    example: '`true`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'EMAIL_USE_SSL',
    group: 'email',
    default: '`false`',
    description: 'Opens the connection with TLS from the first byte, usually on port 465',
    example: '`true`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'EMAIL_TIMEOUT',
    group: 'email',
    default: '`10`',
    description: 'Seconds Cairn waits for the SMTP server to answer before it gives up on a message (new in 1.16)',
    example: '`30`',
    readBy: ['web', 'worker'],
    since: '1.16',
  },
  {
    name: 'DEFAULT_FROM_EMAIL',
    group: 'email',
    default: '`root@localhost`',
    description: 'The sender address of every email Cairn sends',
    example: '`Cairn <cairn@example.com>`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },

  // Login with GitHub and GitLab: the login page and the OAuth callbacks are served by the web server.
  {
    name: 'SOCIAL_AUTH_GITHUB_KEY',
    group: 'login',
    default: 'unset (button hidden)',
    description: 'The client ID of your GitHub OAuth app',
    example: '`Ov23li...`',
    readBy: ['web'],
    since: '1.7',
  },
  {
    name: 'SOCIAL_AUTH_GITHUB_SECRET',
    group: 'login',
    default: 'unset (button hidden)',
    description: 'The client secret of your GitHub OAuth app',
    example: 'a secret from GitHub',
    readBy: ['web'],
    since: '1.7',
  },
  {
    name: 'SOCIAL_AUTH_GITLAB_KEY',
    group: 'login',
    default: 'unset (button hidden)',
    description: 'The application ID of your GitLab OAuth application',
    example: '`5d3f0c...`',
    readBy: ['web'],
    since: '1.7',
  },
  {
    name: 'SOCIAL_AUTH_GITLAB_SECRET',
    group: 'login',
    default: 'unset (button hidden)',
    description: 'The secret of your GitLab OAuth application',
    example: 'a secret from GitLab',
    readBy: ['web'],
    since: '1.7',
  },
  {
    name: 'SOCIAL_AUTH_GITLAB_API_URL',
    group: 'login',
    default: '`https://gitlab.com`',
    description: 'The GitLab instance to log in with',
    example: '`https://gitlab.example.com`',
    readBy: ['web'],
    since: '1.7',
  },

  // Privacy and debugging: the worker sends the usage report; the web server reports the setting at start-up.
  {
    name: 'CAIRN_TELEMETRY',
    group: 'privacy',
    default: '`true`',
    description: 'Sends an anonymous usage report to the Cairn team once every 24 hours; `false` turns it off',
    example: '`false`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
  {
    name: 'DEBUG',
    group: 'privacy',
    default: '`false`',
    description: "Django's debug mode: detailed error pages and extra logging",
    example: '`true` (development only)',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
];
