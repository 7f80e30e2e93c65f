import {describe, expect, it} from 'vitest';
import {
  clientRedirects,
  latestDocsAliases,
  latestDocsAliasSegments,
  movedPageRedirects,
  type LatestDocsAliasSettings,
} from './redirects';
import {MOVED_DOCS_PAGES} from '../data/movedDocsPages';

const settings: LatestDocsAliasSettings = {docsPath: '/docs', aliases: ['latest', '1.15'], otherVersionPaths: ['next']};

describe('latestDocsAliases', () => {
  it('gives every page of the latest docs a /docs/latest and a /docs/1.15 alias', () => {
    expect(latestDocsAliases('/docs/deployment/deploy-docker', settings)).toEqual([
      '/docs/latest/deployment/deploy-docker',
      '/docs/1.15/deployment/deploy-docker',
    ]);
    expect(latestDocsAliases('/docs/_api-endpoint-template', settings)).toEqual([
      '/docs/latest/_api-endpoint-template',
      '/docs/1.15/_api-endpoint-template',
    ]);
  });

  it('aliases the docs home itself, with or without a trailing slash', () => {
    expect(latestDocsAliases('/docs', settings)).toEqual(['/docs/latest', '/docs/1.15']);
    expect(latestDocsAliases('/docs/', settings)).toEqual(['/docs/latest/', '/docs/1.15/']);
  });

  it('leaves the other versions, an existing alias path and every other route alone', () => {
    for (const path of ['/docs/next', '/docs/next/deployment/deploy-docker', '/docs/latest/x', '/docs/1.15/x']) {
      expect(latestDocsAliases(path, settings), path).toEqual([]);
    }
    for (const path of [
      '/',
      '/docs.md',
      '/docsearch',
      '/handbook/people/hiring-process',
      '/blog/array-1-15-0',
      '/404.html',
    ]) {
      expect(latestDocsAliases(path, settings), path).toEqual([]);
    }
  });

  it('accepts a docs path written with a trailing slash', () => {
    expect(latestDocsAliases('/docs/stack', {...settings, docsPath: '/docs/'})).toEqual([
      '/docs/latest/stack',
      '/docs/1.15/stack',
    ]);
  });
});

describe('clientRedirects', () => {
  const base = {
    latestVersion: '1.15',
    retiredVersions: [],
    docsPath: '/docs',
    otherVersionPaths: ['next'],
    chatPath: '/slack',
  };

  it('sends the chat path to the configured chat URL and aliases the latest docs', () => {
    const options = clientRedirects({...base, chatUrl: 'https://join.slack.com/t/cairn-community/shared_invite/zt-1'});
    expect(options.redirects).toEqual([
      {from: '/slack', to: 'https://join.slack.com/t/cairn-community/shared_invite/zt-1'},
    ]);
    expect(options.createRedirects?.('/docs/features/funnels')).toEqual([
      '/docs/latest/features/funnels',
      '/docs/1.15/features/funnels',
    ]);
    expect(options.createRedirects?.('/docs/next/features/funnels')).toEqual([]);
    expect(options.createRedirects?.('/pricing')).toEqual([]);
  });

  it('follows the latest version when it changes', () => {
    const options = clientRedirects({...base, latestVersion: '1.16', chatUrl: 'https://discord.gg/cairn'});
    expect(options.createRedirects?.('/docs')).toEqual(['/docs/latest', '/docs/1.16']);
  });

  it('sends the paths of a retired release to the same page of the latest docs', () => {
    const options = clientRedirects({
      ...base,
      latestVersion: '1.16',
      retiredVersions: ['1.14', '1.13'],
      otherVersionPaths: ['next', '1.15'],
      chatUrl: 'https://discord.gg/cairn',
    });
    expect(options.createRedirects?.('/docs/features/funnels')).toEqual([
      '/docs/latest/features/funnels',
      '/docs/1.16/features/funnels',
      '/docs/1.14/features/funnels',
      '/docs/1.13/features/funnels',
    ]);
    expect(options.createRedirects?.('/docs/1.15/features/funnels')).toEqual([]);
    expect(latestDocsAliasSegments('1.16', ['1.14'])).toEqual(['latest', '1.16', '1.14']);
  });

  it('fails on a chat URL that the redirect page would change, naming the variable', () => {
    for (const chatUrl of ['https://chat.example.com/join?a=1&b=2', "https://chat.example.com/it's"]) {
      expect(() => clientRedirects({...base, chatUrl})).toThrow(/COMMUNITY_CHAT_URL must not contain/);
    }
  });

  it("sends the old address of a moved page to the new one, in every version and from the latest docs' aliases", () => {
    const moved = [{from: 'api/_template', to: '_api-endpoint-template'}];
    expect(
      movedPageRedirects(moved, {docsPath: '/docs/', otherVersionPaths: ['next', '1.14'], aliases: ['latest', '1.15']}),
    ).toEqual([
      {from: '/docs/api/_template', to: '/docs/_api-endpoint-template'},
      {from: '/docs/next/api/_template', to: '/docs/next/_api-endpoint-template'},
      {from: '/docs/1.14/api/_template', to: '/docs/1.14/_api-endpoint-template'},
      {from: '/docs/latest/api/_template', to: '/docs/_api-endpoint-template'},
      {from: '/docs/1.15/api/_template', to: '/docs/_api-endpoint-template'},
    ]);
    const options = clientRedirects({...base, chatUrl: 'https://discord.gg/cairn', movedPages: MOVED_DOCS_PAGES});
    expect(options.redirects).toContainEqual({from: '/docs/api/_template', to: '/docs/_api-endpoint-template'});
    expect(options.redirects).toContainEqual({from: '/docs/latest/api/_template', to: '/docs/_api-endpoint-template'});
  });
});
