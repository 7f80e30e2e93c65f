/**
 * Builds the site from a source archive, as a deploy without `.git` does (GitHub's "Download ZIP", a Docker build
 * context, a CI checkout without history): `git archive HEAD` unpacked into an empty temporary folder, this
 * checkout's node_modules linked into it, then a production build. Fails unless the build succeeds, says once that
 * it has no Git history, and writes pages without "last updated" dates.
 *
 * - `tsx scripts/archive-build.mts` (`npm run build:archive-check`): `npm run build`, with its search index.
 * - `--integrations`: `npm run build:integrations` (fake Algolia and analytics keys), whose output replaces this
 *   checkout's `build-integrations/`. `npm test` builds the integrations this way, so one build checks both: the
 *   archive builds, and the browser tests run against what it built.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {isInGitWorktree, NO_GIT_MESSAGE} from '../src/config/vcs.ts';
import {workingTreeTar} from './lib/workingTree.mts';

const root = path.resolve(import.meta.dirname, '..');
const integrations = process.argv.includes('--integrations');
const script = integrations ? 'build:integrations' : 'build';
const outDir = integrations ? 'build-integrations' : 'build';

function fail(message: string): never {
  console.error(`archive build: ${message}`);
  process.exit(1);
}

if (!isInGitWorktree(root)) {
  // Nothing to archive: this tree is itself a source archive, so a build here is a build without Git.
  if (!integrations) {
    console.log('archive build: this checkout has no Git history; the build step above already built it without Git.');
    process.exit(0);
  }
  console.log('archive build: this checkout has no Git history; npm run build:integrations builds it without Git.');
  const build = spawnSync('npm', ['run', script], {cwd: root, stdio: 'inherit'});
  process.exit(build.status ?? 1);
}

const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 1 << 28});
const commit = git('rev-parse', '--short', 'HEAD').trim();
// A clean checkout (CI) archives HEAD. With changes not committed yet, what `git archive` would hold once they are:
// the files git tracks or would add, as they are now (none that .gitignore leaves out).
const clean = git('status', '--porcelain').trim() === '';
const source = clean
  ? `git archive of ${commit}`
  : `the working tree's files as git would archive them (uncommitted changes on ${commit})`;
const dir = mkdtempSync(path.join(tmpdir(), 'cairn-archive-'));
try {
  const archive = clean
    ? execFileSync('git', ['archive', '--format=tar', 'HEAD'], {cwd: root, maxBuffer: 1 << 30})
    : workingTreeTar(root);
  execFileSync('tar', ['-x', '-C', dir], {input: archive, maxBuffer: 1 << 30});
  if (existsSync(path.join(dir, '.git'))) fail('the archive holds a .git folder');
  if (isInGitWorktree(dir)) fail(`${dir} is inside a Git worktree, so this would not test a build without Git`);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  console.log(`archive build: ${source} in ${dir}, then npm run ${script}`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', script], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
    maxBuffer: 1 << 28,
  });
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) {
    console.error(output);
    fail(`npm run ${script} failed (exit ${build.status}) in a tree without .git`);
  }
  const noGitLines = output.split('\n').filter((line) => line.includes(NO_GIT_MESSAGE));
  if (noGitLines.length !== 1) fail(`expected one line saying "${NO_GIT_MESSAGE}", got ${noGitLines.length}`);

  const page = path.join(dir, outDir, 'docs', 'deployment', 'deploy-docker', 'index.html');
  if (!existsSync(page)) fail(`${path.relative(dir, page)} was not built`);
  const html = readFileSync(page, 'utf8');
  if (!html.includes('<h1')) fail(`${path.relative(dir, page)} has no heading`);
  if (html.includes('theme-last-updated'))
    fail(`${path.relative(dir, page)} shows a "last updated" date without Git history`);
  if (!integrations && !existsSync(path.join(dir, outDir, 'pagefind', 'pagefind.js')))
    fail('the search index was not built');
  if (!existsSync(path.join(dir, outDir, '_headers'))) fail(`${outDir}/_headers (the deploy files) was not written`);
  if (integrations) {
    // Same disk: a rename. Another one (a tmpfs /tmp): a copy.
    const target = path.join(root, outDir);
    rmSync(target, {recursive: true, force: true});
    try {
      renameSync(path.join(dir, outDir), target);
    } catch {
      cpSync(path.join(dir, outDir), target, {recursive: true});
    }
    console.log(`archive build: ${outDir}/ is the build of the archive`);
  }
  console.log(`archive build: ok in ${((Date.now() - started) / 1000).toFixed(1)}s; ${noGitLines[0].trim()}`);
} finally {
  rmSync(dir, {recursive: true, force: true});
}
