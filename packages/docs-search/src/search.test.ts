import {describe, expect, it} from 'vitest';
import {searchSite, vocabularyLoader, type SearchEngine, type SearchPage} from './search';

/** An index of a few pages: a query finds the pages whose words include every query word. */
function fakeEngine(pages: Record<string, string>): SearchEngine & {queries: string[]} {
  const queries: string[] = [];
  return {
    queries,
    search: async (query) => {
      queries.push(query);
      const words = query.split(' ');
      const results = Object.entries(pages)
        .filter(([, text]) => words.every((word) => text.split(' ').includes(word)))
        .map(([url, text], index) => ({
          id: url,
          score: words.length * 10 - index - text.length / 100,
          data: async (): Promise<SearchPage> => ({url, excerpt: text, meta: {title: url}}),
        }));
      return {results};
    },
  };
}

const PAGES = {
  '/docs/deployment/deploy-kubernetes': 'kubernetes helm install namespace',
  '/docs/developing-locally': 'k8s install local',
  '/docs/integrations/slack': 'slack webhook notifications',
};
const VOCABULARY: Record<string, Record<string, number>> = {
  'vocabulary/keys.json': {},
  'vocabulary/ku.json': {kubernetes: 4},
  'vocabulary/na.json': {namespace: 2},
  'vocabulary/sl.json': {slack: 3},
  'vocabulary/no.json': {notifications: 2},
  'vocabulary/in.json': {install: 9},
  'vocabulary/lo.json': {local: 2},
};
const files = async (file: string) => {
  if (file === 'vocabulary/keys.json') return ['ku', 'na', 'sl', 'no', 'in', 'lo'];
  if (!VOCABULARY[file]) throw new Error(`no ${file}`);
  return VOCABULARY[file];
};
const options = {filters: {}, limit: 10};

describe('searchSite', () => {
  it("searches the docs' words for a reader's word, and ranks the docs' page first", async () => {
    const found = await searchSite(fakeEngine(PAGES), 'k8s install', {...options, vocabulary: vocabularyLoader(files)});
    expect(found.pages.map((page) => page.url)).toEqual([
      '/docs/deployment/deploy-kubernetes',
      '/docs/developing-locally',
    ]);
    expect(found.correctedQuery).toBeUndefined();
  });

  it('corrects a misspelled word and says so', async () => {
    const engine = fakeEngine(PAGES);
    const found = await searchSite(engine, 'slak notifications', {...options, vocabulary: vocabularyLoader(files)});
    expect(found.pages.map((page) => page.url)).toEqual(['/docs/integrations/slack']);
    expect(found.correctedQuery).toBe('slack notifications');
    expect(engine.queries[0]).toBe('slak notifications');
    expect(engine.queries).toContain('slack notifications');
  });

  it('keeps the results as typed when the vocabulary cannot load', async () => {
    const broken = vocabularyLoader(async () => {
      throw new Error('offline');
    });
    const found = await searchSite(fakeEngine(PAGES), 'slak notifications', {...options, vocabulary: broken});
    expect(found).toEqual({pages: [], total: 0, correctedQuery: undefined});
  });

  it('loads only the chunks of the words it checks, once each', async () => {
    const loaded: string[] = [];
    const vocabulary = vocabularyLoader(async (file) => {
      loaded.push(file);
      return files(file);
    });
    await searchSite(fakeEngine(PAGES), 'kubernetes namespace', {...options, vocabulary});
    await searchSite(fakeEngine(PAGES), 'kubernetes', {...options, vocabulary});
    expect(loaded).toEqual(['vocabulary/keys.json', 'vocabulary/ku.json', 'vocabulary/na.json']);
  });

  it('finds nothing for an empty query without searching', async () => {
    const engine = fakeEngine(PAGES);
    expect(await searchSite(engine, '  ', {...options, vocabulary: vocabularyLoader(files)})).toEqual({
      pages: [],
      total: 0,
    });
    expect(engine.queries).toEqual([]);
  });
});
