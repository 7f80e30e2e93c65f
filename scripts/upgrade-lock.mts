/**
 * The upgrade lock: every upstream file this site ejects, copies, wraps, aliases, replaces or imports from a
 * package-internal path, with the package version and SHA-256 it was last reviewed at (tests/upgrade-lock.json).
 * `tests/upgrade-lock.test.ts` fails naming each file that changed; see UPGRADING.md.
 *
 *   npx tsx scripts/upgrade-lock.mts           lists every locked file and whether it changed
 *   npx tsx scripts/upgrade-lock.mts --update  records the installed versions and hashes, after review
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {checkLock, LOCK_FILE, readLock, refreshLock} from '../tests/upgradeLock.ts';

const root = path.resolve(import.meta.dirname, '..');
const lock = readLock(root);

if (process.argv.includes('--update')) {
  const updated = refreshLock(root, lock);
  writeFileSync(path.join(root, LOCK_FILE), `${JSON.stringify(updated, null, 2)}\n`);
  console.log(`${LOCK_FILE}: ${updated.files.length} upstream files recorded`);
} else {
  const changes = checkLock(root, lock);
  for (const entry of lock.files) {
    const change = changes.find((c) => c.entry === entry);
    console.log(`${change ? 'CHANGED' : 'ok     '} ${entry.how.padEnd(7)} ${entry.package}/${entry.file}`);
    if (change) console.log(`        ${change.reason}\n        diff: ${change.diffCommand}`);
  }
  process.exitCode = changes.length > 0 ? 1 : 0;
}
