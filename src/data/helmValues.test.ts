import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import * as yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION, NEXT_DOCS_VERSION, RELEASED_DOCS_VERSIONS, type Release} from '../constants/docs';
import {markdownPages} from '../content/checks/pages.mts';
import {envVarsOf} from '../content/envVars';
import {helmValueProblems, helmValuesOf, isValuesKey, valuesKeysInProse} from '../content/helmValues';
import {HELM_VALUES_DATA, readValuesFiles} from '../content/remark/helm-values';
import {ENV_VARS} from './envVars';
import {HELM_VALUES} from './helmValues';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));
const read = (relative: string) => readFileSync(`${siteDir}/${relative}`, 'utf8');
const files = readValuesFiles(siteDir);
const fileDoc = (name: string) => files.find((file) => file.path === `/deploy/${name}`)!.doc;
/** The value at a dotted path of parsed YAML (`web.replicaCount`), or undefined: a wrong shape fails the assertion. */
const at = (doc: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);
const list = (doc: unknown, dotted: string) => (at(doc, dotted) ?? []) as Array<Record<string, unknown>>;
const manifest = () => yaml.loadAll(read('static/deploy/clickhouse-kubernetes.yaml'));
const ofKind = (kind: string) => manifest().find((d) => at(d, 'kind') === kind);

/** Every docs version: its content folder and the release it documents. */
const VERSIONS: Array<{dir: string; release: Release}> = [
  {dir: 'docs', release: NEXT_DOCS_VERSION},
  ...RELEASED_DOCS_VERSIONS.map((version) => ({dir: `versioned_docs/version-${version}`, release: version as Release})),
];

describe('HELM_VALUES and the published values files', () => {
  it('agree: every key of every file is described, and every description has a key', () => {
    expect(files.map((file) => file.path)).toEqual([
      '/deploy/values.yaml',
      '/deploy/values-clickhouse.yaml',
      '/deploy/values-managed.yaml',
    ]);
    expect(helmValueProblems(HELM_VALUES, files, HELM_VALUES_DATA)).toEqual([]);
  });

  it('date the ClickHouse key by 1.10 and the proxies by 1.15, the rest by the chart of 1.6', () => {
    const since = Object.fromEntries(HELM_VALUES.map((value) => [value.key, value.since]));
    expect(since).toMatchObject({
      'image.tag': '1.6',
      'migrations.activeDeadlineSeconds': '1.6',
      'externalClickhouse.url': '1.10',
      trustedProxies: '1.15',
    });
    expect(helmValuesOf(HELM_VALUES, '1.14').map((value) => value.key)).not.toContain('trustedProxies');
  });
});

describe('the published values files, as the chart reads them', () => {
  // `helm template` cannot run here: neither Debian nor npm ships Helm, and the chart is not in this repository.
  // These are the types and links between values that a render would fail or misbehave on.
  const full = ['values.yaml', 'values-managed.yaml'];

  it.each(full)('%s: counts, switches and the image have the types the chart expects', (name) => {
    const doc = fileDoc(name);
    for (const part of ['web', 'worker']) expect(Number.isInteger(at(doc, `${part}.replicaCount`)), part).toBe(true);
    for (const part of ['ingress', 'postgresql', 'redis'])
      expect(typeof at(doc, `${part}.enabled`), part).toBe('boolean');
    expect(at(doc, 'image')).toMatchObject({repository: 'cairnanalytics/cairn', pullPolicy: 'IfNotPresent'});
    expect(at(doc, 'image.tag')).toMatch(new RegExp(`^${LATEST_DOCS_VERSION.replace('.', '\\.')}\\.\\d+$`));
    expect(new URL(String(at(doc, 'siteUrl'))).host).toBe(at(doc, 'ingress.hostname'));
  });

  it.each(full)('%s: env and envFromSecrets set variables Cairn reads, with string values', (name) => {
    const doc = fileDoc(name);
    const known = new Set(envVarsOf(ENV_VARS, LATEST_DOCS_VERSION as Release).map((v) => v.name));
    expect(list(doc, 'env').length).toBeGreaterThan(0);
    for (const entry of list(doc, 'env')) {
      expect(Object.keys(entry).sort()).toEqual(['name', 'value']);
      expect(known.has(String(entry.name)), String(entry.name)).toBe(true);
      expect(typeof entry.value, String(entry.name)).toBe('string');
    }
    for (const entry of list(doc, 'envFromSecrets')) {
      expect(Object.keys(entry).sort()).toEqual(['key', 'name', 'secretName']);
      expect(known.has(String(entry.name)), String(entry.name)).toBe(true);
    }
  });

  it('values-managed.yaml turns the bundled databases off and names the managed ones by URL', () => {
    const doc = fileDoc('values-managed.yaml');
    expect([at(doc, 'postgresql.enabled'), at(doc, 'redis.enabled')]).toEqual([false, false]);
    expect(new URL(String(at(doc, 'externalPostgresql.url'))).protocol).toBe('postgres:');
    expect(new URL(String(at(doc, 'externalRedis.url'))).protocol).toMatch(/^rediss?:$/);
  });

  it("gives the migration job less time than every page's helm --timeout 40m", () => {
    const deadline = at(fileDoc('values.yaml'), 'migrations.activeDeadlineSeconds');
    expect(Number.isInteger(deadline)).toBe(true);
    expect(deadline).toBe(30 * 60);
    expect(deadline).toBeLessThan(40 * 60);
  });

  it('values-clickhouse.yaml only adds the ClickHouse URL, pointing at the service of clickhouse-kubernetes.yaml', () => {
    const doc = fileDoc('values-clickhouse.yaml');
    expect(Object.keys(doc as object)).toEqual(['externalClickhouse']);
    const url = new URL(String(at(doc, 'externalClickhouse.url')));
    expect(url.protocol).toBe('clickhouse:');
    expect(url.pathname).toBe('/cairn');
    const service = ofKind('Service');
    const statefulSet = ofKind('StatefulSet');
    expect(at(service, 'metadata.name')).toBe(url.hostname);
    expect(list(service, 'spec.ports').map((p) => p.port)).toContain(Number(url.port));
    expect(at(service, 'spec.selector')).toEqual(at(statefulSet, 'spec.template.metadata.labels'));
    const container = list(statefulSet, 'spec.template.spec.containers')[0];
    expect(list(container, 'env').find((e) => e.name === 'CLICKHOUSE_DB')?.value).toBe('cairn');
  });
});

describe('the backups disk of ClickHouse', () => {
  const xml = read('static/deploy/clickhouse-backups.xml');
  const diskPath = /<backups>\s*<type>local<\/type>\s*<path>([^<]+)<\/path>/.exec(xml)?.[1];

  it('is named backups, allowed for BACKUP and RESTORE, at /backups/', () => {
    expect(diskPath).toBe('/backups/');
    expect(xml).toContain('<allowed_disk>backups</allowed_disk>');
    expect(xml).toContain(`<allowed_path>${diskPath}</allowed_path>`);
  });

  it('is mounted where the XML puts it, by Docker Compose and by the Kubernetes manifest', () => {
    const compose = yaml.load(read('static/deploy/docker-compose.clickhouse.yml'));
    const volumes = at(compose, 'services.clickhouse.volumes') as string[];
    expect(volumes).toContain('./clickhouse-backups.xml:/etc/clickhouse-server/config.d/backups.xml:ro');
    expect(volumes.some((v) => v.endsWith(`:${diskPath!.replace(/\/$/, '')}`))).toBe(true);
    const statefulSet = ofKind('StatefulSet');
    const mounts = list(list(statefulSet, 'spec.template.spec.containers')[0], 'volumeMounts');
    expect(mounts).toContainEqual({name: 'backups', mountPath: diskPath!.replace(/\/$/, '')});
    expect(mounts).toContainEqual({
      name: 'config',
      mountPath: '/etc/clickhouse-server/config.d/backups.xml',
      subPath: 'backups.xml',
    });
    const page = read('docs/deployment/deploy-kubernetes.md');
    const configMap = at(
      list(statefulSet, 'spec.template.spec.volumes').find((v) => v.name === 'config'),
      'configMap.name',
    );
    expect(page).toContain(`create configmap ${configMap} --from-file=backups.xml=clickhouse-backups.xml`);
  });
});

describe.each(VERSIONS)('the docs of $release', ({dir, release}) => {
  const pages = markdownPages(dir);
  const values = helmValuesOf(HELM_VALUES, release);

  it('name no Helm values key that the release does not have', () => {
    const unknown = pages.flatMap((page) =>
      valuesKeysInProse(read(page), HELM_VALUES)
        .filter(({key}) => !isValuesKey(key, values))
        .map(({key, line}) => `${page}:${line}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it('have the reference page, with the table, in the configuring section of the sidebar', () => {
    const page = read(`${dir}/configuring-cairn/helm-values.md`);
    expect(page.split('\n::helm-values\n')).toHaveLength(2);
    const sidebar = dir === 'docs' ? read('sidebars.ts') : read(`versioned_sidebars/version-${release}-sidebars.json`);
    expect(sidebar).toContain('configuring-cairn/helm-values');
    expect(sidebar).toContain('configuring-cairn/clickhouse');
  });

  it("link the upgrade guide's job timeout to its key's row, in the steps and in the troubleshooting", () => {
    const guide = read(`${dir}/configuring-cairn/upgrading-cairn.md`);
    const link = '(helm-values.md#migrations.activeDeadlineSeconds)';
    expect(guide.split(link).length - 1).toBeGreaterThanOrEqual(2);
    // Each paragraph or table row that tells the reader to raise the timeout names the key.
    const mentions = guide.split(/\n\s*\n|\n(?=\|)/).filter((part) => /raise the job's timeout/.test(part));
    expect(mentions).toHaveLength(2);
    for (const mention of mentions) expect(mention, mention).toContain(link);
  });
});
