/**
 * `npm run check:version-cut`: cutting a docs version is a change of data, not of code.
 *
 * In a temporary copy of this checkout (its tracked files and the new ones git would add, node_modules linked), it
 * cuts the release Next describes, following UPGRADING.md, "Cutting a docs version", step by step as a maintainer
 * would: the snapshot with `docusaurus docs:version`, the release after it in RELEASES, the support window
 * (OLDER_DOCS_VERSIONS, RETIRED_DOCS_VERSIONS and the retired release's files), the OpenAPI description. The
 * editorial steps (what the pages say, the release post, the tests that name versions) are not data and are left
 * out. It then shrinks the content so that the build takes about a minute (below), runs `docusaurus build` and checks
 * the result: the new release at /docs/, the previous latest at /docs/<it>/, Next at /docs/next/ with the next
 * release's name, the retired release's paths redirected, each version's API pages generated from its own published
 * description. Last, the negative case: a version the data does not know (versions.json and its versioned docs, no
 * OLDER_DOCS_VERSIONS entry, no OpenAPI description) must fail the build, non-zero, with the messages that name the
 * files to edit, and no TypeError.
 *
 * Shrinking: every page of the docs (each version), the handbook and the blog keeps its front matter, its headings
 * and the blog's truncate marker, and drops the rest, so every route, sidebar entry and heading anchor still exists
 * and no link breaks; the pages that exercise the versions' data stay whole: each version's API reference (operations,
 * samples, "Try it", the changes page), the environment variables page (tables per release) and the docs' home page.
 * The production config is used as it is; the build skips minifying (`--no-minify`), which has no bearing on versions.
 *
 * Prints each step and its time; exits 1 naming what failed. Uses no network; removes its temporary folder
 * (`--keep` leaves it, to look at the copy and its build).
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_VERSION,
  RELEASED_DOCS_VERSIONS,
  RELEASES,
  RETIRED_DOCS_VERSIONS,
} from '../src/constants/docs.ts';
import {copyWorkingTree, withConstantList} from './lib/workingTree.mts';

const {values} = parseArgs({options: {keep: {type: 'boolean', default: false}}});
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'cairn-version-cut-'));
const site = path.join(work, 'site');
const started = performance.now();

/** The release being cut (Next today), the release Next describes after the cut, and the previous latest. */
const CUT = NEXT_DOCS_VERSION;
const NEW_NEXT = nextRelease(CUT);
const PREVIOUS_LATEST = LATEST_DOCS_VERSION;
/** The support window: the latest release and the one before it get fixes, so the older ones retire. */
const RETIRING = RELEASED_DOCS_VERSIONS.filter((version) => version !== PREVIOUS_LATEST);
/** A release the data does not know, for the negative case: the newest one that is neither served nor retired. */
const UNKNOWN = [...RELEASES]
  .reverse()
  .find(
    (release) =>
      !RELEASED_DOCS_VERSIONS.includes(release) &&
      release !== CUT &&
      !(RETIRED_DOCS_VERSIONS as readonly string[]).includes(release),
  );

/** The minor release after `release` ("1.16" gives "1.17"). */
function nextRelease(release: string): string {
  const [major, minor] = release.split('.').map(Number);
  return `${major}.${minor! + 1}`;
}

class CheckFailed extends Error {}
function check(condition: boolean, message: string): void {
  if (!condition) throw new CheckFailed(message);
}

let stepNumber = 0;
function step<T>(title: string, run: () => T): T {
  stepNumber += 1;
  console.log(`\n[${stepNumber}] ${title}`);
  const start = performance.now();
  const result = run();
  console.log(`    done in ${((performance.now() - start) / 1000).toFixed(1)}s`);
  return result;
}
const say = (line: string) => console.log(`    ${line}`);

const inSite = (...parts: string[]) => path.join(site, ...parts);
const read = (...parts: string[]) => readFileSync(inSite(...parts), 'utf8');
const write = (file: string, text: string) => writeFileSync(inSite(file), text);
const readJson = <T,>(file: string) => JSON.parse(read(file)) as T;
const writeJson = (file: string, value: unknown) => write(file, `${JSON.stringify(value, null, 2)}\n`);

/** Runs the Docusaurus CLI of the copy; no update check (the only network access the CLI would make). */
function docusaurus(args: string[]): {status: number | null; output: string; seconds: number} {
  const start = performance.now();
  const run = spawnSync(
    process.execPath,
    [inSite('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), ...args],
    {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1'},
      maxBuffer: 1 << 28,
    },
  );
  return {status: run.status, output: `${run.stdout}\n${run.stderr}`, seconds: (performance.now() - start) / 1000};
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** A page's front matter, headings (outside code blocks) and truncate marker: its routes and anchors, little else. */
function skeleton(source: string): string {
  const front = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of source.slice(front.length).split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker) fence = marker;
    else if (/^#{1,6}\s/.test(line) || /^(\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)\s*$/.test(line))
      kept.push(line, '');
  }
  return `${front}\n${kept.join('\n')}`;
}

/** The pages of a docs version that stay whole (relative to its folder): those that read the versions' data. */
const WHOLE = (relative: string) =>
  relative.startsWith(`api${path.sep}`) ||
  relative === 'index.md' ||
  relative === path.join('configuring-cairn', 'environment-variables.md');

let failed = false;
try {
  console.log(
    `Version cut check: cut ${CUT} from Next, so ${CUT} is the latest, ${PREVIOUS_LATEST} the older release and Next describes ${NEW_NEXT}` +
      (RETIRING.length > 0
        ? `; ${RETIRING.join(', ')} leave${RETIRING.length === 1 ? 's' : ''} the support window`
        : ''),
  );
  console.log(`In ${work}`);

  step('Copy the checkout (tracked files and new ones git would add; node_modules linked)', () => {
    copyWorkingTree(root, site);
  });

  step(`UPGRADING.md step 1, "Snapshot the docs": docusaurus docs:version ${CUT}`, () => {
    const run = docusaurus(['docs:version', CUT]);
    check(run.status === 0, `docusaurus docs:version ${CUT} failed (exit ${run.status}):\n${run.output.slice(-4000)}`);
    const versions = readJson<string[]>('versions.json');
    check(versions[0] === CUT, `versions.json starts with ${versions[0]}, not ${CUT}`);
    check(
      existsSync(inSite('versioned_docs', `version-${CUT}`)) &&
        existsSync(inSite('versioned_sidebars', `version-${CUT}-sidebars.json`)),
      `docs:version wrote no versioned_docs/version-${CUT}/ or its sidebar`,
    );
    say(
      `versions.json: ${JSON.stringify(versions)}; versioned_docs/version-${CUT}/ and versioned_sidebars/version-${CUT}-sidebars.json written`,
    );
  });

  step(
    `UPGRADING.md step 2, "Name the next release": ${NEW_NEXT} appended to RELEASES in src/constants/docs.ts`,
    () => {
      const file = 'src/constants/docs.ts';
      write(
        file,
        withConstantList(
          read(file),
          'RELEASES',
          [...RELEASES, NEW_NEXT].map((release) => `'${release}'`),
          file,
        ),
      );
    },
  );

  step(
    `UPGRADING.md step 3, "Move the support window": ${PREVIOUS_LATEST} joins OLDER_DOCS_VERSIONS` +
      (RETIRING.length > 0 ? `, ${RETIRING.join(', ')} retire${RETIRING.length === 1 ? 's' : ''}` : ''),
    () => {
      const file = 'src/constants/docs.ts';
      let source = read(file);
      source = withConstantList(
        source,
        'OLDER_DOCS_VERSIONS',
        [`{version: '${PREVIOUS_LATEST}', fixesUntil: '${NEW_NEXT}.0'}`],
        file,
      );
      source = withConstantList(
        source,
        'RETIRED_DOCS_VERSIONS',
        [...RETIRING, ...RETIRED_DOCS_VERSIONS].map((version) => `'${version}'`),
        file,
      );
      write(file, source);
      writeJson(
        'versions.json',
        readJson<string[]>('versions.json').filter((version) => !RETIRING.includes(version)),
      );
      let lintIgnore = read('.redocly.lint-ignore.yaml');
      for (const version of RETIRING) {
        rmSync(inSite('versioned_docs', `version-${version}`), {recursive: true});
        rmSync(inSite('versioned_sidebars', `version-${version}-sidebars.json`));
        rmSync(inSite('openapi', `${version}.yaml`));
        lintIgnore = lintIgnore.replace(
          new RegExp(`^openapi/${version.replace('.', '\\.')}\\.yaml:\\n(?:[ -].*\\n)*`, 'm'),
          '',
        );
      }
      write('.redocly.lint-ignore.yaml', lintIgnore);
      say(
        `OLDER_DOCS_VERSIONS: ${PREVIOUS_LATEST} (fixes until ${NEW_NEXT}.0); versions.json: ${read('versions.json').replace(/\s+/g, '')}`,
      );
      if (RETIRING.length > 0)
        say(`deleted the versioned docs, sidebar and OpenAPI description of ${RETIRING.join(', ')}`);
    },
  );

  step(
    `UPGRADING.md step 4, "Give the release its OpenAPI description": openapi/next.yaml copied to openapi/${CUT}.yaml`,
    () => {
      cpSync(inSite('openapi', 'next.yaml'), inSite('openapi', `${CUT}.yaml`));
      // Its lint exceptions are those of the description it was copied from.
      const lintIgnore = read('.redocly.lint-ignore.yaml');
      const nextBlock = /^openapi\/next\.yaml:\n(?:[ -].*\n)*/m.exec(lintIgnore)?.[0];
      if (nextBlock)
        write(
          '.redocly.lint-ignore.yaml',
          `${lintIgnore}${nextBlock.replace('openapi/next.yaml', `openapi/${CUT}.yaml`)}`,
        );
      say(
        'the editorial steps (what the pages and descriptions say, the release post, the tests that name versions) are not data: skipped',
      );
    },
  );

  step(
    "Shrink the content: every page keeps its front matter and headings, the pages that read the versions' data stay whole",
    () => {
      let whole = 0;
      let shrunk = 0;
      const docsFolders = [
        'docs',
        ...readdirSync(inSite('versioned_docs')).map((folder) => path.join('versioned_docs', folder)),
      ];
      for (const folder of [...docsFolders, 'handbook', 'blog']) {
        const isDocs = docsFolders.includes(folder);
        for (const file of markdownFiles(inSite(folder))) {
          if (isDocs && WHOLE(path.relative(inSite(folder), file))) {
            whole += 1;
            continue;
          }
          writeFileSync(file, skeleton(readFileSync(file, 'utf8')));
          shrunk += 1;
        }
      }
      say(`${whole} pages whole, ${shrunk} pages down to their headings`);
    },
  );

  step('docusaurus build --no-minify (minifying has no bearing on versions)', () => {
    const run = docusaurus(['build', '--no-minify']);
    check(run.status === 0, `docusaurus build failed (exit ${run.status}) after the cut:\n${run.output.slice(-6000)}`);
  });

  step('Check the built site', () => {
    const page = (route: string) => {
      const file = inSite('build', ...route.split('/').filter(Boolean), 'index.html');
      check(existsSync(file), `${route} was not built (no ${path.relative(site, file)})`);
      return readFileSync(file, 'utf8');
    };
    const versionOf = (html: string) => /docs-version-([^\s"]+)/.exec(html)?.[1];
    const home = page('/docs/');
    check(versionOf(home) === CUT, `/docs/ shows docs version ${versionOf(home)}, not ${CUT}`);
    say(`/docs/ is ${CUT}, the latest`);
    const previous = page(`/docs/${PREVIOUS_LATEST}/`);
    check(
      versionOf(previous) === PREVIOUS_LATEST,
      `/docs/${PREVIOUS_LATEST}/ shows docs version ${versionOf(previous)}`,
    );
    check(
      new RegExp(`fixes until (<!-- -->)?${NEW_NEXT.replace('.', '\\.')}\\.0`).test(previous),
      `/docs/${PREVIOUS_LATEST}/ does not say it gets fixes until ${NEW_NEXT}.0`,
    );
    say(`/docs/${PREVIOUS_LATEST}/ is ${PREVIOUS_LATEST}, an older release with fixes until ${NEW_NEXT}.0`);
    const next = page('/docs/next/');
    check(versionOf(next) === 'current', `/docs/next/ shows docs version ${versionOf(next)}, not current`);
    check(next.includes(`Next (${NEW_NEXT})`), `/docs/next/ does not name Next "Next (${NEW_NEXT})"`);
    say(`/docs/next/ is Next, named "Next (${NEW_NEXT})"`);
    for (const alias of ['latest', CUT, ...RETIRING]) {
      const redirect = page(`/docs/${alias}/`);
      check(
        /<meta http-equiv="refresh" content="0; url=\/docs\/"/.test(redirect),
        `/docs/${alias}/ is not a redirect to /docs/`,
      );
    }
    say(`/docs/latest/, /docs/${CUT}/${RETIRING.map((version) => `, /docs/${version}/`).join('')} redirect to /docs/`);

    // Each version's API pages come from its own description, which the site publishes beside its docs.
    const published: Array<[string, string, string]> = [
      [CUT, '/', `openapi/${CUT}.yaml`],
      [PREVIOUS_LATEST, `/docs/${PREVIOUS_LATEST}/`, `openapi/${PREVIOUS_LATEST}.yaml`],
      ['Next', '/docs/next/', 'openapi/next.yaml'],
    ];
    for (const [name, dir, file] of published) {
      const built = inSite('build', ...dir.split('/').filter(Boolean), 'openapi.yaml');
      check(existsSync(built) && readFileSync(built, 'utf8') === read(file), `${dir}openapi.yaml is not ${file}`);
      const events = page(`${dir === '/' ? '/docs/' : dir}api/events/`);
      check(
        /data-api-operation="?listEvents\b/.test(events),
        `${dir === '/' ? '/docs/' : dir}api/events/ has no generated operation section`,
      );
      const capture = page(`${dir === '/' ? '/docs/' : dir}api/post-only-endpoints/`);
      check(
        /data-api-operation="?captureEvent\b/.test(capture),
        `${dir === '/' ? '/docs/' : dir}api/post-only-endpoints/ has no capture operation`,
      );
      say(`${name}: ${dir}openapi.yaml is ${file}; its API pages hold the generated operations`);
    }
    for (const version of RETIRING)
      check(
        !existsSync(inSite('build', 'docs', version, 'openapi.yaml')),
        `/docs/${version}/openapi.yaml is still published`,
      );
    const envVars = page('/docs/next/configuring-cairn/environment-variables/');
    check(
      envVars.includes('cairn-env-vars'),
      `Next's environment variables page has no generated table for ${NEW_NEXT}`,
    );
    say(`Next's environment variables page has its tables for ${NEW_NEXT}`);
  });

  step(
    `Negative case: versions.json lists ${UNKNOWN}, with versioned docs and a sidebar, which the rest of the data does not know`,
    () => {
      check(UNKNOWN !== undefined, 'RELEASES has no release left for the negative case');
      const versions = readJson<string[]>('versions.json');
      cpSync(inSite('versioned_docs', `version-${PREVIOUS_LATEST}`), inSite('versioned_docs', `version-${UNKNOWN}`), {
        recursive: true,
      });
      cpSync(
        inSite('versioned_sidebars', `version-${PREVIOUS_LATEST}-sidebars.json`),
        inSite('versioned_sidebars', `version-${UNKNOWN}-sidebars.json`),
      );
      writeJson('versions.json', [...versions, UNKNOWN]);
      const run = docusaurus(['build', '--out-dir', 'build-unknown-version']);
      const expected = [
        `versions.json lists ${UNKNOWN} but OLDER_DOCS_VERSIONS in src/constants/docs.ts has no entry for it`,
        `versions.json lists ${UNKNOWN} but it has no OpenAPI description: src/config/openapi.ts reads openapi/${UNKNOWN}.yaml, which does not exist. Add openapi/${UNKNOWN}.yaml`,
      ];
      check(
        run.status !== 0 && run.status !== null,
        `the build of an unknown version exited ${run.status}, expected a failure`,
      );
      for (const message of expected)
        check(
          run.output.includes(message),
          `the failed build did not say "${message}"; it printed:\n${run.output.slice(-4000)}`,
        );
      check(!/TypeError/.test(run.output), `the failed build printed a TypeError:\n${run.output.slice(-4000)}`);
      say(`exit ${run.status} after ${run.seconds.toFixed(1)}s, with:`);
      // The lines of the report, without the bracket Docusaurus closes the error's cause with.
      for (const line of run.output.split('\n').filter((text) => /^\s+- /.test(text)))
        say(line.trim().replace(/\]$/, ''));
    },
  );
} catch (error) {
  failed = true;
  console.error(`\nVersion cut check FAILED: ${error instanceof CheckFailed ? error.message : (error as Error).stack}`);
} finally {
  if (values.keep) console.log(`\nThe copy is kept in ${work}`);
  else rmSync(work, {recursive: true, force: true});
}
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed) process.exitCode = 1;
else console.log(`\nVersion cut check passed in ${total}s: cutting ${CUT} took data only.`);
