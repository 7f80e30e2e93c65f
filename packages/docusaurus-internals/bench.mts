/**
 * `npm run bench -w @cairn/docusaurus-internals`: what each feature of the package saves, measured on the fixture site
 * (fixture/), side by side in one run. Not part of any test.
 *
 * 1. Builds the fixture from cold (no .docusaurus/ nor Rspack cache) with every feature on, then once with each
 *    switch of fixture/switches.ts off (`INTERNALS_OFF`), into fixture/build-bench/<name>/, and times each build.
 * 2. Serves each build gzip-compressed (scripts/serve.mts) and loads the pages of fixture/pages.ts in Chromium: the
 *    JavaScript each downloads before it is interactive (hydrated), gzipped, as the site's benchmark measures it
 *    (scripts/lib/firstLoad.mts).
 * 3. Prints the figures of every build, then what each feature saves per page: the build without it minus the build
 *    with every feature on.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {measureFirstLoads, type FirstLoad} from '@cairn/test-kit/first-load';
import {freePort, startPreview} from '@cairn/test-kit/preview';
import {FIXTURE_PAGES} from './fixture/pages';
import {SWITCHES, type Switch} from './fixture/switches';

const packageDir = import.meta.dirname;
const repoRoot = path.resolve(packageDir, '../..');
const fixtureDir = path.join(packageDir, 'fixture');
const benchDir = path.join(fixtureDir, 'build-bench');
const paths = Object.values(FIXTURE_PAGES);

interface Variant {
  name: string;
  off?: Switch;
}
interface Figures extends Variant {
  buildSeconds: number;
  pages: number;
  loads: FirstLoad[];
}

/** Builds the fixture from cold with one switch off (or none); stops the benchmark with the build's output if it fails. */
function build(variant: Variant): {seconds: number; outDir: string; pages: number} {
  const outDir = path.join(benchDir, variant.name);
  for (const dir of [path.join(fixtureDir, '.docusaurus'), path.join(packageDir, 'node_modules/.cache'), outDir])
    rmSync(dir, {recursive: true, force: true});
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build', 'fixture', '--out-dir', outDir], {
    cwd: packageDir,
    encoding: 'utf8',
    env: {...process.env, INTERNALS_OFF: variant.off ?? ''},
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    console.error(
      `bench: the fixture's build ${variant.name} failed (exit code ${result.status}); its output is above.`,
    );
    process.exit(1);
  }
  const pages = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    file.endsWith('.html'),
  ).length;
  return {seconds, outDir, pages};
}

const variants: Variant[] = [{name: 'all-on'}, ...SWITCHES.map((name) => ({name: `${name}-off`, off: name}))];
const figures: Figures[] = [];
for (const variant of variants) {
  process.stdout.write(`${variant.off ? `Without ${variant.off}` : 'Every feature on'}: building`);
  const {seconds, outDir, pages} = build(variant);
  process.stdout.write(` ${seconds.toFixed(1)} s, measuring`);
  const preview = await startPreview({root: repoRoot, dir: outDir, port: await freePort(3640, 3699)});
  let loads: FirstLoad[];
  try {
    // Hydration needs every script it waits for, so one second after it no script of the first load is still coming.
    loads = await measureFirstLoads(preview.origin, paths, 1000);
  } finally {
    preview.stop();
  }
  console.log(' done');
  figures.push({...variant, buildSeconds: seconds, pages, loads});
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const bytes = (value: number) => value.toLocaleString('en-US');
const nameWidth = Math.max(...variants.map((variant) => variant.name.length)) + 2;
/** One column a page, as wide as its path (and a six-figure number). */
const columns = (cells: Array<string | number>) =>
  cells.map((cell, index) => String(cell).padStart(Math.max(paths[index]!.length, 7) + 2)).join('');
const [base] = figures;

console.log();
console.log(
  `@cairn/docusaurus-internals benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}: the fixture (${base!.pages} HTML pages) built ${figures.length} times from cold.`,
);
console.log(
  'JavaScript downloaded before the page is interactive (hydrated): gzipped bytes as scripts/serve.mts sends them, in Chromium.',
);
console.log();
console.log(`${pad('build', nameWidth)}${'time'.padStart(7)}${columns(paths)}`);
for (const figure of figures) {
  console.log(
    `${pad(figure.name, nameWidth)}${`${figure.buildSeconds.toFixed(1)} s`.padStart(7)}${columns(
      figure.loads.map((load) => bytes(load.beforeGzip)),
    )}`,
  );
}
console.log();
console.log('Bytes saved per page by each feature: its build without it minus the build with every feature on.');
console.log('A negative figure is what the feature adds.');
console.log();
console.log(`${pad('feature', nameWidth)}${' '.repeat(7)}${columns(paths)}`);
for (const figure of figures.slice(1)) {
  console.log(
    `${pad(figure.off!, nameWidth)}${' '.repeat(7)}${columns(
      figure.loads.map((load, index) => bytes(load.beforeGzip - base!.loads[index]!.beforeGzip)),
    )}`,
  );
}
