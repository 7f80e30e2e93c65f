/**
 * `npm run bench`: the quality budgets of issue #7, measured. Not part of `npm test`: it prints figures and compares
 * them with the targets of src/constants/budgets.ts.
 *
 * 1. Builds from cold (no build/, .docusaurus/ or node_modules/.cache/) and times it; counts the pages and the
 *    search index.
 * 2. Serves the build gzip-compressed (scripts/serve.mts) and runs Lighthouse 12.8 three times per page, mobile and
 *    desktop, on the pages of BENCH_PAGES: medians of the performance score, LCP, TBT and CLS.
 * 3. Loads each page once in Chromium and adds up the JavaScript it downloads, raw and gzipped, before it is
 *    interactive (hydrated) and in all, and the third-party requests made before it is interactive.
 *
 * Options: `--skip-build` measures the existing build; `--runs N` changes the number of Lighthouse runs.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BENCH_PAGES, LIGHTHOUSE_PERFECT, TARGETS} from '../src/constants/budgets';
import {kb} from '@cairn/test-kit/first-visit';
import {measureFirstLoads, type FirstLoad} from '@cairn/test-kit/first-load';
import {runLighthouse, type LighthouseRun} from '@cairn/test-kit/lighthouse';

const {values} = parseArgs({
  options: {'skip-build': {type: 'boolean', default: false}, runs: {type: 'string', default: '3'}},
});
const RUNS = Number(values.runs);
const PORT = 3400;
const root = path.resolve(import.meta.dirname, '..');
const origin = `http://127.0.0.1:${PORT}`;

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const dirSize = (dir: string): number =>
  readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const file = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(file) : statSync(file).size);
  }, 0);

// 1. Cold build
let buildSeconds: number | undefined;
if (!values['skip-build']) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(root, dir), {recursive: true, force: true});
  console.log('Building from cold (npm run build)...');
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build'], {cwd: root, encoding: 'utf8'});
  buildSeconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error('npm run build failed');
  }
}
const sitemap = readFileSync(path.join(root, 'build/sitemap.xml'), 'utf8');
const pageCount = [...sitemap.matchAll(/<loc>/g)].length;
const searchDir = path.join(root, 'build/pagefind');
const searchBytes = existsSync(searchDir) ? dirSize(searchDir) : 0;
const searchPages = existsSync(path.join(searchDir, 'pagefind-entry.json'))
  ? Object.values(
      (
        JSON.parse(readFileSync(path.join(searchDir, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, {page_count: number}>;
        }
      ).languages,
    ).reduce((sum, language) => sum + language.page_count, 0)
  : 0;

// 2. and 3. against the gzip preview
const server = spawn('npx', ['tsx', 'scripts/serve.mts', '--port', String(PORT)], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!);
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (attempt > 100) throw new Error('The preview server did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

interface PageFigures {
  template: string;
  path: string;
  mobile: LighthouseRun[];
  desktop: LighthouseRun[];
  js: FirstLoad;
}
const lighthouse: Array<{mobile: LighthouseRun[]; desktop: LighthouseRun[]}> = [];
for (const {template, path: pagePath} of BENCH_PAGES) {
  process.stdout.write(`Measuring ${template} (${pagePath}): Lighthouse`);
  const mobile: LighthouseRun[] = [];
  const desktop: LighthouseRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    mobile.push(await runLighthouse(origin + pagePath, {categories: ['performance'], formFactor: 'mobile'}));
    desktop.push(
      await runLighthouse(origin + pagePath, {
        categories: ['performance', ...LIGHTHOUSE_PERFECT],
        formFactor: 'desktop',
      }),
    );
    process.stdout.write(` ${run + 1}/${RUNS}`);
  }
  console.log(' done');
  lighthouse.push({mobile, desktop});
}
// The JavaScript of a first visit, one fresh browser context per page (scripts/lib/firstLoad.mts).
const loads = await measureFirstLoads(
  origin,
  BENCH_PAGES.map((page) => page.path),
);
stopServer();
const figures: PageFigures[] = BENCH_PAGES.map(({template, path: pagePath}, index) => ({
  template,
  path: pagePath,
  ...lighthouse[index]!,
  js: loads[index]!,
}));

// Report
const lines: string[] = [];
const out = (line = '') => lines.push(line);
out(
  `cairn.dev benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, Lighthouse 12.8, medians of ${RUNS} runs`,
);
out(
  `Served by scripts/serve.mts (gzip). Mobile: Lighthouse's default (Moto G Power, slow 4G, 4x CPU, simulated); desktop: its desktop preset.`,
);
const benchmarkIndexes = figures
  .flatMap((page) => [...page.mobile, ...page.desktop])
  .flatMap((run) => (run.benchmarkIndex === undefined ? [] : [run.benchmarkIndex]));
if (benchmarkIndexes.length > 0) {
  out(
    `Machine: Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (median; ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))} over the runs). Simulated mobile times scale the main thread's observed tasks by 4, so a slower or busier machine reads as a slower phone.`,
  );
}
out();
out(`Build (cold)       ${buildSeconds === undefined ? 'skipped (--skip-build)' : `${buildSeconds.toFixed(1)} s`}`);
out(`Pages              ${pageCount} in the sitemap`);
out(`Search index       ${kb(searchBytes)} KB in build/pagefind, ${searchPages} pages`);
out();
const labelWidth =
  Math.max(...figures.map((page) => `${page.template} ${page.path}`.length), 'JavaScript of a first visit'.length) + 2;
out(
  `${pad('Page', labelWidth)}${pad('Mobile', 8)}${pad('Desktop', 9)}${pad('LCP mob.', 10)}${pad('TBT mob.', 10)}${pad('CLS mob.', 10)}${pad('LCP desk.', 11)}${pad('TBT desk.', 11)}CLS desk.`,
);
for (const page of figures) {
  const m = (list: LighthouseRun[], pick: (run: LighthouseRun) => number) => median(list.map(pick));
  out(
    pad(`${page.template} ${page.path}`, labelWidth) +
      pad(
        m(page.mobile, (r) => r.scores.performance),
        8,
      ) +
      pad(
        m(page.desktop, (r) => r.scores.performance),
        9,
      ) +
      pad(`${Math.round(m(page.mobile, (r) => r.lcpMs ?? NaN))} ms`, 10) +
      pad(`${Math.round(m(page.mobile, (r) => r.tbtMs ?? NaN))} ms`, 10) +
      pad(m(page.mobile, (r) => r.cls ?? NaN).toFixed(3), 10) +
      pad(`${Math.round(m(page.desktop, (r) => r.lcpMs ?? NaN))} ms`, 11) +
      pad(`${Math.round(m(page.desktop, (r) => r.tbtMs ?? NaN))} ms`, 11) +
      m(page.desktop, (r) => r.cls ?? NaN).toFixed(3),
  );
}
out();
out(
  `${pad('JavaScript of a first visit', labelWidth)}${pad('before interactive', 26)}${pad('in all (prefetch included)', 28)}third-party before`,
);
for (const page of figures) {
  out(
    pad(`${page.template} ${page.path}`, labelWidth) +
      pad(`${kb(page.js.beforeGzip)} KB gz / ${kb(page.js.beforeRaw)} KB`, 26) +
      pad(`${kb(page.js.allGzip)} KB gz / ${kb(page.js.allRaw)} KB`, 28) +
      page.js.thirdPartyBefore,
  );
}
out();
out('Targets');
let misses = 0;
const check = (ok: boolean, text: string) => {
  if (!ok) misses++;
  out(`  ${mark(ok)} ${text}`);
};
// Best practices and SEO: npm test holds best practices on two templates (LIGHTHOUSE_GATE_PAGES) and the head facts
// of the SEO audit on every page (tests/build/head.test.ts); here every template gets both, on the desktop runs.
for (const page of figures) {
  for (const category of LIGHTHOUSE_PERFECT) {
    const score = median(page.desktop.map((r) => r.scores[category] ?? 0));
    const failing = [
      ...new Set(page.desktop.flatMap((r) => r.failing.filter((line) => line.startsWith(`${category}/`)))),
    ];
    check(
      score === 100,
      `${page.template}: Lighthouse ${category} ${score}${failing.length > 0 ? ` (${failing.join('; ')})` : ''}`,
    );
  }
}
for (const page of figures) {
  const mobileScore = median(page.mobile.map((r) => r.scores.performance));
  const desktopScore = median(page.desktop.map((r) => r.scores.performance));
  const tbt = median(page.mobile.map((r) => r.tbtMs ?? Infinity));
  const cls = Math.max(
    median(page.mobile.map((r) => r.cls ?? Infinity)),
    median(page.desktop.map((r) => r.cls ?? Infinity)),
  );
  const js = kb(page.js.beforeGzip);
  check(
    mobileScore >= TARGETS.mobilePerformance,
    `${page.template}: mobile performance ${mobileScore} (target >= ${TARGETS.mobilePerformance})`,
  );
  check(
    desktopScore >= TARGETS.desktopPerformance,
    `${page.template}: desktop performance ${desktopScore} (target ${TARGETS.desktopPerformance})`,
  );
  check(
    tbt <= TARGETS.mobileTbtMs,
    `${page.template}: mobile TBT ${Math.round(tbt)} ms (target <= ${TARGETS.mobileTbtMs} ms)`,
  );
  check(cls <= TARGETS.cls, `${page.template}: CLS ${cls.toFixed(3)} (target ${TARGETS.cls})`);
  check(
    js <= TARGETS.jsBeforeInteractiveKb,
    `${page.template}: ${js} KB gzipped JavaScript before interactive (target <= ${TARGETS.jsBeforeInteractiveKb} KB)`,
  );
  check(
    page.js.thirdPartyBefore === 0,
    `${page.template}: ${page.js.thirdPartyBefore} third-party requests before interactive (target 0)`,
  );
}
out();
out(misses ? `${misses} target(s) missed.` : 'Every target met.');
console.log(`\n${lines.join('\n')}`);
