import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import type {Release} from '../constants/docs';
import {ENV_GROUPS, envVarDataProblems, envVarsOf, type EnvGroup} from '../content/envVars';
import {ENV_VARS} from './envVars';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(`../../${relative}`, import.meta.url)), 'utf8');
const exists = (relative: string) => existsSync(fileURLToPath(new URL(`../../${relative}`, import.meta.url)));
const namesOf = (release: Release) => envVarsOf(ENV_VARS, release).map((v) => v.name);

/** The reference page of each docs version and the release it describes. */
const PAGES: Array<{release: Release; file: string}> = [
  {release: '1.15', file: 'versioned_docs/version-1.15/configuring-cairn/environment-variables.md'},
  {release: '1.16', file: 'docs/configuring-cairn/environment-variables.md'},
];

/** The canonical names of product-brief.md ("Running it"), copied here so the test needs nothing outside the repository. */
const BRIEF_NAMES = [
  'SECRET_KEY',
  'SITE_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'CLICKHOUSE_URL',
  'IS_BEHIND_PROXY',
  'TRUSTED_PROXIES',
  'ALLOWED_IP_BLOCKS',
  'DISABLE_SECURE_SSL_REDIRECT',
  'EMAIL_HOST',
  'EMAIL_PORT',
  'EMAIL_HOST_USER',
  'EMAIL_HOST_PASSWORD',
  'EMAIL_USE_TLS',
  'EMAIL_USE_SSL',
  'DEFAULT_FROM_EMAIL',
  'SOCIAL_AUTH_GITHUB_KEY',
  'SOCIAL_AUTH_GITHUB_SECRET',
  'SOCIAL_AUTH_GITLAB_KEY',
  'SOCIAL_AUTH_GITLAB_SECRET',
  'SOCIAL_AUTH_GITLAB_API_URL',
  'CAIRN_TELEMETRY',
  'DEBUG',
];

/** Names the reference page and the example `.env` use that Cairn does not read: Docker Compose interpolates them. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD', 'CLICKHOUSE_PASSWORD'];

describe('ENV_VARS', () => {
  it('has no problems of its own', () => {
    expect(envVarDataProblems(ENV_VARS)).toEqual([]);
  });

  it('lists every name of the product brief in 1.15, and 1.16 adds EMAIL_TIMEOUT only', () => {
    expect(namesOf('1.15')).toEqual(expect.arrayContaining(BRIEF_NAMES));
    expect(namesOf('1.16').filter((n) => !namesOf('1.15').includes(n))).toEqual(['EMAIL_TIMEOUT']);
  });

  it('shows 1.15 no variable that only 1.16 reads, and includes TRUSTED_PROXIES', () => {
    const next = ENV_VARS.filter((v) => v.since === '1.16').map((v) => v.name);
    expect(next).toContain('EMAIL_TIMEOUT');
    for (const name of next) expect(namesOf('1.15')).not.toContain(name);
    expect(namesOf('1.15')).toContain('TRUSTED_PROXIES');
  });

  it('shows 1.14 no TRUSTED_PROXIES, which arrived in 1.15', () => {
    expect(namesOf('1.14')).not.toContain('TRUSTED_PROXIES');
    expect(namesOf('1.14')).toContain('IS_BEHIND_PROXY');
  });

  it('has at least one variable in every group for 1.15 and 1.16', () => {
    for (const release of ['1.15', '1.16'] as const) {
      for (const group of Object.keys(ENV_GROUPS) as EnvGroup[]) {
        expect(
          envVarsOf(ENV_VARS, release).filter((v) => v.group === group).length,
          `${group} in ${release}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the groups in page order', () => {
    const order = Object.keys(ENV_GROUPS);
    const positions = ENV_VARS.map((v) => order.indexOf(v.group));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('dates each variable by the release notes that introduced it', () => {
    const since = Object.fromEntries(ENV_VARS.map((v) => [v.name, v.since]));
    expect(since).toMatchObject({
      SITE_URL: '1.0',
      SECRET_KEY: '1.0',
      IS_BEHIND_PROXY: '1.0',
      EMAIL_HOST: '1.0',
      CAIRN_TELEMETRY: '1.0',
      ALLOWED_IP_BLOCKS: '1.6',
      SOCIAL_AUTH_GITHUB_KEY: '1.7',
      SOCIAL_AUTH_GITLAB_API_URL: '1.7',
      CLICKHOUSE_URL: '1.10',
      TRUSTED_PROXIES: '1.15',
      EMAIL_TIMEOUT: '1.16',
    });
  });

  it('has only the web server read the settings of HTTP requests and logins', () => {
    for (const v of ENV_VARS.filter((x) => x.group === 'proxy' || x.group === 'login' || x.name === 'PORT')) {
      expect(v.readBy, v.name).toEqual(['web']);
    }
    expect(ENV_VARS.find((v) => v.name === 'CAIRN_TELEMETRY')?.readBy).toContain('worker');
  });

  it('keeps Compose-only variables out of the data', () => {
    for (const name of COMPOSE_ONLY) expect(ENV_VARS.map((v) => v.name)).not.toContain(name);
  });
});

describe.each(PAGES)('the reference page of $release', ({release, file}) => {
  const page = read(file);

  it('has one directive per group, right under its heading, and no hand-written variable table', () => {
    for (const [group, heading] of Object.entries(ENV_GROUPS)) {
      expect(page.split(`::env-vars{group="${group}"}`)).toHaveLength(2);
      expect(page).toContain(`## ${heading}\n\n::env-vars{group="${group}"}\n\n`);
    }
    expect(page).not.toMatch(/^\| Variable \|/m);
    expect(page).not.toMatch(/^\| `[A-Z][A-Z0-9_]*` \|/m);
  });

  it('names no variable that its release does not read, apart from the Compose ones it explains', () => {
    const named = new Set(page.match(/`[A-Z][A-Z0-9]*_[A-Z0-9_]+`/g)?.map((n) => n.slice(1, -1)));
    const known = new Set([...namesOf(release), ...COMPOSE_ONLY]);
    expect([...named].filter((n) => !known.has(n))).toEqual([]);
  });

  it('takes the example .env from the published file, in an empty block with a download link', () => {
    expect(page).toContain('```bash title=".env" file=/deploy/.env.example\n```\n');
    expect(page).toContain('[download `.env.example`](pathname:///deploy/.env.example)');
    expect(page).toContain('curl -fsSL https://cairn.dev/deploy/.env.example -o .env');
  });
});

describe('static/deploy/.env.example', () => {
  const example = read('static/deploy/.env.example');
  const assigned = (text: string) => [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
  const defined = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

  it('sets only variables Cairn 1.15 reads and the ones Docker Compose interpolates', () => {
    const known = new Set([...namesOf('1.15'), ...COMPOSE_ONLY]);
    expect(assigned(example).filter((n) => !known.has(n))).toEqual([]);
  });

  it('defines every variable the published docker-compose.yml interpolates', () => {
    // The compose file of Deploy with Docker: the published file once it exists, and the page's block while it has one.
    const sources = [
      'static/deploy/docker-compose.yml',
      'versioned_docs/version-1.15/deployment/deploy-docker.md',
      'docs/deployment/deploy-docker.md',
    ];
    const interpolated = new Set(
      sources.filter(exists).flatMap((f) => [...read(f).matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1])),
    );
    expect(interpolated.size).toBeGreaterThan(0);
    expect([...interpolated].filter((n) => !defined.has(n))).toEqual([]);
  });

  it('defines the required settings and marks every generated secret REPLACE_WITH_', () => {
    for (const name of ['SITE_URL', 'SECRET_KEY', 'POSTGRES_PASSWORD']) expect(defined.has(name), name).toBe(true);
    expect(example).toMatch(/^SECRET_KEY=REPLACE_WITH_/m);
    expect(example).toMatch(/^POSTGRES_PASSWORD=REPLACE_WITH_/m);
  });
});
