import {describe, expect, it} from 'vitest';
import {
  formatValue,
  helmValueProblems,
  helmValuesOf,
  isValuesKey,
  valueIn,
  valuesKeys,
  valuesKeysInProse,
  type HelmValue,
} from './helmValues';

const value = (over: Partial<HelmValue> & Pick<HelmValue, 'key'>): HelmValue => ({
  description: 'What it does',
  since: '1.6',
  ...over,
});

const data: HelmValue[] = [
  value({key: 'image.tag', pinsRelease: true}),
  value({key: 'postgresql.enabled'}),
  value({key: 'web.replicaCount'}),
  value({key: 'env', freeForm: true}),
  value({key: 'ingress.annotations', freeForm: true}),
  value({key: 'trustedProxies', since: '1.15'}),
  value({key: 'migrations.activeDeadlineSeconds', changes: [{in: '1.16', description: 'new text'}]}),
];
const doc = {
  image: {tag: '1.15.0'},
  postgresql: {enabled: true},
  web: {replicaCount: 1},
  env: [{name: 'IS_BEHIND_PROXY', value: 'true'}],
  ingress: {annotations: {'cert-manager.io/cluster-issuer': 'letsencrypt'}},
  trustedProxies: '10.0.0.0/8',
  migrations: {activeDeadlineSeconds: 1800},
};
const files = [{path: '/deploy/values.yaml', doc}];
const DATA = 'src/data/helmValues.ts';

describe('valuesKeys', () => {
  it('gives the dotted path of every leaf, and free-form maps and lists whole', () => {
    const keys = valuesKeys(doc, new Set(['env', 'ingress.annotations']));
    expect([...keys.keys()]).toEqual([
      'image.tag',
      'postgresql.enabled',
      'web.replicaCount',
      'env',
      'ingress.annotations',
      'trustedProxies',
      'migrations.activeDeadlineSeconds',
    ]);
    expect(keys.get('web.replicaCount')).toBe(1);
    expect(keys.get('ingress.annotations')).toEqual({'cert-manager.io/cluster-issuer': 'letsencrypt'});
  });

  it('walks into a map that is not free-form, so its entries become keys', () => {
    expect([...valuesKeys({ingress: {annotations: {a: 'b'}}}, new Set()).keys()]).toEqual(['ingress.annotations.a']);
  });
});

describe('helmValuesOf', () => {
  const keys = (release: '1.14' | '1.15' | '1.16') => helmValuesOf(data, release).map((v) => v.key);

  it('leaves out a key that a later release added', () => {
    expect(keys('1.14')).not.toContain('trustedProxies');
    expect(keys('1.15')).toContain('trustedProxies');
  });

  it('applies the changes up to the release and drops the history', () => {
    const at = (release: '1.15' | '1.16') =>
      helmValuesOf(data, release).find((v) => v.key === 'migrations.activeDeadlineSeconds')!;
    expect(at('1.15').description).toBe('What it does');
    expect(at('1.16').description).toBe('new text');
    expect(at('1.16')).not.toHaveProperty('changes');
  });
});

describe('helmValueProblems', () => {
  it('finds nothing when the file and the data agree', () => {
    expect(helmValueProblems(data, files, DATA)).toEqual([]);
  });

  it('names the key and the file of a key without a description', () => {
    const withNew = [{path: '/deploy/values.yaml', doc: {...doc, web: {replicaCount: 1, podLabels: {team: 'a'}}}}];
    expect(helmValueProblems(data, withNew, DATA)).toEqual([
      'static/deploy/values.yaml: web.podLabels.team has no description in src/data/helmValues.ts (add what it does and since when)',
    ]);
  });

  it('names the key and the files of a description for a key that no file sets', () => {
    expect(helmValueProblems([...data, value({key: 'worker.replicaCount'})], files, DATA)).toEqual([
      'src/data/helmValues.ts: worker.replicaCount is described, but no published values file sets it (static/deploy/values.yaml)',
    ]);
  });

  it('accepts a removed key that the files no longer set', () => {
    expect(helmValueProblems([...data, value({key: 'old.key', removedIn: '1.12'})], files, DATA)).toEqual([]);
  });

  it('reports a key described twice, a key that is not a dotted path, and bad texts or dates', () => {
    expect(
      helmValueProblems(
        [
          ...data,
          value({key: 'web.replicaCount'}),
          value({key: 'web..x', description: 'two\nlines', since: '1.10', removedIn: '1.9'}),
        ],
        files,
        DATA,
      ),
    ).toEqual([
      'src/data/helmValues.ts: web.replicaCount is described twice',
      'src/data/helmValues.ts: web..x is not a dotted path of values keys',
      'src/data/helmValues.ts: web..x: removed in 1.9, before or when it was added (1.10)',
      'src/data/helmValues.ts: web..x: a text that is empty or spans lines: "two\\nlines"',
    ]);
  });
});

describe('formatValue and valueIn', () => {
  it('writes scalars as YAML does, quoting strings that would read as numbers or booleans', () => {
    expect(formatValue('1.15.0')).toBe('"1.15.0"');
    expect(formatValue('true')).toBe('"true"');
    expect(formatValue('')).toBe('""');
    expect(formatValue('nginx')).toBe('nginx');
    expect(formatValue(1800)).toBe('1800');
    expect(formatValue(false)).toBe('false');
  });

  it('writes maps and lists in flow style', () => {
    expect(formatValue([{name: 'IS_BEHIND_PROXY', value: 'true'}])).toBe('[{name: IS_BEHIND_PROXY, value: "true"}]');
  });

  it("shows an older release's own tag for a key that pins the release, and the file's value otherwise", () => {
    const tag = data[0]!;
    expect(valueIn(tag, '1.15.0', '1.14')).toBe('1.14.0');
    expect(valueIn(tag, '1.15.0', '1.15')).toBe('1.15.0');
    expect(valueIn(tag, '1.15.0', '1.16')).toBe('1.15.0');
    expect(valueIn(data[1]!, 2, '1.14')).toBe(2);
  });
});

describe('valuesKeysInProse and isValuesKey', () => {
  it('finds dotted code spans that start with a top-level key, with their lines', () => {
    const prose =
      'Set `image.tag` and `web.replicas`.\nNot `values.yaml`, `redis.conf`, `postgresql.conf` or `IMAGE_TAG`.';
    expect(valuesKeysInProse(prose, data)).toEqual([
      {key: 'image.tag', line: 1},
      {key: 'web.replicas', line: 1},
    ]);
  });

  it('accepts a key, a map above keys and an entry of a free-form key, and nothing else', () => {
    const at115 = helmValuesOf(data, '1.15');
    expect(isValuesKey('image.tag', at115)).toBe(true);
    expect(isValuesKey('migrations', at115)).toBe(true);
    expect(isValuesKey('ingress.annotations.kubernetes.io', at115)).toBe(true);
    expect(isValuesKey('web.replicas', at115)).toBe(false);
    expect(isValuesKey('trustedProxies', helmValuesOf(data, '1.14'))).toBe(false);
  });
});
