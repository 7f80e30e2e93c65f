/**
 * Where the "last updated" dates of docs, handbook pages and blog posts come from: Git, when the site sits in a Git
 * worktree; otherwise (a source archive, GitHub's "Download ZIP", a Docker build context without `.git`, a machine
 * without Git) no dates, announced by one line, instead of Docusaurus's "outside any Git worktree" failure.
 *
 * Uses Docusaurus's public `future.experimental_vcs` hook with its own `default-v2` preset inside a worktree (Git
 * history read once, eagerly, in production; fixed dates on the dev server), so a worktree build is unchanged.
 */
import {spawnSync} from 'node:child_process';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';

/** The line printed when a build runs outside Git. */
export const NO_GIT_MESSAGE = 'no Git worktree here, so pages are built without "last updated" dates';

/** True when `dir` is inside a Git worktree and a `git` command can read it. */
export function isInGitWorktree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** No dates at all, as Docusaurus's `disabled` preset, with one informative line. */
function withoutGit(log: (line: string) => void): VcsConfig {
  return {
    initialize: ({siteDir}) => log(`[INFO] ${siteDir}: ${NO_GIT_MESSAGE}.`),
    getFileCreationInfo: async () => null,
    getFileLastUpdateInfo: async () => null,
  };
}

/**
 * The VCS of the site: Docusaurus's default inside a Git worktree, none outside one. Decided when Docusaurus
 * initializes it, for the site directory it is building.
 */
export function siteVcs(log: (line: string) => void = console.info): VcsConfig {
  let active: VcsConfig | undefined;
  const current = () => {
    if (!active) throw new Error('src/config/vcs.ts: the VCS was read before Docusaurus initialized it');
    return active;
  };
  return {
    initialize(params) {
      active = isInGitWorktree(params.siteDir) ? getVcsPreset('default-v2') : withoutGit(log);
      active.initialize(params);
    },
    getFileCreationInfo: async (filePath) => current().getFileCreationInfo(filePath),
    getFileLastUpdateInfo: async (filePath) => current().getFileLastUpdateInfo(filePath),
  };
}
