import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION, NEXT_DOCS_VERSION, RELEASED_DOCS_VERSIONS} from '../src/constants/docs.ts';
import {run} from '../src/content/checks/run.mts';
import {copyWorkingTree} from './lib/workingTree.mts';

/**
 * `npm run check` on copies of a real page, each with one planted mistake, written beside the page (so that its
 * relative links, docs version and OpenAPI description stay those of the page). The pages are planted in a copy of the
 * working tree, removed afterwards: `npm test` runs the whole-site checks (content, code blocks, prose lint) beside
 * the unit tests, and they must never see them.
 */
const root = path.resolve(import.meta.dirname, '..');
let site: string;
const PAGE = 'docs/deployment/deploy-docker.md';
const original = readFileSync(path.join(root, PAGE), 'utf8');

/** Each mistake: how it changes the page, the text on its line, and what the problem line must say. */
const MISTAKES = {
  'front-matter': {
    plant: (page: string) => page.replace(/^title: .*$/m, 'title: ""'),
    marker: 'title: ""',
    says: '`title` is missing or empty',
  },
  'relative-link': {
    plant: (page: string) => `${page}\nRestore it with [the backup guide](../configuring-cairn/no-such-page.md).\n`,
    marker: 'no-such-page.md',
    says: 'broken link ../configuring-cairn/no-such-page.md: no file docs/configuring-cairn/no-such-page.md',
  },
  'yaml-block': {
    plant: (page: string) =>
      `${page}\n\`\`\`yaml title="compose.override.yml"\nservices:\n  web: [8000, 8001\n\`\`\`\n`,
    marker: 'services:',
    says: 'yaml block:',
  },
  spelling: {
    plant: (page: string) => `${page}\nThe worker picks up the queue within a few secconds.\n`,
    marker: 'secconds',
    says: 'Unknown word (secconds)',
  },
  'env-var': {
    plant: (page: string) => `${page}\nSet \`CAIRN_TURBO_MODE\` to make the worker faster.\n`,
    marker: 'CAIRN_TURBO_MODE',
    says: `CAIRN_TURBO_MODE is not an environment variable Cairn ${NEXT_DOCS_VERSION} reads`,
  },
  'api-call': {
    plant: (page: string) => `${page}\nTo list the workers, send \`GET /api/workers/\` with your personal API key.\n`,
    marker: 'GET /api/workers/',
    says: 'GET /api/workers/: no such operation in the description',
  },
} as const;
type Mistake = keyof typeof MISTAKES;

const copyOf = (name: string) => path.posix.join(path.posix.dirname(PAGE), `check-test-${name}.md`);
const planted = Object.fromEntries(
  Object.entries(MISTAKES).map(([name, mistake]) => [name, {file: copyOf(name), text: mistake.plant(original)}]),
) as Record<Mistake, {file: string; text: string}>;
const clean = copyOf('clean');

/** `npm run check -- <args>` (its command, without npm): exit code and output. */
const check = (args: string[]) => {
  // As if typed in the copy's folder, whichever folder the tests were started from.
  const env = {...process.env, INIT_CWD: site};
  return run(process.execPath, ['--import', 'tsx', 'scripts/check.mts', ...args], {cwd: site, env});
};

let withMistakes: Awaited<ReturnType<typeof check>>;
let withoutMistakes: Awaited<ReturnType<typeof check>>;
let missing: Awaited<ReturnType<typeof check>>;
beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'cairn-check-test-'));
  copyWorkingTree(root, site);
  for (const {file, text} of Object.values(planted)) writeFileSync(path.join(site, file), text);
  writeFileSync(path.join(site, clean), original);
  // The runs side by side: the first two spend most of their time loading cspell's dictionaries.
  [withMistakes, withoutMistakes, missing] = await Promise.all([
    check(Object.values(planted).map(({file}) => file)),
    check([clean]),
    check(['docs/deployment/no-such-page.md']),
  ]);
}, 120_000);
afterAll(() => {
  if (site) rmSync(site, {recursive: true, force: true});
});

describe('npm run check', () => {
  it('fails with exit code 1 and names the file and line of each planted mistake', () => {
    expect(withMistakes.status, withMistakes.stdout + withMistakes.stderr).toBe(1);
    const lines = withMistakes.stdout.split('\n');
    for (const [name, mistake] of Object.entries(MISTAKES)) {
      const {file, text} = planted[name as Mistake];
      const line = text.split('\n').findIndex((row) => row.includes(mistake.marker)) + 1;
      const found = lines.filter((row) => row.startsWith(`${file}:`) && row.includes(mistake.says));
      expect(
        found,
        `${name}: no problem line for ${file} saying "${mistake.says}" in:\n${withMistakes.stdout}`,
      ).toHaveLength(1);
      // The YAML parser names the line of the block where it gave up: the block's first lines.
      const at = Number(/^[^:]+:(\d+)/.exec(found[0]!)![1]);
      if (name === 'yaml-block') expect(at).toBeGreaterThanOrEqual(line);
      else expect(at, found[0]).toBe(line);
      // One mistake, one problem: nothing else in that file.
      expect(
        lines.filter((row) => row.startsWith(`${file}:`)),
        name,
      ).toHaveLength(1);
    }
    expect(withMistakes.stdout).toMatch(/^Failed: 6 problems in 6 files \(\d+\.\d s\)\.$/m);
  });

  it('passes a clean page with exit code 0 and says what it checked and how long it took', () => {
    expect(withoutMistakes.status, withoutMistakes.stdout + withoutMistakes.stderr).toBe(0);
    expect(withoutMistakes.stdout).toContain(`Checking 1 page: ${clean}`);
    for (const check of [
      'front matter, MDX, words, filler',
      'links and anchors',
      'code blocks and environment variables',
      'HTTP calls and ::operation lines',
      'figures',
      'spelling (cspell)',
      'Markdown lint (markdownlint-cli2)',
    ]) {
      expect(withoutMistakes.stdout).toMatch(
        new RegExp(`^  ${check.replace(/[()]/g, '\\$&')} +ok +\\d+\\.\\d s  `, 'm'),
      );
    }
    expect(withoutMistakes.stdout).toMatch(/^Passed \(\d+\.\d s\)\.$/m);
  });

  it('answers a path that does not exist with one clear line and exit code 1, not a stack trace', () => {
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe('check: docs/deployment/no-such-page.md: no such file or folder');
    expect(missing.stdout).toBe('');
  });

  it('stops before checking, as the build does, when the docs versions disagree, naming the file to edit', async () => {
    const versionsFile = path.join(site, 'versions.json');
    writeFileSync(versionsFile, JSON.stringify([...RELEASED_DOCS_VERSIONS, LATEST_DOCS_VERSION]));
    try {
      const result = await check([clean]);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^check: The docs versions do not agree \(1 problem\):/);
      expect(result.stderr).toContain(`versions.json lists ${LATEST_DOCS_VERSION} twice`);
      expect(result.stdout).toBe('');
    } finally {
      writeFileSync(versionsFile, readFileSync(path.join(root, 'versions.json')));
    }
  });
});
