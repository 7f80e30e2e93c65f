/**
 * Every deploy-time value of cairn.dev, in one place. Each is read from an environment variable at
 * build time, with the default documented beside it (README.md lists them all). Nothing else in the
 * site reads `process.env`.
 */

type Env = Record<string, string | undefined>;

function read(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** An absolute http(s) URL; anything else fails the build with a message naming the variable. */
function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = read(env, name, fallback);
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: reported below.
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`src/config/site.ts: ${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface DeployConfig {
  /** Public URL of this website. `SITE_URL`, default `https://cairn.dev`. */
  siteUrl: string;
  /** The Cairn application. `APP_URL`, default `https://app.cairn.dev`. */
  appUrl: string;
  /** Product source repository (owner/name on GitHub). `SOURCE_REPO`, default `cairn-analytics/cairn`. */
  sourceRepo: string;
  /** This website's repository, for edit links. `WEBSITE_REPO`, default `cairn-analytics/cairn.dev`. */
  websiteRepo: string;
  /** Branch that edit links point at. `WEBSITE_BRANCH`, default `main`. */
  websiteBranch: string;
  /** Analytics project key; analytics is off when unset. `POSTHOG_API_KEY`, no default. */
  analyticsKey?: string;
  /** Analytics host. `POSTHOG_HOST`, default `https://app.cairn.dev`. */
  analyticsHost: string;
  /** Algolia DocSearch application id; Algolia is used only with the key too. `ALGOLIA_APP_ID`. */
  algoliaAppId?: string;
  /** Algolia public, search-only key. `ALGOLIA_SEARCH_API_KEY`, no default. */
  algoliaSearchKey?: string;
  /** Algolia index name. `ALGOLIA_INDEX_NAME`, default `cairn`. */
  algoliaIndexName: string;
  /** Mailing-list subscribe endpoint (form POST target). `NEWSLETTER_ACTION_URL`. */
  newsletterActionUrl: string;
  /** Mailing-list honeypot field name. `NEWSLETTER_HONEYPOT_FIELD`. */
  newsletterHoneypotField: string;
  /**
   * Where the careers application form posts (a form backend that accepts a plain POST, answers JSON to a request
   * with `Accept: application/json` and redirects to the `_next` field otherwise). `CAREERS_FORM_ACTION_URL`,
   * default the Cairn careers form at Formspree.
   */
  careersFormActionUrl: string;
  /** Where the services request form posts, with the same contract. `SERVICES_FORM_ACTION_URL`, default the Cairn services form at Formspree. */
  servicesFormActionUrl: string;
  /**
   * The community chat's invite link, where `/slack` sends visitors. `COMMUNITY_CHAT_URL`, default the invite
   * link of the `cairn-community` Slack workspace.
   */
  communityChatUrl: string;
  /** Bundler: Rspack (Docusaurus Faster) unless `DOCUSAURUS_BUNDLER=webpack`. */
  bundler: 'rspack' | 'webpack';
  /**
   * Whether the production build keeps each section's route data out of the first load
   * (packages/docusaurus-internals, lazy-route-data). `CAIRN_LAZY_ROUTES`: `on` (default) or `off`.
   */
  lazyRouteData: boolean;
  /**
   * The docs versions to build (`current` for Next, or a release), from `CAIRN_DOCS_VERSIONS`, a comma-separated list;
   * undefined builds every version. For test builds where the other versions do not matter (the dev-server tests).
   */
  docsVersions: string[] | undefined;
}

export function readDeployConfig(env: Env): DeployConfig {
  return {
    siteUrl: withoutTrailingSlash(read(env, 'SITE_URL', 'https://cairn.dev')),
    appUrl: withoutTrailingSlash(read(env, 'APP_URL', 'https://app.cairn.dev')),
    sourceRepo: read(env, 'SOURCE_REPO', 'cairn-analytics/cairn'),
    websiteRepo: read(env, 'WEBSITE_REPO', 'cairn-analytics/cairn.dev'),
    websiteBranch: read(env, 'WEBSITE_BRANCH', 'main'),
    analyticsKey: optional(env, 'POSTHOG_API_KEY'),
    analyticsHost: withoutTrailingSlash(read(env, 'POSTHOG_HOST', 'https://app.cairn.dev')),
    algoliaAppId: optional(env, 'ALGOLIA_APP_ID'),
    algoliaSearchKey: optional(env, 'ALGOLIA_SEARCH_API_KEY'),
    algoliaIndexName: read(env, 'ALGOLIA_INDEX_NAME', 'cairn'),
    newsletterActionUrl: read(
      env,
      'NEWSLETTER_ACTION_URL',
      'https://cairn.us21.list-manage.com/subscribe/post?u=5c1f3b7e2a&id=9d4e6a1b0c',
    ),
    newsletterHoneypotField: read(env, 'NEWSLETTER_HONEYPOT_FIELD', 'b_5c1f3b7e2a_9d4e6a1b0c'),
    careersFormActionUrl: absoluteUrl(env, 'CAREERS_FORM_ACTION_URL', 'https://formspree.io/f/xcairnjb'),
    servicesFormActionUrl: absoluteUrl(env, 'SERVICES_FORM_ACTION_URL', 'https://formspree.io/f/xcairnsv'),
    communityChatUrl: absoluteUrl(
      env,
      'COMMUNITY_CHAT_URL',
      'https://join.slack.com/t/cairn-community/shared_invite/zt-2v8k4n1q7-Hc3TfW9bLm6RzJ0pYx5sAg',
    ),
    bundler: read(env, 'DOCUSAURUS_BUNDLER', 'rspack') === 'webpack' ? 'webpack' : 'rspack',
    lazyRouteData: onOff(env, 'CAIRN_LAZY_ROUTES', true),
    docsVersions: optional(env, 'CAIRN_DOCS_VERSIONS')
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** A switch: `on` or `off` (any case), the default when unset or empty; anything else is an error naming it. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name, fallback ? 'on' : 'off').toLowerCase();
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be "on" or "off" (got "${env[name]}")`);
  return value === 'on';
}

/** URLs derived from the deploy-time values: use these rather than building URLs by hand. */
export function siteLinks(config: DeployConfig) {
  const github = 'https://github.com';
  const source = `${github}/${config.sourceRepo}`;
  const website = `${github}/${config.websiteRepo}`;
  return {
    login: `${config.appUrl}/login`,
    sourceRepo: source,
    contributors: `${source}/graphs/contributors`,
    issues: `${source}/issues`,
    contributing: `${source}/blob/main/CONTRIBUTING.md`,
    stargazers: `${source}/stargazers`,
    starsApi: `https://api.github.com/repos/${config.sourceRepo}`,
    websiteRepo: website,
    editBase: `${website}/edit/${config.websiteBranch}/`,
    roadmap: `${github}/orgs/${config.sourceRepo.split('/')[0]}/projects/1`,
    statusPage: 'https://status.cairn.dev',
    merch: 'https://merch.cairn.dev',
    salesMail: 'mailto:sales@cairn.dev',
    helloMail: 'mailto:hello@cairn.dev',
    communityChat: '/slack',
  };
}
