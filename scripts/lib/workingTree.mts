import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';

/**
 * A tar of the checkout's files as `git archive` would hold them once the changes are committed: the files git
 * tracks or would add, as they are now (none that .gitignore leaves out). Used by the source-archive build
 * (scripts/archive-build.mts) and the scale benchmark (scripts/bench-scale.mts).
 */
export function workingTreeTar(root: string): Buffer {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 1 << 28,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  return execFileSync('tar', ['-c', '--null', '-T', '-'], {cwd: root, input: files.join('\0'), maxBuffer: 1 << 30});
}

/**
 * The checkout's files (tracked, or new and not ignored) copied into `dir`, with node_modules linked entry by entry
 * except its `.cache`, so a build there starts cold and writes no cache into the checkout. Used by the scale
 * benchmark (scripts/bench-scale.mts), the version-cut check (scripts/version-cut-check.mts) and the tests of
 * `npm run check` (scripts/check.test.mts).
 */
export function copyWorkingTree(root: string, dir: string): void {
  mkdirSync(dir, {recursive: true});
  execFileSync('tar', ['-x', '-C', dir], {input: workingTreeTar(root), maxBuffer: 1 << 30});
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
}

/**
 * `source` (a TypeScript file's text) with the items of its `export const <name> = [...] as const` replaced; fails
 * naming `file` when there is no such list (the scripts that cut versions in a copy edit src/constants/docs.ts so).
 */
export function withConstantList(source: string, name: string, items: readonly string[], file: string): string {
  const pattern = new RegExp(`(export const ${name} = )\\[[^\\]]*\\]( as const)`);
  if (!pattern.test(source)) throw new Error(`${file}: found no "export const ${name} = [...] as const" to edit`);
  return source.replace(pattern, (_match, start: string, end: string) => `${start}[${items.join(', ')}]${end}`);
}

/**
 * The files this branch changes (`npm run check` with no file named): those that differ from where it left `base`
 * (`git merge-base HEAD base`), committed or not, and the files git does not track yet and does not ignore; deleted
 * files are left out. Throws an error whose message says why when git cannot tell (no checkout, no such branch).
 */
export function changedFiles(root: string, base = 'main'): {mergeBase: string; files: string[]} {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 1 << 26,
      });
    } catch (error) {
      const stderr = String((error as {stderr?: unknown}).stderr ?? '').trim();
      throw new Error(`git ${args.join(' ')} failed${stderr ? `: ${stderr}` : ` (${(error as Error).message})`}`);
    }
  };
  const mergeBase = git(['merge-base', 'HEAD', base]).trim();
  const changed = git(['diff', '--name-only', '-z', '--diff-filter=d', mergeBase]).split('\0');
  const untracked = git(['ls-files', '-z', '--others', '--exclude-standard']).split('\0');
  const files = [...new Set([...changed, ...untracked])]
    .filter((file) => file && existsSync(path.join(root, file)))
    .sort();
  return {mergeBase, files};
}
