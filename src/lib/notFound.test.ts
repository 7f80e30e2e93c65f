import {describe, expect, it} from 'vitest';
import {
  addressSimilarity,
  CANDIDATES,
  findSuggestions,
  rankSuggestions,
  RETRY_CANDIDATES,
  retryPrefix,
  searchWordsFromPath,
  wordSimilarity,
} from './notFound';

describe('searchWordsFromPath', () => {
  it('splits on slashes, hyphens, underscores and dots', () => {
    expect(searchWordsFromPath('/docs/deploy-dokcer')).toEqual(['deploy', 'dokcer']);
    expect(searchWordsFromPath('/handbook/hiring-process')).toEqual(['handbook', 'hiring', 'process']);
    expect(searchWordsFromPath('/docs/api/post_only.endpoints')).toEqual(['api', 'post', 'only', 'endpoints']);
  });

  it('drops docs, next, latest, version numbers, html and md, empty and repeated words', () => {
    expect(searchWordsFromPath('/docs/1.15/deployment/deploy-docker.html')).toEqual(['deployment', 'deploy', 'docker']);
    expect(searchWordsFromPath('/docs/next/features//funnels.md')).toEqual(['features', 'funnels']);
    expect(searchWordsFromPath('/docs/latest/v2/trends/')).toEqual(['trends']);
    expect(searchWordsFromPath('/blog/array-1-15-0')).toEqual(['blog', 'array']);
    expect(searchWordsFromPath('/docs/docker/Docker-compose')).toEqual(['docker', 'compose']);
  });

  it('gives no word for a path of noise only', () => {
    for (const path of ['/', '', '/docs', '/docs/next/', '/docs/1.15', '/index.html', '/--/__/..']) {
      expect(searchWordsFromPath(path), path).toEqual([]);
    }
  });

  it('decodes escaped characters and ignores a query or a hash', () => {
    expect(searchWordsFromPath('/docs/smtp%20setup?ref=mail#top')).toEqual(['smtp', 'setup']);
    expect(searchWordsFromPath('/docs/%E0%A4%A')).toEqual(['%e0%a4%a']);
  });
});

describe('word similarity', () => {
  it('rates equal words 1, prefixes 0.8, small typos by distance and anything else 0', () => {
    expect(wordSimilarity('docker', 'docker')).toBe(1);
    expect(wordSimilarity('deploy', 'deployment')).toBe(0.8);
    expect(wordSimilarity('dokcer', 'docker')).toBeCloseTo(5 / 6);
    expect(wordSimilarity('dokcer', 'render')).toBe(0);
    expect(wordSimilarity('do', 'docker')).toBe(0);
  });

  it('rates an address by the share of requested words it carries', () => {
    expect(addressSimilarity(['deploy', 'dokcer'], '/docs/deployment/deploy-docker')).toBeCloseTo((1 + 5 / 6) / 2);
    expect(addressSimilarity(['deploy', 'dokcer'], '/docs/deployment/deploy-render')).toBe(0.5);
    expect(addressSimilarity(['hiring', 'process'], '/handbook/people/hiring-process')).toBe(1);
    expect(addressSimilarity([], '/docs')).toBe(0);
  });
});

describe('rankSuggestions', () => {
  const results = (...urls: string[]) => urls.map((url) => ({url, title: url}));

  it('puts the page whose address is closest to the typo first', () => {
    const found = results(
      '/docs/deployment/deploy-render',
      '/docs/deployment/deploy-heroku',
      '/docs/deployment/deploy-kubernetes',
      '/docs/deployment/deploy-aws',
      '/docs/deployment/deploy-linode',
      '/docs/deployment/deploy-docker',
      '/blog/building-the-helm-chart',
    );
    expect(rankSuggestions('/docs/deploy-dokcer', found).map((r) => r.url)).toEqual([
      '/docs/deployment/deploy-docker',
      '/docs/deployment/deploy-render',
      '/docs/deployment/deploy-heroku',
      '/docs/deployment/deploy-kubernetes',
      '/docs/deployment/deploy-aws',
    ]);
  });

  it('keeps the search order among equally close pages and for pages no address word matches', () => {
    const found = results(
      '/blog/hiring-our-first-ten-people',
      '/handbook/people/hiring-process',
      '/docs/stack',
      '/handbook',
    );
    expect(rankSuggestions('/handbook/hiring-process', found).map((r) => r.url)).toEqual([
      '/handbook/people/hiring-process',
      '/blog/hiring-our-first-ten-people',
      '/handbook',
      '/docs/stack',
    ]);
  });

  it('returns at most the limit, each page once, and nothing for no results', () => {
    const found = results('/a', '/b', '/a', '/c', '/d', '/e', '/f');
    expect(rankSuggestions('/zzz', found, 3).map((r) => r.url)).toEqual(['/a', '/b', '/c']);
    expect(rankSuggestions('/zzz', found).map((r) => r.url)).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(rankSuggestions('/docs/anything', [])).toEqual([]);
  });
});

describe('retryPrefix', () => {
  it('gives the first half of a word of 5 letters or more, at least 3 letters', () => {
    expect(retryPrefix('funels')).toBe('fun');
    expect(retryPrefix('enviroment')).toBe('envir');
    expect(retryPrefix('smtpp')).toBe('smt');
    expect(retryPrefix('flag')).toBeUndefined();
  });
});

describe('findSuggestions', () => {
  /** A stand-in for the offline search: a fixed answer per query, recording each call. */
  function fakeSearch(answers: Record<string, string[]>) {
    const calls: [string, number][] = [];
    const search = async (query: string, limit: number) => {
      calls.push([query, limit]);
      return (answers[query] ?? []).slice(0, limit).map((url) => ({url}));
    };
    return {search, calls};
  }

  it('searches the words of the path once when the results carry every word', async () => {
    const {search, calls} = fakeSearch({
      'deploy dokcer': [
        '/docs/deployment/deploy-render',
        '/docs/deployment/deploy-heroku',
        '/docs/deployment/deploy-docker',
      ],
    });
    const found = await findSuggestions('/docs/deploy-dokcer', search);
    expect(found.map((r) => r.url)).toEqual([
      '/docs/deployment/deploy-docker',
      '/docs/deployment/deploy-render',
      '/docs/deployment/deploy-heroku',
    ]);
    expect(calls).toEqual([['deploy dokcer', CANDIDATES]]);
  });

  it('searches again with the start of a word that no result address comes close to', async () => {
    const {search, calls} = fakeSearch({
      'features funels': ['/blog/array-1-4-0', '/docs/next/features'],
      fun: ['/docs/next/tutorials/funnels', '/docs/next/features/funnels'],
    });
    const found = await findSuggestions('/docs/next/features/funels', search);
    expect(found.map((r) => r.url)).toEqual([
      '/docs/next/features/funnels',
      '/docs/next/features',
      '/docs/next/tutorials/funnels',
      '/blog/array-1-4-0',
    ]);
    expect(calls).toEqual([
      ['features funels', CANDIDATES],
      ['fun', RETRY_CANDIDATES],
    ]);
  });

  it('does not search for a path of noise only, and passes search errors on', async () => {
    const {search, calls} = fakeSearch({});
    expect(await findSuggestions('/docs/next/', search)).toEqual([]);
    expect(calls).toEqual([]);
    await expect(findSuggestions('/docs/smtp', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
