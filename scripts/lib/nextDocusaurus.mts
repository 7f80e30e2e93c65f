/**
 * Pure parts of scripts/check-next-docusaurus.mts, tested in ./nextDocusaurus.test.mts: which canary to try, where a
 * failed build threw, and the smoke tests' results from Playwright's JSON report.
 */
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import semver from 'semver';

/**
 * The canaries of `major` that @docusaurus/core is published at, newest first (`4.0.0-canary-6822` before
 * `4.0.0-canary-6808`).
 */
export function canariesOf(versions: readonly string[], major: number): string[] {
  const number = (version: string) => Number(/-canary-(\d+)$/.exec(version)![1]);
  return versions
    .filter((version) => semver.valid(version) && semver.major(version) === major && /-canary-\d+$/.test(version))
    .sort((a, b) => semver.compare(semver.coerce(b)!, semver.coerce(a)!) || number(b) - number(a));
}

/** The packages of `names` that are not published at `version`. */
export function unpublished(
  names: readonly string[],
  published: ReadonlyMap<string, ReadonlySet<string>>,
  version: string,
): string[] {
  return names.filter((name) => !published.get(name)?.has(version));
}

/**
 * TypeScript for a `@docusaurus/tsconfig` whose peer range is `wanted`: none when `current` satisfies it; otherwise
 * the newest release of the oldest major that does (the smallest step, which typescript-eslint is likeliest to
 * accept).
 */
export function typescriptFor(current: string, wanted: string, releases: readonly string[]): string | undefined {
  if (semver.satisfies(semver.minVersion(current)!, wanted)) return undefined;
  const fitting = releases.filter(
    (version) => semver.valid(version) && !semver.prerelease(version) && semver.satisfies(version, wanted),
  );
  if (fitting.length === 0) throw new Error(`no TypeScript release satisfies ${wanted}`);
  const oldestMajor = Math.min(...fitting.map((version) => semver.major(version)));
  return semver.maxSatisfying(fitting, `${oldestMajor}.x`)!;
}

/**
 * A build's error: its first lines, and where it was thrown, from the first stack frame inside the copy: this site's
 * code (a path outside node_modules) or an upstream package, named with its installed version.
 */
export function explainBuildError(
  output: string,
  copyRoot: string,
  versionOf: (pkg: string) => string | undefined,
): string[] {
  const clean = (line: string) => line.replace(/^[\s│╰─▶×]+/, '').trim();
  const lines = output.split('\n');
  const first = lines.findIndex((line) => /^\[ERROR\]|^Error\b|^\s*×/.test(line));
  const message =
    first < 0
      ? []
      : lines
          .slice(first, first + 4)
          .map(clean)
          .filter((line) => line && !line.startsWith('at '))
          .slice(0, 2);
  const frames = [...output.matchAll(/\bat (?:[^\n(]+? \()?(?:file:\/\/)?(\/[^\s():]+):\d+:\d+/g)].map(
    (match) => match[1]!,
  );
  const frame = frames.find((file) => file.startsWith(`${copyRoot}${path.sep}`));
  let where: string;
  if (!frame) {
    where = 'where: no stack frame in the site or its packages (see the log)';
  } else {
    const relative = path.relative(copyRoot, frame);
    const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(relative)?.[1];
    where = pkg
      ? `where: upstream, thrown in ${pkg}@${versionOf(pkg) ?? '?'} (${relative}), not in this site's code`
      : `where: this site's code, ${relative}`;
  }
  return [...message.map((line) => `error: ${line}`), where];
}

interface Suite {
  title: string;
  specs?: Array<{
    title: string;
    tests: Array<{results: Array<{status: string; duration: number; error?: {message?: string}}>}>;
  }>;
  suites?: Suite[];
}

export interface SmokeResult {
  name: string;
  passed: boolean;
  seconds: number;
  /** The first lines of the failure, without colour codes. */
  error?: string;
}

/** Every test of a Playwright JSON report, in order, passed only if each of its runs passed. */
export function smokeResults(report: {suites?: Suite[]}): SmokeResult[] {
  const out: SmokeResult[] = [];
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      const results = spec.tests.flatMap((test) => test.results);
      const passed = results.length > 0 && results.every((result) => result.status === 'passed');
      const failure = results.find((result) => result.status !== 'passed');
      out.push({
        name: spec.title,
        passed,
        seconds: results.reduce((sum, result) => sum + result.duration, 0) / 1000,
        error: passed
          ? undefined
          : stripVTControlCharacters(failure?.error?.message ?? `status ${failure?.status ?? 'not run'}`)
              .split('\n')
              .slice(0, 6)
              .join('\n'),
      });
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return out;
}
