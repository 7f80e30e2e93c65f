/**
 * The upgrade lock's logic (see UPGRADING.md): read a lock file (this package's `upgrade-lock.json`, the site's
 * `tests/upgrade-lock.json`), hash the installed upstream files, and say which changed since they were reviewed, with
 * the command that shows the diff. `npm run upgrade:lock` lists both; `-- --update` records them after review.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** How this site depends on the upstream file. */
export type How =
  /** copied into src/theme with `swizzle --eject` and edited between BEGIN CAIRN / END CAIRN */
  | 'eject'
  /** wrapped with `swizzle --wrap`: imports `@theme-original/...` and relies on its props */
  | 'wrap'
  /** a theme component of ours at upstream's name that does not import the original */
  | 'replace'
  /** its code or text copied into one of our files */
  | 'copy'
  /** swapped for one of our modules by a bundler alias, or removed from the client modules */
  | 'alias'
  /** imported from a package-internal path (`lib/...`), outside the package's public exports */
  | 'import'
  /** its output reshaped by one of our plugins */
  | 'output';

export interface LockEntry {
  /** npm package, e.g. `@docusaurus/theme-classic`. */
  package: string;
  /** Path inside the package, e.g. `src/theme/Navbar/Content/index.tsx`. */
  file: string;
  how: How;
  /** Our files that depend on it, relative to the folder of the code that holds the lock (the package, the site). */
  ours: string[];
  /** Package version the hash was taken from. */
  version: string;
  sha256: string;
}

export interface Lock {
  /** Theme files that are ours alone (new item types, styles, notes): no upstream file stands behind them. */
  own?: string[];
  files: LockEntry[];
}

export interface LockChange {
  entry: LockEntry;
  reason: string;
  diffCommand: string;
}

export function readLock(lockFile: string): Lock {
  return JSON.parse(readFileSync(lockFile, 'utf8')) as Lock;
}

/** The folder of an installed package, found as Node finds it from `root`: in `node_modules` here or above. */
export function packageDir(root: string, pkg: string): string {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed (looked in node_modules from ${root} up)`);
  }
}

export function installedVersion(root: string, pkg: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir(root, pkg), 'package.json'), 'utf8')) as {version: string})
    .version;
}

function hashOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** The command that shows what changed in one upstream file between the reviewed and the installed version. */
export function diffCommand(entry: LockEntry, installed: string): string {
  return `npm diff --diff=${entry.package}@${entry.version} --diff=${entry.package}@${installed} -- ${entry.file}`;
}

/** Every locked file whose content is not the reviewed one (or that is gone); packages resolve from `root`. */
export function checkLock(root: string, lock: Lock): LockChange[] {
  const changes: LockChange[] = [];
  for (const entry of lock.files) {
    const file = path.join(packageDir(root, entry.package), entry.file);
    const installed = installedVersion(root, entry.package);
    if (!existsSync(file)) {
      changes.push({
        entry,
        reason: `removed from ${entry.package}@${installed}`,
        diffCommand: diffCommand(entry, installed),
      });
    } else if (hashOf(file) !== entry.sha256) {
      changes.push({
        entry,
        reason: `changed between ${entry.package}@${entry.version} and ${installed}`,
        diffCommand: diffCommand(entry, installed),
      });
    }
  }
  return changes;
}

/** The lock with the installed versions and hashes: run after reviewing every change. */
export function refreshLock(root: string, lock: Lock): Lock {
  return {
    ...lock,
    files: lock.files.map((entry) => ({
      ...entry,
      version: installedVersion(root, entry.package),
      sha256: hashOf(path.join(packageDir(root, entry.package), entry.file)),
    })),
  };
}

/** One line per change, for a failing test. */
export function describeChanges(changes: LockChange[]): string {
  return changes
    .map(
      (c) =>
        `${c.entry.package}/${c.entry.file} (${c.entry.how} in ${c.entry.ours.join(', ')}): ${c.reason}\n  see: ${c.diffCommand}`,
    )
    .join('\n');
}
