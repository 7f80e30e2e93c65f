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
