import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkLock, describeChanges, readLock} from './upgradeLock';

const packageRoot = path.resolve(__dirname, '..');
const lock = readLock(path.join(packageRoot, 'upgrade-lock.json'));

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(packageRoot, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(packageRoot, path.join(entry.parentPath, entry.name)));
}

describe('upgrade lock of @cairn/docusaurus-internals (upgrade-lock.json)', () => {
  it('every upstream file the package relies on is as reviewed', () => {
    const changes = checkLock(packageRoot, lock);
    expect(
      changes.length,
      `Upstream files changed since review:\n${describeChanges(changes)}\nReview each diff (UPGRADING.md), update the package, then run: npm run upgrade:lock -- --update`,
    ).toBe(0);
  });

  it('lists every import of a package-internal path (@docusaurus/*/lib/...) under the file that makes it', () => {
    const internal = [...filesUnder('src'), ...filesUnder('theme')]
      .filter((file) => /\.(tsx?|cjs)$/.test(file) && !/\.test\.ts$/.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(path.join(packageRoot, file), 'utf8').matchAll(
            /['"](@docusaurus\/[a-z-]+)\/(lib\/[^'"]+)['"]/g,
          ),
        ].map(([, pkg, inner]) => ({file, pkg, inner})),
      );
    expect(internal.length).toBeGreaterThan(5);
    const unlisted = internal.filter(
      ({file, pkg, inner}) =>
        !lock.files.some(
          (entry) => entry.package === pkg && [inner, `${inner}.js`].includes(entry.file) && entry.ours.includes(file),
        ),
    );
    expect(unlisted).toEqual([]);
  });

  it('lists every theme file, as depending on upstream or as its own', () => {
    const listed = new Set([...(lock.own ?? []), ...lock.files.flatMap((entry) => entry.ours)]);
    expect(filesUnder('theme').filter((file) => !listed.has(file))).toEqual([]);
  });

  it('names only files of the package that exist', () => {
    const mentioned = [...(lock.own ?? []), ...lock.files.flatMap((entry) => entry.ours)];
    expect(mentioned.filter((file) => !existsSync(path.join(packageRoot, file)))).toEqual([]);
  });
});
