import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readDeployConfig} from '../src/config/site';
import {CONSENT_KEY} from '../src/lib/consent';
import {contentSecurityPolicy} from '../src/lib/securityHeaders';
import {STARS_CACHE_KEY} from '../src/lib/stars';
import {TRY_IT_FRAME_CSP} from '../src/lib/tryItFrame';
import {LANGUAGE_STORAGE_KEY} from '../src/content/openapi/language';
import {STORAGE_KEY as TRY_IT_STORAGE_KEY} from '../src/content/openapi/tryIt';

const root = path.resolve(__dirname, '..');
const policy = readFileSync(path.join(root, 'src/pages/privacy.mdx'), 'utf8');

/** A build with every optional integration configured, as the deploy config reads it. */
const deploy = readDeployConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', POSTHOG_API_KEY: 'phc_x'});

/**
 * Every host outside the site that a page may contact: the Content-Security-Policies the build writes are the list
 * (src/lib/securityHeaders.ts for the pages, src/lib/tryItFrame.ts for the "Try it" request frame), so a host added
 * there for a new integration must be added to the policy too.
 */
function thirdPartyHosts(csp: string): string[] {
  const sources = csp
    .split('; ')
    .flatMap((directive) => directive.split(' ').slice(1))
    .filter((source) => /^https?:\/\//.test(source));
  return [...new Set(sources.map((source) => source.replace(/^https?:\/\//, '')))].sort();
}

describe('the privacy policy names everything the site can do', () => {
  it('every third-party host the pages may contact', () => {
    const pages = thirdPartyHosts(contentSecurityPolicy(deploy, []));
    expect(pages).toEqual([
      '*.algolia.net',
      '*.algolianet.com',
      'api.github.com',
      'app.cairn.dev',
      'cairn.us21.list-manage.com',
      'formspree.io',
    ]);
    // The frame also connects to any https: host, the instance the reader types.
    const frame = thirdPartyHosts(TRY_IT_FRAME_CSP);
    expect(frame).toEqual(['127.0.0.1:*', 'localhost:*']);
    expect([...pages, ...frame].filter((host) => !policy.includes(host))).toEqual([]);
  });

  it('every key the site and its libraries keep in the browser', () => {
    const keys = [
      CONSENT_KEY,
      STARS_CACHE_KEY,
      // The API reference: the samples' language, and "Try it"'s instance for the tab.
      LANGUAGE_STORAGE_KEY,
      TRY_IT_STORAGE_KEY,
      // Docusaurus: the color mode and the docs version last chosen.
      'theme',
      'docs-preferred-version-default',
      // posthog-js, once the visitor allows it.
      'ph_<project key>_posthog',
      'ph_<project key>_window_id',
      'ph_<project key>_primary_window_exists',
      'ph_<project key>_session_registered_properties',
      // Algolia DocSearch, when configured.
      `__DOCSEARCH_RECENT_SEARCHES__${deploy.algoliaIndexName}`,
      `__DOCSEARCH_FAVORITE_SEARCHES__${deploy.algoliaIndexName}`,
    ];
    expect(keys.filter((key) => !policy.includes(`\`${key}\``))).toEqual([]);
  });

  it('explains the analytics choice under the heading the banner links to', () => {
    expect(policy).toMatch(/^## Analytics and your choice$/m);
  });

  it('fails when a host is added without an entry', () => {
    const withNewHost = contentSecurityPolicy(deploy, []).replace(
      'connect-src',
      'connect-src https://new-vendor.example.com',
    );
    expect(thirdPartyHosts(withNewHost).filter((host) => !policy.includes(host))).toEqual(['new-vendor.example.com']);
  });
});
