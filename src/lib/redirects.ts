/**
 * Redirects that @docusaurus/plugin-client-redirects writes after the build, as static HTML pages (a meta
 * refresh, plus a script that follows it at once): they work with and without JavaScript, on any static host.
 */
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

export interface LatestDocsAliasSettings {
  /** Where the latest docs are served, e.g. "/docs". */
  docsPath: string;
  /** Path segments under `docsPath` that lead to the latest docs too, e.g. ["latest", "1.15"]. */
  aliases: string[];
  /** Path segments under `docsPath` of the other versions, e.g. ["next"]: their pages get no alias. */
  otherVersionPaths: string[];
}

/**
 * The aliases of one existing route: `/docs/x` (a page of the latest docs) gets `/docs/latest/x` and
 * `/docs/1.15/x`; `/docs` itself gets `/docs/latest` and `/docs/1.15`. Any other route gets none.
 */
export function latestDocsAliases(path: string, settings: LatestDocsAliasSettings): string[] {
  const base = settings.docsPath.replace(/\/+$/, '');
  if (path !== base && !path.startsWith(`${base}/`)) return [];
  const rest = path.slice(base.length);
  const first = rest.split('/')[1] ?? '';
  if (settings.otherVersionPaths.includes(first) || settings.aliases.includes(first)) return [];
  return settings.aliases.map((alias) => `${base}/${alias}${rest}`);
}

/**
 * The path segments under the docs path that lead to the latest docs: "latest", the latest version's own name,
 * and each retired release, whose pages are gone (RETIRED_DOCS_VERSIONS of src/constants/docs.ts).
 */
export function latestDocsAliasSegments(latestVersion: string, retiredVersions: readonly string[]): string[] {
  return ['latest', latestVersion, ...retiredVersions];
}

export interface RedirectSettings {
  /** Version served at `docsPath`, e.g. "1.15". */
  latestVersion: string;
  /** Releases whose docs the site no longer serves: their paths lead to the latest docs. */
  retiredVersions: readonly string[];
  /** Where the latest docs are served, e.g. "/docs". */
  docsPath: string;
  /** Path segments under `docsPath` of the other versions, e.g. ["next"]. */
  otherVersionPaths: string[];
  /** The site's path for the community chat, e.g. "/slack". */
  chatPath: string;
  /** Where that path sends visitors: the chat's invite link (`COMMUNITY_CHAT_URL`). */
  chatUrl: string;
  /** Docs pages that moved (src/data/movedDocsPages.ts): each version's old address leads to its new one. */
  movedPages?: readonly MovedDocsPage[];
}

/** A docs page whose address changed, as paths under a version's base: `api/_template` to `_api-endpoint-template`. */
export interface MovedDocsPage {
  from: string;
  to: string;
}

/**
 * The redirects of moved docs pages: in the latest docs, Next and each older release, the old address to the new one
 * of the same version; the latest docs' aliases (`/docs/latest/...`, `/docs/<version>/...`) to the latest page.
 */
export function movedPageRedirects(
  moved: readonly MovedDocsPage[],
  settings: Pick<RedirectSettings, 'docsPath' | 'otherVersionPaths'> & {aliases: string[]},
): {from: string; to: string}[] {
  const base = settings.docsPath.replace(/\/+$/, '');
  const versions = [base, ...settings.otherVersionPaths.map((name) => `${base}/${name}`)];
  return moved.flatMap(({from, to}) => [
    ...versions.map((version) => ({from: `${version}/${from}`, to: `${version}/${to}`})),
    ...settings.aliases.map((alias) => ({from: `${base}/${alias}/${from}`, to: `${base}/${to}`})),
  ]);
}

/**
 * Options of @docusaurus/plugin-client-redirects. Its `to` may be an external URL (the plugin checks only targets
 * that start with "/"), but its redirect page writes the target HTML-escaped into a script, so `&` and `'`
 * would change the address the script opens: such a chat URL fails the build, naming its variable.
 */
export function clientRedirects(settings: RedirectSettings): ClientRedirectsOptions {
  if (/[&']/.test(settings.chatUrl)) {
    throw new Error(
      `src/config/site.ts: COMMUNITY_CHAT_URL must not contain "&" or "'" (the redirect page of ${settings.chatPath} ` +
        `would open a different address), got "${settings.chatUrl}"`,
    );
  }
  const aliasSettings: LatestDocsAliasSettings = {
    docsPath: settings.docsPath,
    aliases: latestDocsAliasSegments(settings.latestVersion, settings.retiredVersions),
    otherVersionPaths: settings.otherVersionPaths,
  };
  return {
    redirects: [
      {from: settings.chatPath, to: settings.chatUrl},
      ...movedPageRedirects(settings.movedPages ?? [], {...settings, aliases: aliasSettings.aliases}),
    ],
    createRedirects: (path) => latestDocsAliases(path, aliasSettings),
  };
}
