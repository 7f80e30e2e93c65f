import {describe, expect, it} from 'vitest';
import {csvRecords, docsHealth, ExportError, parseExport, type ParsedExport} from './docsHealth';
import {NOT_FOUND_EVENT, NOT_FOUND_SUGGESTION_CLICK_EVENT, SEARCH_NO_RESULTS_EVENT} from './siteEvents';
import {FEEDBACK_EVENT} from './pageActions';

const at = (minute: number) => `2026-11-02T10:${String(minute).padStart(2, '0')}:00Z`;
const line = (event: string, properties: Record<string, unknown>, minute = 0) =>
  JSON.stringify({event, properties, timestamp: at(minute)});

function thrown(text: string): ExportError {
  try {
    parseExport(text);
  } catch (error) {
    if (error instanceof ExportError) return error;
    throw error;
  }
  throw new Error('parseExport did not throw');
}

describe('parseExport', () => {
  it('reads JSON Lines, skipping blank lines, and counts and skips the malformed ones with their line', () => {
    const parsed = parseExport(
      [
        line(SEARCH_NO_RESULTS_EVENT, {query: 'k8s', version_filter: '1.15'}),
        '',
        '{"event": "site_not_found", "properties": {"path": "/x"', // cut short
        JSON.stringify({event: '', properties: {}, timestamp: at(1)}),
        JSON.stringify({event: NOT_FOUND_EVENT, properties: 'path=/x', timestamp: at(2)}),
        JSON.stringify({event: NOT_FOUND_EVENT, properties: {path: '/x'}, timestamp: 'yesterday'}),
        '[1, 2]',
        line(NOT_FOUND_EVENT, {path: '/x'}),
        '',
      ].join('\n'),
    );
    expect(parsed.format).toBe('jsonl');
    expect(parsed.rows).toBe(7);
    expect(parsed.events.map((event) => [event.event, event.line])).toEqual([
      [SEARCH_NO_RESULTS_EVENT, 1],
      [NOT_FOUND_EVENT, 8],
    ]);
    expect(parsed.skipped).toEqual([
      {line: 3, why: expect.stringMatching(/^not valid JSON \(.+\)$/)},
      {line: 4, why: 'event without a name'},
      {line: 5, why: 'site_not_found: properties is not an object'},
      {line: 6, why: 'site_not_found: timestamp is not a date'},
      {line: 7, why: 'not an event object'},
    ]);
  });

  it('reads a JSON array and an API page, giving each item its line', () => {
    const items = [
      {event: NOT_FOUND_EVENT, properties: {path: '/a'}, timestamp: at(0)},
      {event: NOT_FOUND_EVENT, timestamp: at(1)},
    ];
    const array = parseExport(JSON.stringify(items, null, 2));
    expect(array.format).toBe('json');
    expect(array.events.map((event) => event.line)).toEqual([2]);
    expect(array.skipped).toEqual([{line: 9, why: 'site_not_found: properties is not an object'}]);

    const page = parseExport(
      `{"next": "https://cairn.example.com/api/event/?before=x", "previous": null,\n "results": [\n  ${JSON.stringify(items[0])},\n  ${JSON.stringify(items[1])}\n]}`,
    );
    expect(page.rows).toBe(2);
    expect(page.events.map((event) => [event.properties.path, event.line])).toEqual([['/a', 3]]);
    expect(page.skipped.map((row) => row.line)).toEqual([4]);
  });

  it('reads CSV with a properties column of JSON, quotes per RFC 4180', () => {
    const parsed = parseExport(
      [
        'event,timestamp,properties',
        `${FEEDBACK_EVENT},${at(0)},"{""path"": ""/docs/a"", ""vote"": ""no"", ""comment"": ""Too short, and\\nno example""}"`,
        `${NOT_FOUND_EVENT},${at(1)},{bad json}`,
        `${NOT_FOUND_EVENT},${at(2)}`,
        `${NOT_FOUND_EVENT},${at(3)},"{""path"": ""/b""}"`,
      ].join('\r\n'),
    );
    expect(parsed.format).toBe('csv');
    expect(parsed.rows).toBe(4);
    expect(parsed.events.map((event) => [event.line, event.properties])).toEqual([
      [2, {path: '/docs/a', vote: 'no', comment: 'Too short, and\nno example'}],
      [5, {path: '/b'}],
    ]);
    expect(parsed.skipped).toEqual([
      {line: 3, why: expect.stringMatching(/^properties is not valid JSON/)},
      {line: 4, why: '2 fields where the header has 3'},
    ]);
  });

  it('reads CSV with one column per property, named with or without "properties."', () => {
    const parsed = parseExport(
      [
        'event,timestamp,distinct_id,properties.query,version_filter',
        `${SEARCH_NO_RESULTS_EVENT},${at(0)},reader-1,"kuberentes, namespace",1.15`,
        `${NOT_FOUND_EVENT},${at(1)},reader-2,,`,
        `,${at(2)},reader-3,k8s,1.15`,
      ].join('\n'),
    );
    expect(parsed.events.map((event) => event.properties)).toEqual([
      {query: 'kuberentes, namespace', version_filter: '1.15'},
      {},
    ]);
    expect(parsed.skipped).toEqual([{line: 4, why: 'event without a name'}]);
  });

  it('skips a CSV record whose quote is never closed', () => {
    const parsed = parseExport(`event,timestamp\n${NOT_FOUND_EVENT},${at(0)}\n"${NOT_FOUND_EVENT},${at(1)}\n`);
    expect(parsed.events).toHaveLength(1);
    expect(parsed.skipped).toEqual([{line: 3, why: 'a quote is not closed'}]);
  });

  it('tells the content, not the extension: JSON Lines whose first line is broken stay JSON Lines', () => {
    const parsed = parseExport(`{"event": "site_not_fou\n${line(NOT_FOUND_EVENT, {path: '/x'})}\n`);
    expect(parsed.format).toBe('jsonl');
    expect(parsed.skipped.map((row) => row.line)).toEqual([1]);
  });

  it('refuses a file that is not an export, naming the line where there is one', () => {
    expect(thrown('').message).toBe('the file is empty');
    expect(thrown(' \n\n').line).toBeUndefined();
    const cut = thrown('[\n  {"event": "site_not_found",\n  "properties": {"path": "/x"},\n');
    // Cut short: the last line with text.
    expect([cut.message, cut.line]).toEqual([expect.stringMatching(/^not valid JSON/), 3]);
    const broken = thrown('[\n  {"event": "a"}\n  {"event": "b"}\n]');
    expect([broken.message, broken.line]).toEqual([expect.stringMatching(/^not valid JSON/), 3]);
    expect([thrown('{"count": 3}').message, thrown('{"count": 3}').line]).toEqual([
      'JSON that is neither an array of events nor an API page with "results"',
      1,
    ]);
    expect(thrown('{"a": 1}\n{"b": 2}\n').message).toMatch(/no line is an event object/);
    expect([thrown('Hello,\nthis is a letter.\n').message, thrown('Hello').line]).toEqual([
      'not JSON, JSON Lines or CSV with an "event" column',
      1,
    ]);
  });
});

describe('csvRecords', () => {
  it('keeps commas, doubled quotes and line breaks inside quotes, and the line each record starts on', () => {
    expect(csvRecords('a,"b, ""c"""\r\n"d\ne",f\n\ng,\n')).toEqual([
      {fields: ['a', 'b, "c"'], line: 1},
      {fields: ['d\ne', 'f'], line: 2},
      {fields: ['g', ''], line: 5},
    ]);
  });
});

describe('docsHealth', () => {
  const parsed = (lines: string[]): ParsedExport => parseExport(lines.join('\n'));

  it('counts searches without results per query (case and spaces folded) and docs version, most frequent first', () => {
    const health = docsHealth(
      parsed([
        line(SEARCH_NO_RESULTS_EVENT, {query: 'Snowflake export', version_filter: '1.15'}),
        line(SEARCH_NO_RESULTS_EVENT, {query: 'snowflake  export', version_filter: '1.15'}),
        line(SEARCH_NO_RESULTS_EVENT, {query: 'snowflake export', version_filter: 'next'}),
        line(SEARCH_NO_RESULTS_EVENT, {query: 'bigquery'}),
        line(SEARCH_NO_RESULTS_EVENT, {query: 42, version_filter: '1.15'}),
        line('site_search', {query: 'k8s', results: 3, version_filter: '1.15'}),
      ]),
      '1.15',
    );
    expect(health.noResults).toEqual([
      {query: 'Snowflake export', versionFilter: '1.15', count: 2},
      {query: 'bigquery', versionFilter: '1.15', count: 1},
      {query: 'snowflake export', versionFilter: 'next', count: 1},
    ]);
    expect(health.skipped).toEqual([{line: 5, why: 'site_search_no_results: property query is wrong (42)'}]);
  });

  it('counts 404 addresses, trailing slash or not, with the suggestions followed from each', () => {
    const health = docsHealth(
      parsed([
        line(NOT_FOUND_EVENT, {path: '/handbook/hiring-process', suggestions: 5}),
        line(NOT_FOUND_EVENT, {path: '/docs/deployment/deploy-dokcer', suggestions: 5}),
        line(NOT_FOUND_EVENT, {path: '/docs/deployment/deploy-dokcer/', suggestions: 5}),
        line(NOT_FOUND_SUGGESTION_CLICK_EVENT, {path: '/docs/deployment/deploy-dokcer', url: '/docs/a', rank: 2}),
        line(NOT_FOUND_SUGGESTION_CLICK_EVENT, {path: '/docs/deployment/deploy-dokcer', url: '/docs/b/', rank: 1}),
        line(NOT_FOUND_SUGGESTION_CLICK_EVENT, {path: '/docs/deployment/deploy-dokcer', url: '/docs/b', rank: 1}),
        line(NOT_FOUND_SUGGESTION_CLICK_EVENT, {path: '/old', url: '/docs/c', rank: 1}),
        line(NOT_FOUND_EVENT, {path: 'handbook'}),
      ]),
      '1.15',
    );
    expect(health.notFound).toEqual([
      {
        path: '/docs/deployment/deploy-dokcer',
        count: 2,
        followed: 3,
        followedTo: [
          {url: '/docs/b', count: 2},
          {url: '/docs/a', count: 1},
        ],
      },
      {path: '/handbook/hiring-process', count: 1, followed: 0, followedTo: []},
      {path: '/old', count: 0, followed: 1, followedTo: [{url: '/docs/c', count: 1}]},
    ]);
    expect(health.skipped).toEqual([{line: 8, why: 'site_not_found: property path is wrong ("handbook")'}]);
  });

  it('ranks pages by "not helpful" votes, with their latest comments first', () => {
    const vote = (path: string, vote: string, comment: string, minute: number, version: unknown = '1.15') =>
      line(FEEDBACK_EVENT, {path, version, vote, comment}, minute);
    const health = docsHealth(
      parsed([
        vote('/docs/a', 'no', 'First', 1),
        vote('/docs/a', 'no', '', 2),
        vote('/docs/a', 'yes', 'Helpful', 3),
        vote('/docs/a', 'no', 'Latest', 9),
        vote('/docs/a', 'no', 'Third', 5),
        vote('/docs/a', 'no', 'Second', 4),
        vote('/handbook/people/time-off', 'no', 'Which country?', 6, null),
        vote('/docs/b', 'yes', 'Great', 7),
        vote('/docs/c', 'maybe', '', 8),
      ]),
      '1.15',
    );
    expect(health.feedback).toEqual([
      {
        path: '/docs/a',
        version: '1.15',
        yes: 1,
        no: 5,
        comments: [
          {vote: 'no', comment: 'Latest', timestamp: at(9)},
          {vote: 'no', comment: 'Third', timestamp: at(5)},
          {vote: 'no', comment: 'Second', timestamp: at(4)},
        ],
      },
      {
        path: '/handbook/people/time-off',
        version: null,
        yes: 0,
        no: 1,
        comments: [{vote: 'no', comment: 'Which country?', timestamp: at(6)}],
      },
    ]);
    expect(health.skipped).toEqual([{line: 9, why: 'docs_page_feedback: property vote is wrong ("maybe")'}]);
  });
});
