import {describe, expect, it} from 'vitest';
import {NEXT_DOCS_VERSION} from '../constants/docs';
import {docsVersionProblems, releaseOfContentFile, type DocsVersionData} from './docsVersion';

describe('releaseOfContentFile', () => {
  it('reads the release of versioned docs and gives Next its unreleased version', () => {
    expect(releaseOfContentFile('versioned_docs/version-1.15/configuring-cairn/environment-variables.md')).toBe('1.15');
    expect(releaseOfContentFile('versioned_docs/version-1.14/index.md')).toBe('1.14');
    expect(releaseOfContentFile('docs/configuring-cairn/environment-variables.md')).toBe(NEXT_DOCS_VERSION);
    expect(releaseOfContentFile('docs\\index.md')).toBe(NEXT_DOCS_VERSION);
  });

  it('gives no release to the handbook, the blog and pages', () => {
    expect(releaseOfContentFile('handbook/engineering/code-review.md')).toBeUndefined();
    expect(releaseOfContentFile('blog/2026-10-26-array-1-15-0.md')).toBeUndefined();
    expect(releaseOfContentFile('src/pages/faq.mdx')).toBeUndefined();
    expect(releaseOfContentFile('src/docs/notes.md')).toBeUndefined();
  });
});

describe('docsVersionProblems', () => {
  // A site of three versions, as data and files, each test changing one thing.
  const filesOf = (versions: string[]) => [
    'openapi/next.yaml',
    ...versions.flatMap((v) => [
      `versioned_docs/version-${v}`,
      `versioned_sidebars/version-${v}-sidebars.json`,
      `openapi/${v}.yaml`,
    ]),
  ];
  const site = (over: Partial<DocsVersionData> & {files?: string[]} = {}): DocsVersionData => {
    const versions = Array.isArray(over.versions) ? (over.versions as string[]) : ['1.15', '1.14'];
    const files = new Set(over.files ?? filesOf(versions));
    return {
      versions,
      releases: ['1.13', '1.14', '1.15', '1.16'],
      older: [{version: '1.14', fixesUntil: '1.16.0'}],
      retired: [],
      descriptions: [
        {docsVersion: 'current', file: 'openapi/next.yaml'},
        ...versions.map((v) => ({docsVersion: v, file: `openapi/${v}.yaml`})),
      ],
      versionedDocsFolders: [...files]
        .filter((f) => f.startsWith('versioned_docs/'))
        .map((f) => f.slice('versioned_docs/'.length)),
      exists: (file) => files.has(file),
      ...over,
    };
  };

  it('finds nothing wrong when the data and the files agree', () => {
    expect(docsVersionProblems(site())).toEqual([]);
    expect(docsVersionProblems(site({versions: ['1.15'], older: []}))).toEqual([]);
  });

  it('names openapi/<version>.yaml when a version has no OpenAPI description', () => {
    const files = filesOf(['1.15', '1.14', '1.13']).filter((f) => f !== 'openapi/1.13.yaml');
    const problems = docsVersionProblems(
      site({
        versions: ['1.15', '1.14', '1.13'],
        older: [
          {version: '1.14', fixesUntil: '1.16.0'},
          {version: '1.13', fixesUntil: '1.15.0'},
        ],
        files,
      }),
    );
    expect(problems).toEqual([
      'versions.json lists 1.13 but it has no OpenAPI description: src/config/openapi.ts reads openapi/1.13.yaml, which does not exist. Add openapi/1.13.yaml (a release cut from Next starts from a copy of openapi/next.yaml; UPGRADING.md, "Cutting a docs version")',
    ]);
    expect(
      docsVersionProblems(site({files: filesOf(['1.15', '1.14']).filter((f) => f !== 'openapi/next.yaml')})),
    ).toEqual([
      expect.stringMatching(
        /^The Next docs \(1\.16\) has no OpenAPI description: src\/config\/openapi\.ts reads openapi\/next\.yaml, which does not exist\. Add openapi\/next\.yaml/,
      ),
    ]);
    const descriptions = [
      {docsVersion: 'current', file: 'openapi/next.yaml'},
      {docsVersion: '1.15', file: 'openapi/1.15.yaml'},
    ];
    expect(docsVersionProblems(site({descriptions}))).toEqual([
      'versions.json lists 1.14 but it has no OpenAPI description in src/config/openapi.ts: add its entry (UPGRADING.md, "Cutting a docs version")',
    ]);
  });

  it('names OLDER_DOCS_VERSIONS when versions.json lists a version it has no entry for, and the other way round', () => {
    expect(
      docsVersionProblems(site({versions: ['1.15', '1.14', '1.13'], files: filesOf(['1.15', '1.14', '1.13'])})),
    ).toEqual([
      "versions.json lists 1.13 but OLDER_DOCS_VERSIONS in src/constants/docs.ts has no entry for it: add {version: '1.13', fixesUntil: '<the release that ends its fixes>.0'}, newest first, or remove 1.13 from versions.json (UPGRADING.md, \"Cutting a docs version\")",
    ]);
    expect(docsVersionProblems(site({versions: ['1.15'], files: filesOf(['1.15'])}))).toEqual([
      'OLDER_DOCS_VERSIONS in src/constants/docs.ts lists 1.14 but versions.json does not: add "1.14" to versions.json with its versioned docs, or remove the entry',
    ]);
    expect(
      docsVersionProblems(
        site({
          older: [
            {version: '1.15', fixesUntil: '1.17.0'},
            {version: '1.14', fixesUntil: '1.16'},
          ],
        }),
      ),
    ).toEqual([
      'OLDER_DOCS_VERSIONS in src/constants/docs.ts lists 1.15, the latest version (the first of versions.json): remove it from OLDER_DOCS_VERSIONS',
      'OLDER_DOCS_VERSIONS in src/constants/docs.ts: the fixesUntil of 1.14 must be a release number such as 1.17.0, not "1.16"',
    ]);
    const three = {versions: ['1.15', '1.14', '1.13'], files: filesOf(['1.15', '1.14', '1.13'])};
    expect(
      docsVersionProblems(
        site({
          ...three,
          older: [
            {version: '1.13', fixesUntil: '1.15.0'},
            {version: '1.14', fixesUntil: '1.16.0'},
          ],
        }),
      ),
    ).toEqual([
      'OLDER_DOCS_VERSIONS in src/constants/docs.ts must list the older versions in the order of versions.json: 1.14, 1.13',
    ]);
  });

  it('names RELEASES when versions.json lists a release it does not know, or the one Next describes', () => {
    expect(
      docsVersionProblems(
        site({
          versions: ['1.16', '1.15', '1.14'],
          older: [
            {version: '1.15', fixesUntil: '1.17.0'},
            {version: '1.14', fixesUntil: '1.16.0'},
          ],
          files: filesOf(['1.16', '1.15', '1.14']),
        }),
      ),
    ).toEqual([
      'versions.json lists 1.16, the release Next describes (the last of RELEASES in src/constants/docs.ts): append the release after it to RELEASES, which Next now describes',
    ]);
    expect(docsVersionProblems(site({versions: ['2.0', '1.14'], files: filesOf(['2.0', '1.14'])}))).toEqual([
      'versions.json lists 2.0, which RELEASES in src/constants/docs.ts does not: add it there, oldest first',
    ]);
    expect(
      docsVersionProblems(site({versions: ['1.14', '1.15'], older: [{version: '1.15', fixesUntil: '1.17.0'}]})),
    ).toEqual([
      'versions.json must list the releases newest first, in the order of RELEASES in src/constants/docs.ts: ["1.15","1.14"]',
    ]);
  });

  it('names the versioned docs and sidebar a listed version lacks, and a folder versions.json does not list', () => {
    const files = filesOf(['1.15', '1.14']).filter((f) => !f.endsWith('1.14') && !f.endsWith('1.14-sidebars.json'));
    expect(docsVersionProblems(site({files}))).toEqual([
      'versions.json lists 1.14 but versioned_docs/version-1.14/ does not exist: npm run docusaurus docs:version 1.14 writes it from docs/ (UPGRADING.md, "Cutting a docs version")',
      'versions.json lists 1.14 but versioned_sidebars/version-1.14-sidebars.json does not exist: npm run docusaurus docs:version 1.14 writes it from sidebars.ts (UPGRADING.md, "Cutting a docs version")',
    ]);
    expect(docsVersionProblems(site({files: filesOf(['1.15', '1.14', '1.13'])}))).toEqual([
      'versioned_docs/version-1.13/ holds the docs of 1.13, which versions.json does not list: add "1.13" to versions.json and OLDER_DOCS_VERSIONS in src/constants/docs.ts, or delete the folder and versioned_sidebars/version-1.13-sidebars.json',
    ]);
  });

  it('keeps a retired release out of versions.json', () => {
    expect(docsVersionProblems(site({retired: ['1.14']}))).toEqual([
      'versions.json lists 1.14, which RETIRED_DOCS_VERSIONS in src/constants/docs.ts retires: keep it in one of the two',
    ]);
    expect(
      docsVersionProblems(site({versions: ['1.15'], older: [], files: filesOf(['1.15']), retired: ['1.14']})),
    ).toEqual([]);
  });

  it('rejects a versions.json that is not a list of names, without reading further', () => {
    expect(docsVersionProblems(site({versions: {latest: '1.15'}}))).toEqual([
      'versions.json must be a JSON array of release names, newest first, such as ["1.15", "1.14"]; got {"latest":"1.15"}',
    ]);
    expect(docsVersionProblems(site({versions: [], older: []}))).toEqual([
      'versions.json lists no release: it must list the latest release first (npm run docusaurus docs:version <release> adds one)',
    ]);
    expect(docsVersionProblems(site({versions: ['1.15', '1.15'], older: []}))).toEqual([
      'versions.json lists 1.15 twice',
    ]);
  });
});
