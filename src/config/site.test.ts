import {describe, expect, it} from 'vitest';
import {readDeployConfig, siteLinks} from './site';

describe('readDeployConfig', () => {
  it('uses the documented defaults on an empty environment', () => {
    const config = readDeployConfig({});
    expect(config.siteUrl).toBe('https://cairn.dev');
    expect(config.appUrl).toBe('https://app.cairn.dev');
    expect(config.sourceRepo).toBe('cairn-analytics/cairn');
    expect(config.websiteRepo).toBe('cairn-analytics/cairn.dev');
    expect(config.analyticsKey).toBeUndefined();
    expect(config.algoliaAppId).toBeUndefined();
    expect(config.algoliaIndexName).toBe('cairn');
    expect(config.communityChatUrl).toMatch(/^https:\/\/join\.slack\.com\/t\/cairn-community\/shared_invite\//);
    expect(config.bundler).toBe('rspack');
    expect(config.lazyRouteData).toBe(true);
    expect(config.careersFormActionUrl).toBe('https://formspree.io/f/xcairnjb');
    expect(config.servicesFormActionUrl).toBe('https://formspree.io/f/xcairnsv');
  });

  it('reads each value from its environment variable, trimming slashes and blanks', () => {
    const config = readDeployConfig({
      SITE_URL: 'https://preview.cairn.dev/',
      APP_URL: 'https://eu.cairn.dev',
      POSTHOG_API_KEY: 'cpk_test',
      ALGOLIA_APP_ID: '  ',
      COMMUNITY_CHAT_URL: ' https://discord.gg/cairn ',
      DOCUSAURUS_BUNDLER: 'webpack',
    });
    expect(config.siteUrl).toBe('https://preview.cairn.dev');
    expect(config.appUrl).toBe('https://eu.cairn.dev');
    expect(config.analyticsKey).toBe('cpk_test');
    expect(config.algoliaAppId).toBeUndefined();
    expect(config.communityChatUrl).toBe('https://discord.gg/cairn');
    expect(config.bundler).toBe('webpack');
  });

  it('reads the form endpoints and fails on one that is not an absolute http(s) URL, naming the variable', () => {
    const config = readDeployConfig({
      CAREERS_FORM_ACTION_URL: ' https://forms.example.com/jobs ',
      SERVICES_FORM_ACTION_URL: 'https://forms.example.com/services',
    });
    expect(config.careersFormActionUrl).toBe('https://forms.example.com/jobs');
    expect(config.servicesFormActionUrl).toBe('https://forms.example.com/services');
    for (const name of ['CAREERS_FORM_ACTION_URL', 'SERVICES_FORM_ACTION_URL']) {
      expect(() => readDeployConfig({[name]: 'formspree.io/f/x'})).toThrow(
        new RegExp(`src/config/site\\.ts: ${name} must be an absolute http\\(s\\) URL`),
      );
    }
  });

  it('fails on a community chat address that is not an absolute http(s) URL, naming the variable', () => {
    for (const value of ['/slack', 'join.slack.com/t/cairn-community', 'javascript:alert(1)', 'https://']) {
      expect(() => readDeployConfig({COMMUNITY_CHAT_URL: value})).toThrow(
        /src\/config\/site\.ts: COMMUNITY_CHAT_URL must be an absolute http\(s\) URL/,
      );
    }
  });
});

describe('siteLinks', () => {
  it('derives every link from the configured repositories and app', () => {
    const links = siteLinks(readDeployConfig({WEBSITE_BRANCH: 'next'}));
    expect(links.login).toBe('https://app.cairn.dev/login');
    expect(links.editBase).toBe('https://github.com/cairn-analytics/cairn.dev/edit/next/');
    expect(links.contributing).toBe('https://github.com/cairn-analytics/cairn/blob/main/CONTRIBUTING.md');
    expect(links.roadmap).toBe('https://github.com/orgs/cairn-analytics/projects/1');
    expect(links.starsApi).toBe('https://api.github.com/repos/cairn-analytics/cairn');
  });

  it('turns the lazy route data off with CAIRN_LAZY_ROUTES=off, and refuses anything but on or off', () => {
    expect(readDeployConfig({CAIRN_LAZY_ROUTES: 'off'}).lazyRouteData).toBe(false);
    expect(readDeployConfig({CAIRN_LAZY_ROUTES: 'ON'}).lazyRouteData).toBe(true);
    expect(() => readDeployConfig({CAIRN_LAZY_ROUTES: 'no'})).toThrow(
      'CAIRN_LAZY_ROUTES must be "on" or "off" (got "no")',
    );
  });
});
