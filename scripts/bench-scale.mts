/**
 * `npm run bench:scale`: does the first visit's JavaScript stay flat as the site grows? (issue #19)
 *
 * Builds two temporary copies of this checkout side by side, in one run, on the same machine:
 * - "today": the site as it is;
 * - "scale": the same site with ten docs versions: Next and the versions of versions.json as they are, and more
 *   made from the oldest of them (the template), named after the releases before it (RELEASES of
 *   src/constants/docs.ts), each generated version holding every page of the template three times (its own and two
 *   copies listed in one more sidebar category), about 2,000 pages in all.
 * For each it prints the build time (`npm run build`, cold: no cache, no .docusaurus), the peak memory of the build
 * (the largest process, from GNU time), the page count (sitemap), and the gzipped JavaScript each template downloads
 * before it is interactive, next to each other, with the targets: at most JS_BUDGET_KB (150 KB) today and
 * SCALE_JS_BUDGET_KB (155 KB) at scale (src/constants/budgets.ts).
 *
 * Options: `--keep` leaves the two copies in the temporary folder; `--versions N` (default 10).
 * The copies link this checkout's node_modules, except its `.cache`, so both builds start cold.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BENCH_PAGES, JS_BUDGET_KB, SCALE_JS_BUDGET_KB} from '../src/constants/budgets';
import {NEXT_DOCS_VERSION, OLDER_DOCS_VERSIONS, RELEASED_DOCS_VERSIONS, RELEASES} from '../src/constants/docs';
import {kb} from '@cairn/test-kit/first-visit';
import {measureFirstLoads, type FirstLoad} from '@cairn/test-kit/first-load';
import {startPreview} from '@cairn/test-kit/preview';
import {copyWorkingTree, withConstantList} from './lib/workingTree.mts';

const {values} = parseArgs({
  options: {keep: {type: 'boolean', default: false}, versions: {type: 'string', default: '10'}},
});
const VERSIONS = Number(values.versions);
// Next and the versions the site has today are the least.
const TODAY_VERSIONS = 1 + RELEASED_DOCS_VERSIONS.length;
if (!Number.isInteger(VERSIONS) || VERSIONS < TODAY_VERSIONS)
  throw new Error(`--versions must be a whole number, at least ${TODAY_VERSIONS} (Next and versions.json)`);
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'cairn-bench-scale-'));
/** The oldest docs version the site serves: the generated versions are copies of it. */
const TEMPLATE_VERSION = RELEASED_DOCS_VERSIONS[RELEASED_DOCS_VERSIONS.length - 1];
const COPIES = 2;

/** The names of `count` generated versions: the releases before the template, newest first. */
function olderVersions(count: number): string[] {
  const before = RELEASES.slice(0, RELEASES.indexOf(TEMPLATE_VERSION as (typeof RELEASES)[number])).reverse();
  if (before.length < count)
    throw new Error(
      `--versions ${VERSIONS}: RELEASES has only ${before.length} releases before ${TEMPLATE_VERSION} to name generated versions after`,
    );
  return before.slice(0, count);
}

/** Adds the generated versions to the copy in `dir`: docs, sidebars, versions.json and the site's version list. */
function addVersions(dir: string, generated: string[]): number {
  const source = path.join(dir, 'versioned_docs', `version-${TEMPLATE_VERSION}`);
  const sidebar = JSON.parse(
    readFileSync(path.join(dir, 'versioned_sidebars', `version-${TEMPLATE_VERSION}-sidebars.json`), 'utf8'),
  ) as Record<string, unknown[]>;
  let pages = 0;
  for (const version of generated) {
    const target = path.join(dir, 'versioned_docs', `version-${version}`);
    cpSync(source, target, {recursive: true});
    const copies: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, {withFileTypes: true})) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.mdx?$/.test(entry.name) && !entry.name.includes('-copy-')) {
          pages += 1;
          const id = path
            .relative(target, file)
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/');
          const text = readFileSync(file, 'utf8');
          for (let copy = 1; copy <= COPIES; copy += 1) {
            // A copy needs its own URL: a `slug` in the front matter gets the same suffix as the file name.
            const copied = text.replace(/^(---\n[\s\S]*?^slug: *)(\S+)(.*)$/m, `$1$2-copy-${copy}$3`);
            writeFileSync(file.replace(/(\.mdx?)$/, `-copy-${copy}$1`), copied);
            copies.push(`${id}-copy-${copy}`);
            pages += 1;
          }
        }
      }
    };
    walk(target);
    const withCopies = Object.fromEntries(
      Object.entries(sidebar).map(([name, items], index) => [
        name,
        index === 0 ? [...items, {type: 'category', label: 'Copies for the scale benchmark', items: copies}] : items,
      ]),
    );
    writeFileSync(
      path.join(dir, 'versioned_sidebars', `version-${version}-sidebars.json`),
      `${JSON.stringify(withCopies, null, 2)}\n`,
    );
    // Each release has its OpenAPI description (src/config/openapi.ts), which its API pages are generated from.
    cpSync(path.join(dir, 'openapi', `${TEMPLATE_VERSION}.yaml`), path.join(dir, 'openapi', `${version}.yaml`));
  }
  const versions = [...RELEASED_DOCS_VERSIONS, ...generated];
  writeFileSync(path.join(dir, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
  // The site's own list of older versions (banners, redirects), as a release would update it; a generated version
  // gets fixes until the release Next describes is out.
  const constants = path.join(dir, 'src', 'constants', 'docs.ts');
  const fixesUntil = (version: string) =>
    OLDER_DOCS_VERSIONS.find((older) => older.version === version)?.fixesUntil ?? `${NEXT_DOCS_VERSION}.0`;
  const older = versions.slice(1).map((version) => `{version: '${version}', fixesUntil: '${fixesUntil(version)}'}`);
  writeFileSync(constants, withConstantList(readFileSync(constants, 'utf8'), 'OLDER_DOCS_VERSIONS', older, constants));
  return pages;
}

interface Built {
  name: string;
  dir: string;
  seconds: number;
  peakMb: number;
  pages: number;
  htmlFiles: number;
  routesLine: string;
}

function build(name: string, dir: string): Built {
  console.log(`Building "${name}" from cold in ${dir} ...`);
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'PEAK_KB=%M', 'npm', 'run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
    maxBuffer: 1 << 28,
  });
  const seconds = (performance.now() - started) / 1000;
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) {
    console.error(output.slice(-6000));
    throw new Error(`npm run build failed for "${name}"`);
  }
  const peakKb = Number(/PEAK_KB=(\d+)/.exec(output)?.[1] ?? NaN);
  const sitemap = readFileSync(path.join(dir, 'build', 'sitemap.xml'), 'utf8');
  const countHtml = (folder: string): number =>
    readdirSync(folder, {withFileTypes: true}).reduce(
      (sum, entry) =>
        sum + (entry.isDirectory() ? countHtml(path.join(folder, entry.name)) : entry.name.endsWith('.html') ? 1 : 0),
      0,
    );
  return {
    name,
    dir,
    seconds,
    peakMb: peakKb / 1024,
    pages: [...sitemap.matchAll(/<loc>/g)].length,
    htmlFiles: countHtml(path.join(dir, 'build')),
    routesLine: /\[cairn-lazy-route-data\] ([^\n]+)/.exec(output)?.[1] ?? 'lazy route data off',
  };
}

async function serveAndMeasure(site: Built, port: number, paths: string[]): Promise<FirstLoad[]> {
  const preview = await startPreview({root, dir: path.join(site.dir, 'build'), port});
  try {
    return await measureFirstLoads(preview.origin, paths);
  } finally {
    preview.stop();
  }
}

try {
  const generated = olderVersions(VERSIONS - TODAY_VERSIONS);
  const today = path.join(work, 'today');
  const scale = path.join(work, 'scale');
  copyWorkingTree(root, today);
  copyWorkingTree(root, scale);
  const generatedPages = addVersions(scale, generated);
  console.log(
    `Scale copy: ${VERSIONS} docs versions (${generated.length} generated from ${TEMPLATE_VERSION}: ${generated.join(', ')}), ${generatedPages} generated docs pages`,
  );
  const sites = [build('today', today), build('scale', scale)];
  const oldest = generated[generated.length - 1]!;
  const pages = [
    ...BENCH_PAGES.map(({template, path: pagePath}) => ({template, path: pagePath})),
    {template: 'older docs page', path: `/docs/${TEMPLATE_VERSION}/deployment/deploy-docker`},
  ];
  const scalePages = [
    ...pages,
    {template: 'generated docs page', path: `/docs/${oldest}/deployment/deploy-docker-copy-2`},
  ];
  const loads = [
    await serveAndMeasure(
      sites[0]!,
      3461,
      pages.map((p) => p.path),
    ),
    await serveAndMeasure(
      sites[1]!,
      3462,
      scalePages.map((p) => p.path),
    ),
  ];

  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  out(
    `cairn.dev scale benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}; both sites built and measured in this run`,
  );
  out();
  out(`${pad('', 34)}${pad('today', 16)}scale`);
  const row = (label: string, pick: (site: Built) => string) =>
    out(`${pad(label, 34)}${pad(pick(sites[0]!), 16)}${pick(sites[1]!)}`);
  row('Docs versions', (site) => (site === sites[0] ? String(TODAY_VERSIONS) : String(VERSIONS)));
  row('Pages (sitemap)', (site) => String(site.pages));
  row('HTML files (with redirects)', (site) => String(site.htmlFiles));
  row('Build, cold (npm run build)', (site) => `${site.seconds.toFixed(0)} s`);
  row('Peak memory of the build', (site) => `${site.peakMb.toFixed(0)} MB`);
  out();
  for (const site of sites) out(`Route data (${site.name}): ${site.routesLine}`);
  out();
  const labelWidth = Math.max(...scalePages.map((page) => `${page.template} ${page.path}`.length)) + 2;
  out(`${pad('Gzipped JavaScript before interactive', labelWidth)}${pad('today', 12)}${pad('scale', 12)}growth`);
  let misses = 0;
  for (const [index, page] of scalePages.entries()) {
    const before = loads[0]![index];
    const after = loads[1]![index]!;
    out(
      pad(`${page.template} ${page.path}`, labelWidth) +
        pad(before ? `${kb(before.beforeGzip)} KB` : '-', 12) +
        pad(`${kb(after.beforeGzip)} KB`, 12) +
        (before ? `${(kb(after.beforeGzip) - kb(before.beforeGzip)).toFixed(1)} KB` : ''),
    );
  }
  out();
  out('Targets');
  const todayBudget = Math.min(...Object.values(JS_BUDGET_KB));
  for (const [index, page] of scalePages.entries()) {
    const before = loads[0]![index];
    const after = loads[1]![index]!;
    if (before) {
      const ok = kb(before.beforeGzip) <= todayBudget;
      if (!ok) misses += 1;
      out(
        `  ${ok ? 'ok  ' : 'MISS'} today ${page.template}: ${kb(before.beforeGzip)} KB (target <= ${todayBudget} KB)`,
      );
    }
    const ok = kb(after.beforeGzip) <= SCALE_JS_BUDGET_KB;
    if (!ok) misses += 1;
    out(
      `  ${ok ? 'ok  ' : 'MISS'} scale ${page.template}: ${kb(after.beforeGzip)} KB (target <= ${SCALE_JS_BUDGET_KB} KB)`,
    );
  }
  out();
  out(misses ? `${misses} target(s) missed.` : 'Every target met.');
  console.log(`\n${lines.join('\n')}`);
  process.exitCode = misses ? 1 : 0;
} finally {
  if (values.keep) console.log(`Copies kept in ${work}`);
  else rmSync(work, {recursive: true, force: true});
}
