import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkLock, describeChanges, readLock} from './upgradeLock';

const root = path.resolve(__dirname, '..');
const lock = readLock(root);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('upgrade lock (tests/upgrade-lock.json, UPGRADING.md)', () => {
  it('every upstream file we eject, copy, wrap, alias, replace or import internally is as reviewed', () => {
    const changes = checkLock(root, lock);
    expect(
      changes.length,
      `Upstream files changed since review:\n${describeChanges(changes)}\nReview each diff, update our files, then run: npx tsx scripts/upgrade-lock.mts --update`,
    ).toBe(0);
  });

  it('lists every file under src/theme, as depending on upstream or as our own', () => {
    const listed = new Set([...lock.own, ...lock.files.flatMap((entry) => entry.ours)]);
    expect(filesUnder('src/theme').filter((file) => !listed.has(file))).toEqual([]);
  });

  it('lists every import of a package-internal path (@docusaurus/*/lib/...) in the site code', () => {
    const internal = filesUnder('src')
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/['"](@docusaurus\/[a-z-]+)\/(lib\/[^'"]+)['"]/g)].map(
          ([, pkg, inner]) => ({file, pkg, inner}),
        ),
      );
    expect(internal.length).toBeGreaterThan(0);
    const unlisted = internal.filter(
      ({file, pkg, inner}) =>
        !lock.files.some(
          (entry) => entry.package === pkg && [inner, `${inner}.js`].includes(entry.file) && entry.ours.includes(file),
        ),
    );
    expect(unlisted).toEqual([]);
  });

  it('keeps every ejected file out of Prettier (.prettierignore), so its diff against upstream stays readable', () => {
    const ignored = new Set(readFileSync(path.join(root, '.prettierignore'), 'utf8').split('\n'));
    const ejected = lock.files.filter((entry) => entry.how === 'eject').flatMap((entry) => entry.ours);
    expect(ejected.length).toBeGreaterThan(0);
    expect(ejected.filter((file) => !ignored.has(file))).toEqual([]);
  });

  it('src/theme/README.md describes every swizzled component', () => {
    const readme = readFileSync(path.join(root, 'src/theme/README.md'), 'utf8');
    const components = new Set(
      filesUnder('src/theme')
        .filter((file) => /\.tsx$/.test(file))
        .map((file) => file.replace(/^src\/theme\//, '').replace(/(\/index)?\.tsx$/, '')),
    );
    expect([...components].filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('names only files of ours that exist', () => {
    const mentioned = [...lock.own, ...lock.files.flatMap((entry) => entry.ours)];
    expect(mentioned.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
