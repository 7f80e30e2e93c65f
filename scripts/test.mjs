#!/usr/bin/env node
/**
 * `npm test`: every check, in tiers, the fast ones first; it stops after the first tier that fails and ends with a
 * table of each step's time and one line `tests: N passed, N failed`.
 *
 * 1. static: the type check, ESLint, the unit tests (Vitest), the content, figures, OpenAPI and
 *    code-block checks and the prose lint, as many at a time as the machine has cores. No build.
 * 2. build, as many at a time as the machine has cores: the production build (`build/`), the version cut
 *    (`npm run check:version-cut`) and the browser tests of packages/docusaurus-internals on its own small fixture
 *    site (built first).
 * 3. checks, as many at a time as the machine has cores: the build with the integrations configured (fake Algolia
 *    and analytics keys, `build-integrations/`, unminified), made from a source archive (`git archive HEAD` in an
 *    empty folder, without `.git`); the tests over the production build (Vitest, `tests/build/`); the dev server's
 *    tests (`tests/dev/`, which need no build).
 * 4. browser: Playwright in Debian's Chromium against both builds (`tests/e2e/`).
 *
 * `npm test -- static build` runs the named tiers only (a later tier needs the builds of the earlier ones).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {Buffer} from 'node:buffer';

const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`];

const tiers = [
  {
    name: 'static',
    parallel: true,
    // Longest first, so the lanes finish together.
    steps: [
      {
        name: 'unit tests',
        cmd: 'npx',
        args: ['vitest', 'run', ...vitestJson('test-results/unit.json')],
        results: 'test-results/unit.json',
      },
      {
        name: 'code blocks (YAML, JSON, ShellCheck, Python, JS/TS, project rules, env vars, deploy files)',
        cmd: 'npm',
        args: ['run', '--silent', 'check:code'],
      },
      {name: 'lint (ESLint, Prettier)', cmd: 'npm', args: ['run', '--silent', 'lint']},
      {name: 'prose lint (cspell, markdownlint)', cmd: 'npm', args: ['run', '--silent', 'lint:prose']},
      {name: 'type check', cmd: 'npx', args: ['tsc', '--noEmit']},
      {
        name: 'OpenAPI check (Redocly recommended rules, HTTP calls in the docs, every operation on a page)',
        cmd: 'npm',
        args: ['run', '--silent', 'check:openapi'],
      },
      {name: 'content check', cmd: 'npx', args: ['tsx', 'scripts/content-check.mts']},
      {name: 'figures check', cmd: 'npx', args: ['tsx', 'scripts/check-figures.mts']},
    ],
  },
  {
    name: 'build',
    parallel: true,
    // The production build beside the two builds that do not need it, which fill the core it leaves idle (its
    // static-site generation runs on one). Longest first.
    steps: [
      {name: 'build', cmd: 'npm', args: ['run', 'build']},
      {
        name: 'version cut (the release Next describes cut in a copy, built and checked; an unknown version fails)',
        cmd: 'npm',
        args: ['run', '--silent', 'check:version-cut'],
      },
      {
        name: 'docusaurus-internals: its fixture site built, then its browser tests',
        cmd: 'npm',
        args: ['run', '--silent', 'test:browser', '-w', '@cairn/docusaurus-internals'],
        results: 'packages/docusaurus-internals/test-results/browser.json',
      },
    ],
  },
  {
    name: 'checks',
    parallel: true,
    steps: [
      {
        name: 'build with the integrations configured, from a source archive (no .git)',
        cmd: 'npx',
        args: ['tsx', 'scripts/archive-build.mts', '--integrations'],
      },
      {
        name: 'tests over the build',
        cmd: 'npx',
        args: ['vitest', 'run', '--config', 'vitest.build.config.mts', ...vitestJson('test-results/build.json')],
        results: 'test-results/build.json',
      },
      {
        name: 'dev server tests',
        cmd: 'npx',
        args: ['playwright', 'test', '--config', 'playwright.dev.config.ts'],
        results: 'test-results/dev.json',
      },
    ],
  },
  {
    name: 'browser',
    steps: [{name: 'browser tests', cmd: 'npx', args: ['playwright', 'test'], results: 'test-results/e2e.json'}],
  },
];

/** Passed and failed test counts from a Vitest or Playwright JSON report. */
function counts(file) {
  if (!existsSync(file)) return {passed: 0, failed: 0};
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    return {passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky};
  }
  return {passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0};
}

const env = {...process.env, FORCE_COLOR: '0'};
const seconds = (started) => (Date.now() - started) / 1000;

/** Runs a step with its output on the terminal as it comes. */
function runLive(step) {
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, {stdio: 'inherit', env});
  return {ok: result.status === 0, seconds: seconds(started), counts: step.results && counts(step.results)};
}

/** Runs a step with its output kept, printed whole when it ends, so that steps running side by side do not mix. */
function runQuiet(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {env, stdio: ['ignore', 'pipe', 'pipe']});
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
      process.stdout.write(Buffer.concat(output).toString());
      resolve({ok: code === 0, seconds: seconds(started), counts: step.results && counts(step.results)});
    });
  });
}

/** Runs the steps `lanes` at a time; after a failure, starts no new one. */
async function runParallel(steps, lanes) {
  const queue = [...steps];
  const results = new Map();
  let failed = false;
  const lane = async () => {
    while (queue.length > 0 && !failed) {
      const step = queue.shift();
      const result = await runQuiet(step);
      results.set(step, result);
      if (!result.ok) failed = true;
    }
  };
  await Promise.all(Array.from({length: lanes}, lane));
  return steps.filter((step) => results.has(step)).map((step) => [step, results.get(step)]);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !tiers.some((tier) => tier.name === name));
if (unknown.length > 0) {
  console.error(
    `npm test: no tier named ${unknown.join(', ')}; the tiers are ${tiers.map((tier) => tier.name).join(', ')}`,
  );
  process.exit(2);
}

mkdirSync('test-results', {recursive: true});
const lanes = Math.max(1, availableParallelism());
const timings = [];
let passed = 0;
let failed = 0;
const gateStarted = Date.now();

function summary() {
  console.log('\n--- times');
  for (const {tier, step, result} of timings) {
    console.log(
      `${tier.padEnd(8)} ${result.seconds.toFixed(1).padStart(7)}s  ${result.ok ? 'ok    ' : 'FAILED'}  ${step.name}`,
    );
  }
  console.log(`${'all'.padEnd(8)} ${seconds(gateStarted).toFixed(1).padStart(7)}s`);
}

for (const tier of tiers.filter((tier) => wanted.length === 0 || wanted.includes(tier.name))) {
  const started = Date.now();
  console.log(`\n##### tier ${tier.name}${tier.parallel ? ` (${lanes} at a time)` : ''}`);
  const ran = [];
  if (tier.parallel) {
    ran.push(...(await runParallel(tier.steps, lanes)));
  } else {
    for (const step of tier.steps) {
      const result = runLive(step);
      ran.push([step, result]);
      if (!result.ok) break;
    }
  }
  let tierFailed = false;
  for (const [step, result] of ran) {
    timings.push({tier: tier.name, step, result});
    if (step.results) {
      // Read when the step ended, in case a later run rewrites it.
      const c = result.counts;
      passed += c.passed;
      failed += c.failed;
      console.log(`--- ${step.name}: ${c.passed} passed, ${c.failed} failed (${result.seconds.toFixed(1)}s)`);
      if (!result.ok && c.failed === 0) failed += 1;
    } else {
      console.log(`--- ${step.name}: ${result.ok ? 'ok' : 'FAILED'} (${result.seconds.toFixed(1)}s)`);
      if (!result.ok) failed += 1;
    }
    if (!result.ok) tierFailed = true;
  }
  console.log(`##### tier ${tier.name}: ${tierFailed ? 'FAILED' : 'ok'} in ${seconds(started).toFixed(1)}s`);
  if (tierFailed) {
    summary();
    console.log(
      `\ntier ${tier.name} failed: ${ran
        .filter(([, result]) => !result.ok)
        .map(([step]) => step.name)
        .join(', ')}.`,
    );
    console.log(`tests: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
summary();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
