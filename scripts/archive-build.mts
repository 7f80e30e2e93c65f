/**
 * Builds the site from a source archive, as a deploy without `.git` does (GitHub's "Download ZIP", a Docker build
 * context, a CI checkout without history): `git archive HEAD` unpacked into an empty temporary folder, this
 * checkout's node_modules linked into it, then `npm run build`. Fails unless the build succeeds, says once that it
 * has no Git history, and writes pages without "last updated" dates. Part of `npm test`.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {isInGitWorktree, NO_GIT_MESSAGE} from '../src/config/vcs.ts';
import {workingTreeTar} from './lib/workingTree.mts';

const root = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`archive build: ${message}`);
  process.exit(1);
}

if (!isInGitWorktree(root)) {
  // Nothing to archive: this tree is itself a source archive, and the build step before this one built it.
  console.log('archive build: this checkout has no Git history; the build step above already built it without Git.');
  process.exit(0);
}

const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 1 << 28});
const commit = git('rev-parse', '--short', 'HEAD').trim();
// A clean checkout (CI) archives HEAD. With changes not committed yet, what `git archive` would hold once they are:
// the files git tracks or would add, as they are now (none that .gitignore leaves out).
const clean = git('status', '--porcelain').trim() === '';
const source = clean ? `git archive of ${commit}` : `the working tree's files as git would archive them (uncommitted changes on ${commit})`;
const dir = mkdtempSync(path.join(tmpdir(), 'cairn-archive-'));
try {
  const archive = clean
    ? execFileSync('git', ['archive', '--format=tar', 'HEAD'], {cwd: root, maxBuffer: 1 << 30})
    : workingTreeTar(root);
  execFileSync('tar', ['-x', '-C', dir], {input: archive, maxBuffer: 1 << 30});
  if (existsSync(path.join(dir, '.git'))) fail('the archive holds a .git folder');
  if (isInGitWorktree(dir)) fail(`${dir} is inside a Git worktree, so this would not test a build without Git`);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  console.log(`archive build: ${source} in ${dir}, then npm run build`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], {cwd: dir, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, maxBuffer: 1 << 28});
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) {
    console.error(output);
    fail(`npm run build failed (exit ${build.status}) in a tree without .git`);
  }
  const noGitLines = output.split('\n').filter((line) => line.includes(NO_GIT_MESSAGE));
  if (noGitLines.length !== 1) fail(`expected one line saying "${NO_GIT_MESSAGE}", got ${noGitLines.length}`);

  const page = path.join(dir, 'build', 'docs', 'deployment', 'deploy-docker', 'index.html');
  if (!existsSync(page)) fail(`${path.relative(dir, page)} was not built`);
  const html = readFileSync(page, 'utf8');
  if (!html.includes('<h1')) fail(`${path.relative(dir, page)} has no heading`);
  if (html.includes('theme-last-updated')) fail(`${path.relative(dir, page)} shows a "last updated" date without Git history`);
  if (!existsSync(path.join(dir, 'build', 'pagefind', 'pagefind.js'))) fail('the search index was not built');
  console.log(`archive build: ok in ${((Date.now() - started) / 1000).toFixed(1)}s; ${noGitLines[0].trim()}`);
} finally {
  rmSync(dir, {recursive: true, force: true});
}
