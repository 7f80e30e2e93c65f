import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkLock, describeChanges, readLock} from '@cairn/docusaurus-internals/upgrade-lock';

const root = path.resolve(__dirname, '..');
const lock = readLock(path.join(root, 'tests/upgrade-lock.json'));
const INTERNALS = 'packages/docusaurus-internals';

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Module specifiers a source file imports or requires. */
const specifiersOf = (source: string) =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|require(?:\.resolve)?\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map(
    ([, specifier]) => specifier!,
  );

describe('upgrade lock of the site (tests/upgrade-lock.json, UPGRADING.md)', () => {
  it('every upstream file the site ejects, wraps, replaces, copies or reads the output of is as reviewed', () => {
    const changes = checkLock(root, lock);
    expect(
      changes.length,
      `Upstream files changed since review:\n${describeChanges(changes)}\nReview each diff, update our files, then run: npm run upgrade:lock -- --update`,
    ).toBe(0);
  });

  it('lists every file under src/theme, as depending on upstream or as our own', () => {
    const listed = new Set([...(lock.own ?? []), ...lock.files.flatMap((entry) => entry.ours)]);
    expect(filesUnder('src/theme').filter((file) => !listed.has(file))).toEqual([]);
  });

  it(`only ${INTERNALS} imports a package-internal path, react-router-config or the router, or edits generated files`, () => {
    const code = ['src', 'scripts', 'tests']
      .flatMap(filesUnder)
      .concat(readdirSync(root).filter((file) => /\.(ts|mts|mjs)$/.test(file)))
      // This file plants such imports in a string, below.
      .filter((file) => /\.(tsx?|mts|mjs|cjs|css)$/.test(file) && file !== 'tests/upgrade-lock.test.ts');
    expect(code.length).toBeGreaterThan(100);
    const offending = code.flatMap((file) =>
      specifiersOf(readFileSync(path.join(root, file), 'utf8'))
        .filter(
          (specifier) =>
            /^@docusaurus\/[a-z-]+\/lib\//.test(specifier) ||
            /^(react-router-config|react-router|react-router-dom|@docusaurus\/router)$/.test(specifier) ||
            /^@generated\/(routes|registry|routesChunkNames)$/.test(specifier),
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('finds such an import where there is one (the check above can fail)', () => {
    const planted =
      "import {matchRoutes} from 'react-router-config';\nconst x = require('@docusaurus/core/lib/client/preload.js');";
    expect(specifiersOf(planted)).toEqual(['react-router-config', '@docusaurus/core/lib/client/preload.js']);
  });

  it('keeps every ejected file out of Prettier (.prettierignore), so its diff against upstream stays readable', () => {
    const ignored = new Set(readFileSync(path.join(root, '.prettierignore'), 'utf8').split('\n'));
    const internalsLock = readLock(path.join(root, INTERNALS, 'upgrade-lock.json'));
    const ejectedBy = (files: typeof lock.files, dir = '') =>
      files.filter((entry) => entry.how === 'eject').flatMap((entry) => entry.ours.map((file) => dir + file));
    const ejected = [...ejectedBy(lock.files), ...ejectedBy(internalsLock.files, `${INTERNALS}/`)];
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
    const mentioned = [...(lock.own ?? []), ...lock.files.flatMap((entry) => entry.ours)];
    expect(mentioned.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
