import {describe, expect, it} from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dropLoader = require('./drop-loader.cjs') as (this: unknown, source: string) => string;

const run = (source: string, format: 'json' | 'registry', drop: string[]) =>
  dropLoader.call({getOptions: () => ({format, drop}), resourcePath: '/s/.docusaurus/file'}, source);
const entry = (name: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "", require.resolveWeak("@site/${name}.md")],`;

describe('dropping the moved entries', () => {
  it('removes keys from routesChunkNames.json', () => {
    expect(JSON.parse(run('{"/a-1":{"__comp":"x"},"/b-2":{"__comp":"y"}}', 'json', ['/a-1']))).toEqual({
      '/b-2': {__comp: 'y'},
    });
    expect(() => run('{}', 'json', ['/a-1'])).toThrow(/\/s\/\.docusaurus\/file: no entry \/a-1/);
  });

  it('removes registry lines, keeping the closing brace Docusaurus writes on the last one', () => {
    const source = `export default {\n${entry('a')}\n${entry('b')}};\n`;
    expect(run(source, 'registry', ['b'])).toBe(`export default {\n${entry('a')}\n};\n`);
    expect(run(source, 'registry', ['a'])).toBe(`export default {\n${entry('b')}};\n`);
    expect(() => run(source, 'registry', ['c'])).toThrow(/found 0 of the 1 registry entries/);
  });
});
