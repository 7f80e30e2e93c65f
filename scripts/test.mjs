#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 * type check, ESLint, unit tests (Vitest), the content check, the code-block check, the prose lint, the
 * production build, the build with the integrations configured, the build from a source archive, the browser tests (Playwright in Debian's Chromium
 * against both builds) and the dev-server tests (`npm start`). Ends with one summary line.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';

const steps = [
  {name: 'type check', cmd: 'npx', args: ['tsc', '--noEmit']},
  {name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0']},
  {name: 'unit tests', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'], results: 'test-results/unit.json'},
  {name: 'content check', cmd: 'npx', args: ['tsx', 'scripts/content-check.mts']},
  {name: 'figures check', cmd: 'npx', args: ['tsx', 'scripts/check-figures.mts']},
  {name: 'OpenAPI check (Redocly recommended rules, HTTP calls in the docs, every operation on a page)', cmd: 'npm', args: ['run', '--silent', 'check:openapi']},
  {name: 'code blocks (YAML, JSON, ShellCheck, Python, JS/TS, project rules, env vars, deploy files)', cmd: 'npm', args: ['run', '--silent', 'check:code']},
  {name: 'prose lint (cspell, markdownlint)', cmd: 'npm', args: ['run', '--silent', 'lint:prose']},
  {name: 'build', cmd: 'npm', args: ['run', 'build']},
  {name: 'build with the integrations configured (fake Algolia and analytics keys)', cmd: 'npm', args: ['run', 'build:integrations']},
  {name: 'build from a source archive (no .git)', cmd: 'npm', args: ['run', 'build:archive-check']},
  {name: 'browser tests', cmd: 'npx', args: ['playwright', 'test'], results: 'test-results/e2e.json'},
  {name: 'dev server tests', cmd: 'npx', args: ['playwright', 'test', '--config', 'playwright.dev.config.ts'], results: 'test-results/dev.json'},
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

mkdirSync('test-results', {recursive: true});
let passed = 0;
let failed = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const result = spawnSync(step.cmd, step.args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.results) {
    const c = counts(step.results);
    passed += c.passed;
    failed += c.failed;
    console.log(`--- ${step.name}: ${c.passed} passed, ${c.failed} failed (${seconds}s)`);
  } else {
    console.log(`--- ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
  if (result.status !== 0) {
    if (!step.results || failed === 0) failed += 1;
    console.log(`\n${step.name} failed.`);
    console.log(`tests: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
