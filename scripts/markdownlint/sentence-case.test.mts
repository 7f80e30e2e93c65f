import {describe, expect, it} from 'vitest';
import {sentenceCaseProblems} from './sentence-case.mjs';

describe('sentence-case headings', () => {
  it('flags capitalized common words after the first', () => {
    expect(sentenceCaseProblems('Deploy With Docker')).toEqual(['With']);
    expect(sentenceCaseProblems('Install The Chart')).toEqual(['The', 'Chart']);
  });

  it('keeps names, phrases, acronyms, code, quotes and the word after a colon', () => {
    expect(sentenceCaseProblems('Deploy with Docker Compose on DigitalOcean')).toEqual([]);
    expect(sentenceCaseProblems('413 Request Entity Too Large')).toEqual([]);
    expect(sentenceCaseProblems('Send events with the API over HTTPS')).toEqual([]);
    expect(sentenceCaseProblems('Set `TRUSTED_PROXIES` for `IS_BEHIND_PROXY`')).toEqual([]);
    expect(sentenceCaseProblems('H10 "App crashed"')).toEqual([]);
    expect(sentenceCaseProblems('Cairn for Startups: Free for 12 months')).toEqual([]);
    expect(sentenceCaseProblems('Why Quarry Lane')).toEqual([]);
    expect(sentenceCaseProblems("Cairn's Cloud plans")).toEqual([]);
  });
});
