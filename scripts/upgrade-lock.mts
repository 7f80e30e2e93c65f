/**
 * The upgrade lock (UPGRADING.md): every upstream file that the site (`tests/upgrade-lock.json`: ejected, wrapped and
 * replaced theme components, outputs it reads) or `@cairn/docusaurus-internals` (its `upgrade-lock.json`: internal
 * modules, generated files and runtime objects) depends on, with the package version and SHA-256 it was last
 * reviewed at. `tests/upgrade-lock.test.ts` fails naming each file that changed.
 *
 *   npm run upgrade:lock               lists every locked file and whether it changed
 *   npm run upgrade:lock -- --update   records the installed versions and hashes, after review
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {checkLock, readLock, refreshLock} from '@cairn/docusaurus-internals/upgrade-lock';

const root = path.resolve(import.meta.dirname, '..');
const lockFiles = [
  path.join(root, 'tests/upgrade-lock.json'),
  path.join(root, 'packages/docusaurus-internals/upgrade-lock.json'),
];

let changed = 0;
for (const lockFile of lockFiles) {
  const lock = readLock(lockFile);
  const name = path.relative(root, lockFile);
  if (process.argv.includes('--update')) {
    const updated = refreshLock(root, lock);
    writeFileSync(lockFile, `${JSON.stringify(updated, null, 2)}\n`);
    console.log(`${name}: ${updated.files.length} upstream files recorded`);
    continue;
  }
  console.log(name);
  const changes = checkLock(root, lock);
  changed += changes.length;
  for (const entry of lock.files) {
    const change = changes.find((c) => c.entry === entry);
    console.log(`${change ? 'CHANGED' : 'ok     '} ${entry.how.padEnd(7)} ${entry.package}/${entry.file}`);
    if (change) console.log(`        ${change.reason}\n        diff: ${change.diffCommand}`);
  }
}
process.exitCode = changed > 0 ? 1 : 0;
