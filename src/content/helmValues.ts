/**
 * The keys of the Helm chart's values that the published values files set (static/deploy/values*.yaml), as typed
 * data (src/data/helmValues.ts), and the view one docs version gives of them: the reference table of
 * `configuring-cairn/helm-values` is rendered from it at build time (src/content/remark/helm-values.ts), with each
 * key's value read from the files, and the code-block check holds every key a page names to it. A key of a file
 * without a description, or a description of a key that no file sets, is a problem naming the key and the file.
 */
import {LATEST_DOCS_VERSION, RELEASES, type Release} from '../constants/docs';
import {presentIn, textIn, versionProblems, type Versioned} from './releaseView';

/** What a key says in one version: inline Markdown, one line (code spans, relative `.md` links). */
export interface HelmValueText {
  description: string;
}

export interface HelmValue extends HelmValueText, Versioned<HelmValueText> {
  /** The dotted path, such as `image.tag`. */
  key: string;
  /** A map or list whose entries are yours (annotations, environment variables): its entries are not keys. */
  freeForm?: true;
  /** The key pins the Cairn release: an older release's page shows that release's `X.Y.0` instead of the files' value. */
  pinsRelease?: true;
}

/** A published values file, by its path under static/ (`/deploy/values.yaml`), and its parsed content. */
export interface ValuesFile {
  path: string;
  doc: unknown;
}

/** The file every other values file is compared with: the bundled setup, which the reference calls the default. */
export const DEFAULT_VALUES_FILE = '/deploy/values.yaml';

/** The anchor of a key's row on the reference page: the key itself, so a link reads `helm-values.md#image.tag`. */
export const helmValueAnchor = (key: string): string => key;

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dotted keys a values document sets and their values: the leaves, and free-form maps and lists whole. */
export function valuesKeys(doc: unknown, freeForm: ReadonlySet<string>): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  const walk = (value: unknown, prefix: string) => {
    if (prefix && (freeForm.has(prefix) || !isMap(value) || Object.keys(value).length === 0)) {
      keys.set(prefix, value);
      return;
    }
    if (!isMap(value)) return;
    for (const [name, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${name}` : name);
  };
  walk(doc, '');
  return keys;
}

/** The keys a release's chart has, in data order, with the text that release's docs show. */
export function helmValuesOf(all: readonly HelmValue[], release: Release): HelmValue[] {
  return all
    .filter((value) => presentIn(value, release))
    .map((value) => {
      const view: HelmValue = {
        ...value,
        ...textIn<HelmValueText>({description: value.description}, value.changes, release),
      };
      delete view.changes;
      return view;
    });
}

/**
 * Problems of the data and the files together, each naming the key and the file: a key of a file without a
 * description (and a description for a key no file sets, unless a release removed it), duplicates, texts, dates.
 */
export function helmValueProblems(all: readonly HelmValue[], files: readonly ValuesFile[], dataFile: string): string[] {
  const problems: string[] = [];
  const described = new Set<string>();
  for (const value of all) {
    if (described.has(value.key)) problems.push(`${dataFile}: ${value.key} is described twice`);
    described.add(value.key);
    if (!/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)*$/.test(value.key))
      problems.push(`${dataFile}: ${value.key} is not a dotted path of values keys`);
    problems.push(
      ...versionProblems(`${dataFile}: ${value.key}`, value, [
        value.description,
        ...(value.changes ?? []).map((change) => change.description),
      ]),
    );
  }
  const freeForm = new Set(all.filter((value) => value.freeForm).map((value) => value.key));
  const set = new Set<string>();
  for (const file of files) {
    for (const key of valuesKeys(file.doc, freeForm).keys()) {
      set.add(key);
      if (!described.has(key))
        problems.push(`static${file.path}: ${key} has no description in ${dataFile} (add what it does and since when)`);
    }
  }
  for (const value of all) {
    if (!set.has(value.key) && !value.removedIn)
      problems.push(
        `${dataFile}: ${value.key} is described, but no published values file sets it (${files.map((file) => `static${file.path}`).join(', ')})`,
      );
  }
  return problems;
}

/** A value as the reference shows it: scalars as YAML writes them, maps and lists in YAML's flow style. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string')
    return value === '' || /^[\d.]+$|^(true|false|null)$/.test(value) ? JSON.stringify(value) : value;
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (isMap(value))
    return `{${Object.entries(value)
      .map(([name, child]) => `${name}: ${formatValue(child)}`)
      .join(', ')}}`;
  return String(value);
}

/** What one published file sets a key to, as the given release's page shows it (a pinned release: that release's tag for an older one). */
export function valueIn(value: HelmValue, fileValue: unknown, release: Release): unknown {
  const older = RELEASES.indexOf(release) < RELEASES.indexOf(LATEST_DOCS_VERSION as Release);
  return value.pinsRelease && older && fileValue !== undefined ? `${release}.0` : fileValue;
}

/**
 * Values keys named in prose: an inline code span that is a dotted path starting with a top-level key of the data
 * (`image.tag`, `externalClickhouse.url`), with its line. Other dotted code spans (`values.yaml`, `redis.conf`) are
 * not keys and are left alone.
 */
export function valuesKeysInProse(source: string, all: readonly HelmValue[]): Array<{key: string; line: number}> {
  const roots = new Set(all.map((value) => value.key.split('.')[0]));
  const out: Array<{key: string; line: number}> = [];
  source.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/`([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)+)`/g)) {
      const parts = m[1].split('.');
      if (roots.has(parts[0]) && !FILE_EXTENSIONS.has(parts[parts.length - 1])) out.push({key: m[1], line: i + 1});
    }
  });
  return out;
}

/** Endings that make a dotted code span a file name (`postgresql.conf`, `redis.yaml`), not a values key. */
const FILE_EXTENSIONS = new Set([
  'conf',
  'yaml',
  'yml',
  'json',
  'xml',
  'toml',
  'ini',
  'env',
  'txt',
  'md',
  'sh',
  'sql',
  'log',
  'zip',
  'dump',
  'tf',
]);

/** Whether a release's chart has a key: one of its keys, a map above them (`ingress.tls`) or an entry of a free-form one. */
export function isValuesKey(key: string, values: readonly HelmValue[]): boolean {
  return values.some(
    (value) =>
      value.key === key || value.key.startsWith(`${key}.`) || (value.freeForm && key.startsWith(`${value.key}.`)),
  );
}
