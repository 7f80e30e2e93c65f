import {describe, expect, it} from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {blankModulePaths} = require('./loader.cjs') as {
  blankModulePaths: (source: string, file: string) => {code: string; entries: number};
};

const entry = (name: string, file: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('registry without module paths', () => {
  it('blanks the middle slot of every entry and keeps the loader and the module id', () => {
    const source = [
      'export default {',
      entry('0058b4c6', '@site/docs/a.md'),
      entry('17896441', '@theme/DocItem'),
      '};',
    ].join('\n');
    const {code, entries} = blankModulePaths(source, 'registry.js');
    expect(entries).toBe(2);
    expect(code).toContain(
      '"0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],',
    );
    expect(code).toContain(
      '"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
    );
    expect(code.split('\n')).toHaveLength(4);
  });

  it('reads the last entry, which Docusaurus closes on the same line', () => {
    const {code, entries} = blankModulePaths(`export default {\n${entry('a', '@site/a.md')}};\n`, 'registry.js');
    expect(entries).toBe(1);
    expect(code).toContain('"@site/a.md"), "", require.resolveWeak("@site/a.md")],};');
  });

  it('fails naming the file when an entry has another format', () => {
    const source = [
      'export default {',
      entry('a', '@site/a.md'),
      '  "b": [() => import("@site/b.md"), "@site/b.md"],',
      '};',
    ].join('\n');
    expect(() => blankModulePaths(source, '/site/.docusaurus/registry.js')).toThrow(
      /\/site\/\.docusaurus\/registry\.js: 1 registry entries in a format/,
    );
    expect(() => blankModulePaths('export default {};', 'registry.js')).toThrow(/no registry entry/);
  });
});
