import {describe, expect, it} from 'vitest';
import {
  correctQuery,
  correctWord,
  editDistance,
  mergeRankings,
  queryWords,
  vocabularyChunkPath,
  vocabularyChunks,
  vocabularyOf,
  withSynonyms,
} from './query';
import {SEARCH_SYNONYMS} from './synonyms';

describe('editDistance', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('dokcer', 'docker')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('queryWords', () => {
  it('lower-cases and keeps variable names, versions and paths whole', () => {
    expect(queryWords('  Docker, COMPOSE!  ')).toEqual(['docker', 'compose']);
    expect(queryWords('CAIRN_TELEMETRY v1.15 /api/event/')).toEqual(['cairn_telemetry', 'v1.15', 'api/event']);
    expect(queryWords('  ')).toEqual([]);
  });
});

describe('withSynonyms', () => {
  const synonyms = {k8s: 'kubernetes', sso: 'login github gitlab', 'time off': 'leave', compose: 'docker compose'};
  it("replaces readers' words and two-word phrases by the docs' words", () => {
    expect(withSynonyms(['k8s', 'install'], synonyms)).toBe('kubernetes install');
    expect(withSynonyms(['sso'], synonyms)).toBe('login github gitlab');
    expect(withSynonyms(['paid', 'time', 'off'], synonyms)).toBe('paid leave');
  });
  it('gives nothing when no word has a synonym or the result is the query itself', () => {
    expect(withSynonyms(['helm', 'values'], synonyms)).toBeUndefined();
    expect(withSynonyms(['docker', 'compose'], synonyms)).toBeUndefined();
  });
  it('maps no word to itself in the site data', () => {
    expect(Object.entries(SEARCH_SYNONYMS).filter(([word, means]) => word === means)).toEqual([]);
  });
});

describe('correctWord', () => {
  const vocabulary = {kubernetes: 40, docker: 90, dock: 2, slack: 12, slab: 1, microsoft: 8, retention: 20};
  it('corrects a typo to the closest word with the same first two letters', () => {
    expect(correctWord('kuberentes', vocabulary)).toBe('kubernetes');
    expect(correctWord('dokcer', vocabulary)).toBe('docker');
    expect(correctWord('microsft', vocabulary)).toBe('microsoft');
    expect(correctWord('retension', vocabulary)).toBe('retention');
  });
  it('prefers the word more pages use when two are as close', () => {
    expect(correctWord('slak', vocabulary)).toBe('slack');
  });
  it('leaves known, short, numeric and far words alone', () => {
    expect(correctWord('docker', vocabulary)).toBeUndefined();
    expect(correctWord('dcok', vocabulary)).toBeUndefined();
    expect(correctWord('k8s', vocabulary)).toBeUndefined();
    expect(correctWord('v1.15', vocabulary)).toBeUndefined();
    expect(correctWord('zebra', vocabulary)).toBeUndefined();
  });
  it('corrects a query word by word', () => {
    expect(correctQuery(['kuberentes', 'namespace'], vocabulary)).toBe('kubernetes namespace');
    expect(correctQuery(['docker', 'compose'], vocabulary)).toBeUndefined();
  });
});

describe('mergeRankings', () => {
  it('ranks by score relative to each list, weighted, each page once', () => {
    const merged = mergeRankings([
      {
        weight: 0.9,
        results: [
          {url: 'a', score: 10},
          {url: 'b', score: 5},
        ],
      },
      {
        weight: 1,
        results: [
          {url: 'c', score: 2},
          {url: 'a', score: 1},
        ],
      },
    ]);
    expect(merged.map((result) => result.url)).toEqual(['c', 'a', 'b']);
  });
});

describe('vocabularyOf', () => {
  it('counts the pages that use each word of four letters or more, letters only', () => {
    const vocabulary = vocabularyOf(['Docker and docker compose', 'Compose file v2', "the person's data"]);
    expect(vocabulary).toEqual({compose: 2, data: 1, docker: 1, file: 1, "person's": 1});
  });
  it('splits into chunks by the first two letters, with safe file names', () => {
    expect(vocabularyChunks({docker: 1, dock: 2, compose: 3})).toEqual({do: {docker: 1, dock: 2}, co: {compose: 3}});
    expect(vocabularyChunkPath('ré')).toBe('vocabulary/r%C3%A9.json');
  });
});
