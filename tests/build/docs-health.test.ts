import {spawn} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {repoRoot} from '../site';

/**
 * `npm run docs-health` (scripts/docs-health.mts) over the sample exports of tests/fixtures and the build's search
 * index: what it prints and its exit code. The sample JSON Lines export holds four malformed lines on purpose:
 * line 12 is cut short (not valid JSON), line 21 searches for a number (`query: 42`), line 32 has an empty event
 * name, line 47 votes "meh". The CSV export's line 7 has 4 fields where the header has 13.
 */
interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function docsHealth(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/docs-health.mts', ...args], {cwd: repoRoot});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

/** The lines of one section of the report, from its heading to the blank line after it. */
function section(report: string, heading: string): string[] {
  const lines = report.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  expect(start, heading).toBeGreaterThan(-1);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end);
}

const JSONL = 'tests/fixtures/site-events.jsonl';
let jsonl: Run;
let csv: Run;
let broken: Run;
let brokenFile: string;

beforeAll(async () => {
  brokenFile = path.join(mkdtempSync(path.join(tmpdir(), 'docs-health-')), 'events.json');
  // The third line lacks the comma between two events.
  writeFileSync(brokenFile, '[\n  {"event": "site_not_found", "properties": {}, "timestamp": "2026-11-02T08:00:00Z"}\n  {"event": "b"}\n]\n');
  [jsonl, csv, broken] = await Promise.all([
    docsHealth(JSONL),
    docsHealth('tests/fixtures/site-events.csv', '--json', '--top', '1'),
    docsHealth(brokenFile),
  ]);
}, 240_000);

describe('docs-health over the sample JSON Lines export', () => {
  it('lists the most frequent search without results with the page the search returns now', () => {
    expect(jsonl.stderr).toBe('');
    expect(jsonl.status).toBe(0);
    const searches = section(jsonl.stdout, 'Searches without results');
    expect(searches[1]).toMatch(
      /^\s+5\s+1\.15\s+kuberentes namespace\s+\/docs\/deployment\/deploy-kubernetes "Deploy on Kubernetes" \(as "kubernetes namespace"\)$/,
    );
    expect(searches).toContainEqual(expect.stringMatching(/^\s+3\s+1\.15\s+bigquery sync\s+still nothing$/));
  });

  it('lists the 404 addresses with the redirect the 404 page suggests and how often a suggestion was followed', () => {
    const notFound = section(jsonl.stdout, '404 addresses');
    expect(notFound[1]).toMatch(
      /^\s+5\s+3 \(60%\)\s+\/docs\/deployment\/deploy-dokcer\s+\/docs\/deployment\/deploy-docker "Deploy with Docker"\s+\/docs\/deployment\/deploy-docker \(2\)$/,
    );
    expect(notFound[2]).toMatch(/^\s+3\s+2 \(67%\)\s+\/handbook\/hiring-process\s+\/handbook\/people\/hiring-process /);
  });

  it('lists the page with the most "not helpful" votes first, with its latest comment', () => {
    const pages = section(jsonl.stdout, 'Pages with the most "not helpful" votes');
    expect(pages.slice(1, 3)).toEqual([
      '   4    1  /docs/deployment/deploy-kubernetes (1.15)',
      '      2026-11-02 18:16 no: "Missing: how to upgrade the chart from 1.14, step by step."',
    ]);
  });

  it('counts the rows read and skipped, and names the skipped lines', () => {
    expect(jsonl.stdout.trimEnd().split('\n').slice(-5)).toEqual([
      '60 rows read, 4 skipped',
      `  ${JSONL}:12: not valid JSON (Unterminated string)`,
      `  ${JSONL}:21: site_search_no_results: property query is wrong (42)`,
      `  ${JSONL}:32: event without a name`,
      `  ${JSONL}:47: docs_page_feedback: property vote is wrong ("meh")`,
    ]);
  });
});

describe('docs-health over the sample CSV export, as JSON', () => {
  it('reads the same events from one column per property', () => {
    expect(csv.status).toBe(0);
    expect(JSON.parse(csv.stdout)).toMatchObject({
      format: 'csv',
      rows: 20,
      skipped: 1,
      skippedRows: [{line: 7, why: '4 fields where the header has 13'}],
      noResults: [
        {query: 'kuberentes namespace', count: 3, now: {url: '/docs/deployment/deploy-kubernetes'}},
      ],
      notFound: [
        {path: '/docs/deployment/deploy-dokcer', count: 2, followed: 1, suggestion: {url: '/docs/deployment/deploy-docker'}},
      ],
      feedback: [
        {
          path: '/docs/configuring-cairn/smtp-credentials',
          no: 1,
          comments: [{comment: 'Which port for Gmail, 465 or 587?\nThe table lists both.'}],
        },
      ],
    });
  });
});

describe('docs-health over a file that is not an export', () => {
  it('exits 1 with one line naming the file and line, no stack trace', () => {
    expect(broken.status).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toBe(`docs-health: ${brokenFile}:3: not valid JSON (Expected ',' or ']' after array element)\n`);
  });
});
