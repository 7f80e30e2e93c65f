import {describe, expect, it} from 'vitest';
import {canariesOf, explainBuildError, smokeResults, typescriptFor, unpublished} from './nextDocusaurus.mts';

describe('the canary to try', () => {
  it('lists the canaries of the major, newest first', () => {
    const versions = [
      '3.10.2',
      '3.10.1-canary-6807',
      '4.0.0-canary-6808',
      '4.0.0-canary-6822',
      '4.0.0-canary-999',
      '4.0.0-alpha.1',
      '5.0.0-canary-7000',
    ];
    expect(canariesOf(versions, 4)).toEqual(['4.0.0-canary-6822', '4.0.0-canary-6808', '4.0.0-canary-999']);
    expect(canariesOf(['3.10.2'], 4)).toEqual([]);
  });

  it('names the packages a partial release lacks', () => {
    const published = new Map([
      ['@docusaurus/core', new Set(['4.0.0-canary-6808', '4.0.0-canary-6822'])],
      ['@docusaurus/faster', new Set(['4.0.0-canary-6808'])],
    ]);
    expect(
      unpublished(['@docusaurus/core', '@docusaurus/faster', '@docusaurus/logger'], published, '4.0.0-canary-6822'),
    ).toEqual(['@docusaurus/faster', '@docusaurus/logger']);
    expect(unpublished(['@docusaurus/core', '@docusaurus/faster'], published, '4.0.0-canary-6808')).toEqual([]);
  });
});

describe('TypeScript for @docusaurus/tsconfig', () => {
  const releases = ['5.9.3', '6.0.0-beta', '6.0.1-rc', '6.0.2', '6.0.3', '7.0.2'];
  it('keeps the version that fits, else takes the newest release of the oldest major that does', () => {
    expect(typescriptFor('5.9.3', '>=5.1', releases)).toBeUndefined();
    expect(typescriptFor('5.9.3', '>=6.0', releases)).toBe('6.0.3');
    expect(typescriptFor('~5.9.0', '>=7', releases)).toBe('7.0.2');
    expect(() => typescriptFor('5.9.3', '>=8', releases)).toThrow('no TypeScript release satisfies >=8');
  });
});

describe('where a failed build threw', () => {
  const site = '/tmp/cairn-next-docusaurus-x/site';
  const versionOf = (pkg: string) => ({'@docusaurus/core': '4.0.0-canary-6808'})[pkg];

  it("names this site's file when the first frame in the copy is outside node_modules", () => {
    const output = [
      '[INFO] [en] Creating an optimized production build...',
      '[ERROR] Error:   × caused by plugins in Compilation.hooks.processAssets',
      "  ╰─▶   × Error: assets/js/runtime~main.7783f534.js: chunk 7603 with hash 9f8c88cd is not in the runtime's file table",
      `        │     at editRuntime (${site}/packages/docusaurus-internals/src/lazy-route-data/chunkTable.ts:85:25)`,
      `        │     at next (file://${site}/node_modules/@rspack/core/dist/index.js:746:25)`,
    ].join('\n');
    expect(explainBuildError(output, site, versionOf)).toEqual([
      'error: [ERROR] Error:   × caused by plugins in Compilation.hooks.processAssets',
      "error: Error: assets/js/runtime~main.7783f534.js: chunk 7603 with hash 9f8c88cd is not in the runtime's file table",
      "where: this site's code, packages/docusaurus-internals/src/lazy-route-data/chunkTable.ts",
    ]);
  });

  it('names the upstream package and its version when the error is thrown there', () => {
    const output = [
      "[ERROR] TypeError: Cannot read properties of undefined (reading 'routes')",
      `    at createRoutes (${site}/node_modules/@docusaurus/core/lib/server/routes.js:12:3)`,
      `    at load (${site}/src/plugins/blog-data.ts:20:5)`,
    ].join('\n');
    const lines = explainBuildError(output, site, versionOf);
    expect(lines[0]).toBe("error: [ERROR] TypeError: Cannot read properties of undefined (reading 'routes')");
    expect(lines.at(-1)).toBe(
      "where: upstream, thrown in @docusaurus/core@4.0.0-canary-6808 (node_modules/@docusaurus/core/lib/server/routes.js), not in this site's code",
    );
    expect(explainBuildError('[ERROR] out of memory', site, versionOf).at(-1)).toMatch(/^where: no stack frame/);
  });
});

describe('the smoke results', () => {
  it('lists every test of nested suites, failing one whose run failed, with its message', () => {
    const report = {
      suites: [
        {
          title: 'smoke.spec.ts',
          specs: [{title: 'the home page', tests: [{results: [{status: 'passed', duration: 1200}]}]}],
          suites: [
            {
              title: 'a group',
              specs: [
                {
                  title: 'a 404',
                  tests: [
                    {
                      results: [
                        {
                          status: 'failed',
                          duration: 3000,
                          error: {message: '\u001b[31mexpected 404\u001b[39m\nreceived 200'},
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(smokeResults(report)).toEqual([
      {name: 'the home page', passed: true, seconds: 1.2, error: undefined},
      {name: 'a 404', passed: false, seconds: 3, error: 'expected 404\nreceived 200'},
    ]);
    expect(
      smokeResults({suites: [{title: 'x', specs: [{title: 'never ran', tests: [{results: []}]}]}]})[0],
    ).toMatchObject({passed: false, error: 'status not run'});
  });
});
