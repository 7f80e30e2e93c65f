import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Result} from 'lighthouse';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium';

/**
 * Lighthouse's own Chromium. Lighthouse also blocks every https URL (see below), so no third party is reached and
 * none counts as a console error.
 */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// Playwright and `npm run bench` both run from the repository's root.
const CLI = path.resolve('node_modules/lighthouse/cli/index.js');

export interface LighthouseRun {
  scores: Record<string, number>;
  /** Failing audits of the categories run, as "category/id: title (value) first items". */
  failing: string[];
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  /** Lighthouse's measure of this machine's speed (a typical desktop scores about 1000 to 2500). */
  benchmarkIndex: number | undefined;
}

/** Category scores (0-100), failing audits and lab metrics of a Lighthouse result. */
export function summarize(lhr: Result): LighthouseRun {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Record<string, number> = {};
  const failing: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const items = ((audit.details as {items?: Record<string, unknown>[]} | undefined)?.items ?? []).slice(0, 5);
        const what = items.map((item) => JSON.stringify(item).slice(0, 200)).join(' ');
        failing.push(
          `${id}/${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} ${what}`.trim(),
        );
      }
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  return {
    scores,
    failing,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * Runs Lighthouse 12.8's command line (mobile by default, with its simulated throttling; `desktop` uses its desktop
 * preset) on `url` in a fresh Chromium. The command line runs in plain Node, out of reach of the TypeScript
 * loaders of Playwright and tsx, which would rewrite the functions Lighthouse sends to the page.
 */
export async function runLighthouse(
  url: string,
  options: {categories: string[]; formFactor?: 'mobile' | 'desktop'},
): Promise<LighthouseRun> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${options.categories.join(',')}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    // Every third party (GitHub's API for the star count, analytics, search) is https, the preview server http:
    // block them all, as a content blocker would. Lighthouse does not count the requests it blocks as errors.
    '--blocked-url-patterns=https://*',
    // The screenshots are for the performance report only, which the tests do not read; taking them costs
    // about 2 s on a long page.
    '--disable-full-page-screenshot',
    '--skip-audits=screenshot-thumbnails,final-screenshot',
    ...(options.formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // Lighthouse sometimes fails to record the trace of a load on a busy machine ("Runtime error encountered: ...
  // (NO_NAVSTART)"), twice in a row at times: such a run measured nothing, so it runs again, up to three times in
  // all. Any score of a run that did record is kept.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const {stdout} = await promisify(execFile)(process.execPath, args, {
        env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
        maxBuffer: 64 * 1024 * 1024,
      });
      return summarize(JSON.parse(stdout) as Result);
    } catch (error) {
      const stderr = String((error as {stderr?: unknown}).stderr ?? '');
      if (attempt >= 3 || !stderr.includes('Runtime error encountered')) throw error;
    }
  }
}
