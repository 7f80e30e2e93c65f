import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * A tar of the checkout's files as `git archive` would hold them once the changes are committed: the files git
 * tracks or would add, as they are now (none that .gitignore leaves out). Used by the source-archive build
 * (scripts/archive-build.mts) and the scale benchmark (scripts/bench-scale.mts).
 */
export function workingTreeTar(root: string): Buffer {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, maxBuffer: 1 << 28})
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  return execFileSync('tar', ['-c', '--null', '-T', '-'], {cwd: root, input: files.join('\0'), maxBuffer: 1 << 30});
}

/**
 * The files this branch changes (`npm run check` with no file named): those that differ from where it left `base`
 * (`git merge-base HEAD base`), committed or not, and the files git does not track yet and does not ignore; deleted
 * files are left out. Throws an error whose message says why when git cannot tell (no checkout, no such branch).
 */
export function changedFiles(root: string, base = 'main'): {mergeBase: string; files: string[]} {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26});
    } catch (error) {
      const stderr = String((error as {stderr?: unknown}).stderr ?? '').trim();
      throw new Error(`git ${args.join(' ')} failed${stderr ? `: ${stderr}` : ` (${(error as Error).message})`}`);
    }
  };
  const mergeBase = git(['merge-base', 'HEAD', base]).trim();
  const changed = git(['diff', '--name-only', '-z', '--diff-filter=d', mergeBase]).split('\0');
  const untracked = git(['ls-files', '-z', '--others', '--exclude-standard']).split('\0');
  const files = [...new Set([...changed, ...untracked])].filter((file) => file && existsSync(path.join(root, file))).sort();
  return {mergeBase, files};
}
