import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import remarkHelmValues, {HELM_VALUES_TABLE_CLASS, readValuesFiles} from './helm-values';

const siteDir = fileURLToPath(new URL('../../..', import.meta.url));

// A stand-in for the MDX processor's parser: one paragraph with one text node.
const processor = {
  parse: (markdown: string) => ({
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: markdown, position: {}}]}],
  }),
};
const directive = () => ({type: 'leafDirective', name: 'helm-values', attributes: {}, position: {start: {line: 9}}});

interface Node {
  [key: string]: unknown;
  type: string;
  value?: string;
  url?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}
const run = (file: string, dir = siteDir) => {
  const tree = {type: 'root', children: [directive() as Node]};
  remarkHelmValues.call(processor, {siteDir: dir})(tree, {path: path.join(dir, file)});
  return tree.children[0]!;
};
const rows = (table: Node) => table.children!.slice(1);
const keyOf = (row: Node) => row.children![0]!.children![0]!.children![0]!.value;
const textOf = (node: Node): string =>
  node.type === 'break' ? ' / ' : (node.value ?? (node.children ?? []).map(textOf).join(''));

describe('remark-helm-values', () => {
  it('renders a table of key, default and description with one anchored row per key', () => {
    const table = run('versioned_docs/version-1.15/configuring-cairn/helm-values.md');
    expect(table.type).toBe('table');
    expect(table.data?.hProperties?.className).toContain(HELM_VALUES_TABLE_CLASS);
    expect(table.children![0]!.children!.map(textOf)).toEqual(['Key', 'Default', 'What it does']);
    const timeout = rows(table).find((row) => keyOf(row) === 'migrations.activeDeadlineSeconds')!;
    const link = timeout.children![0]!.children![0]!;
    expect(link).toMatchObject({
      type: 'link',
      url: '#migrations.activeDeadlineSeconds',
      data: {hProperties: {id: 'migrations.activeDeadlineSeconds', className: ['cairn-helm-values__key']}},
    });
    expect(textOf(timeout.children![0]!)).toBe('migrations.activeDeadlineSeconds / Since 1.6');
    // The key may wrap after its dot and nowhere else; the text stays the key.
    expect(link.data).toMatchObject({
      hChildren: [
        {type: 'text', value: 'migrations.'},
        {type: 'element', tagName: 'wbr'},
        {type: 'text', value: 'activeDeadlineSeconds'},
      ],
    });
    expect(textOf(timeout.children![1]!)).toBe('1800');
  });

  it('reads the defaults from the published files, and names the other files that set a key differently', () => {
    const table = run('versioned_docs/version-1.15/configuring-cairn/helm-values.md');
    const cellOf = (key: string) => textOf(rows(table).find((row) => keyOf(row) === key)!.children![1]!);
    expect(cellOf('image.tag')).toBe('"1.15.0"');
    expect(cellOf('web.replicaCount')).toBe('1 / values-managed.yaml: 2');
    expect(cellOf('externalClickhouse.url')).toMatch(/^not set \/ values-clickhouse\.yaml: clickhouse:\/\//);
    expect(cellOf('envFromSecrets')).toBe('not set / values-managed.yaml: 2 entries');
  });

  it("shows each version its own keys and tag: no trustedProxies in 1.14, and 1.14's own image tag", () => {
    const keys = (file: string) => rows(run(file)).map(keyOf);
    expect(keys('versioned_docs/version-1.14/configuring-cairn/helm-values.md')).not.toContain('trustedProxies');
    expect(keys('versioned_docs/version-1.15/configuring-cairn/helm-values.md')).toContain('trustedProxies');
    expect(keys('docs/configuring-cairn/helm-values.md')).toContain('trustedProxies');
    const tag = rows(run('versioned_docs/version-1.14/configuring-cairn/helm-values.md')).find(
      (row) => keyOf(row) === 'image.tag',
    )!;
    expect(textOf(tag.children![1]!)).toBe('"1.14.0"');
  });

  it('fails naming the page and line outside the versioned docs', () => {
    expect(() => run('handbook/engineering/x.md')).toThrow(
      /handbook\/engineering\/x\.md:9: ::helm-values is only for the versioned docs/,
    );
  });

  describe('with a values file that has a key without a description', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'helm-values-'));
    afterAll(() => rmSync(dir, {recursive: true, force: true}));
    cpSync(path.join(siteDir, 'static/deploy'), path.join(dir, 'static/deploy'), {recursive: true});
    writeFileSync(path.join(dir, 'static/deploy/values-extra.yaml'), 'web:\n  podLabels:\n    team: data\n');

    it('reads the new file among the published ones, after values.yaml', () => {
      expect(readValuesFiles(dir).map((file) => file.path)).toEqual([
        '/deploy/values.yaml',
        '/deploy/values-clickhouse.yaml',
        '/deploy/values-extra.yaml',
        '/deploy/values-managed.yaml',
      ]);
    });

    it('fails the build naming the page, the key and the file', () => {
      expect(() => run('docs/configuring-cairn/helm-values.md', dir)).toThrow(
        /docs\/configuring-cairn\/helm-values\.md:9: ::helm-values: .*\nstatic\/deploy\/values-extra\.yaml: web\.podLabels\.team has no description in src\/data\/helmValues\.ts/,
      );
    });
  });
});
