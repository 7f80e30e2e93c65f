import {describe, expect, it} from 'vitest';
import {
  MAX_QUERY_LENGTH,
  notFoundClickEvent,
  notFoundEvent,
  sanitizePath,
  sanitizeQuery,
  searchClickEvent,
  searchEvents,
  track,
} from './siteEvents';

describe('what a search event may carry', () => {
  it('trims and folds spaces', () => {
    expect(sanitizeQuery('   docker   compose \n')).toBe('docker compose');
  });

  it('never carries an email address or a key', () => {
    expect(sanitizeQuery('invite ana@example.com to project')).toBe('invite [email] to project');
    expect(sanitizeQuery('cpk_9f8e7d6c5b4a3f2e1d0c why 401')).toBe('[key] why 401');
    expect(sanitizeQuery('Bearer cpat_A1b2C3d4E5f6G7h8')).toBe('Bearer [key]');
    expect(sanitizeQuery('token 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c')).toBe('token [key]');
    expect(sanitizeQuery('phc_abcdefghijklmnop')).toBe('[key]');
    // Ordinary words, versions and variable names stay.
    expect(sanitizeQuery('CAIRN_TELEMETRY 1.15 retention')).toBe('CAIRN_TELEMETRY 1.15 retention');
    expect(sanitizeQuery('DISABLE_SECURE_SSL_REDIRECT')).toBe('DISABLE_SECURE_SSL_REDIRECT');
  });

  it('is at most 100 characters', () => {
    expect(sanitizeQuery('a '.repeat(200)).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it('keeps the path of an address, not its query or anchor', () => {
    expect(sanitizePath('/docs/old-page?token=cpat_A1b2C3d4E5f6G7h8#top')).toBe('/docs/old-page');
  });
});

describe('events', () => {
  it('one search event per settled search, and a no-result event when nothing was found', () => {
    expect(searchEvents(' smtp ', 4, {version: '1.15'})).toEqual([
      ['site_search', {query: 'smtp', results: 4, version_filter: '1.15'}],
    ]);
    expect(searchEvents('zzz', 0, {version: 'next'})).toEqual([
      ['site_search', {query: 'zzz', results: 0, version_filter: 'next'}],
      ['site_search_no_results', {query: 'zzz', version_filter: 'next'}],
    ]);
    expect(searchEvents('   ', 0, {version: '1.15'})).toEqual([]);
  });

  it('a chosen result with its rank; a 404 with its path and suggestions', () => {
    expect(searchClickEvent('smtp', 2, '/docs/configuring-cairn/smtp-credentials#tls', {version: '1.15'})).toEqual([
      'site_search_result_clicked',
      {query: 'smtp', rank: 2, url: '/docs/configuring-cairn/smtp-credentials', version_filter: '1.15'},
    ]);
    expect(notFoundEvent('/docs/deploy-dokcer?x=1', 5)).toEqual([
      'site_not_found',
      {path: '/docs/deploy-dokcer', suggestions: 5},
    ]);
    expect(notFoundClickEvent('/docs/deploy-dokcer', '/docs/deployment/deploy-docker', 1)).toEqual([
      'site_not_found_suggestion_clicked',
      {path: '/docs/deploy-dokcer', url: '/docs/deployment/deploy-docker', rank: 1},
    ]);
  });

  it('sending never throws, with no client or a broken one', () => {
    expect(() => track(undefined, 'x', {})).not.toThrow();
    expect(() =>
      track(
        {
          capture: () => {
            throw new Error('down');
          },
        },
        'x',
        {},
      ),
    ).not.toThrow();
  });
});
