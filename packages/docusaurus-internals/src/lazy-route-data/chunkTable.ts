/**
 * Edits of the emitted JavaScript for the lazy route data (see ./index.ts), after the bundler has hashed every file:
 * - the runtime (`runtime~main.*.js`) loses the entries of the chunks only the route buckets lead to, from its chunk
 *   file table (`__webpack_require__.u`: chunk id to name and to hash) and from Docusaurus's chunk name table
 *   (`__webpack_require__.gca`), and learns the new hash of each bucket;
 * - each bucket gets those entries of its own chunks in place of the placeholder ./client.tsx reads.
 * Pure string functions, tested in ./chunkTable.test.ts.
 *
 * Rspack 1 (Docusaurus 3) and Rspack 2 (Docusaurus 4) write the two tables alike, numeric chunk ids as number keys
 * (`{1012:"f041e54e"}`); what differs is the compiler's API, which gives a chunk's id as a string ("7603") in
 * Rspack 1 and as a number (7603) in Rspack 2. Ids are compared as the runtime's keys, strings (`chunkKey`).
 */
import {parse} from 'acorn';
import type {ChunkTable} from './bucketData';
import {CHUNK_FILES_PLACEHOLDER} from './routeSplit';

type Node = {type: string; start: number; end: number; [key: string]: unknown};
type Property = Node & {
  key: Node & {value?: unknown; name?: string};
  value: Node & {value?: unknown};
  computed: boolean;
};

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const typed = node as Node;
  if (typeof typed.type === 'string') visit(typed);
  for (const [key, value] of Object.entries(typed))
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

const keyOf = (property: Property) =>
  property.key.type === 'Identifier' ? String(property.key.name) : String(property.key.value);

/** The object literals inside the function assigned to `<runtime>.<name>` (`u` or `gca`). */
function mapsOfRuntimeFunction(ast: Node, name: string): Array<Node & {properties: Property[]}> {
  const maps: Array<Node & {properties: Property[]}> = [];
  walk(ast, (node) => {
    if (node.type !== 'AssignmentExpression') return;
    const left = node.left as Node & {property?: Node & {name?: string}; computed?: boolean};
    if (left.type !== 'MemberExpression' || left.computed || left.property?.name !== name) return;
    walk(node.right, (inner) => {
      if (inner.type === 'ObjectExpression') maps.push(inner as Node & {properties: Property[]});
    });
  });
  return maps;
}

/** A chunk id as the runtime's tables key it (`1012:` and `"1012":` alike): Rspack 1 gives ids as strings, Rspack 2 as numbers. */
export function chunkKey(id: string | number): string {
  return String(id);
}

export interface RuntimeEdit {
  /** Chunk ids to drop from the runtime's file table. */
  removeIds: ReadonlySet<string | number>;
  /** New hash of a chunk whose file the build renamed, by chunk id: `{old, new}`. */
  rehash: ReadonlyMap<string | number, {from: string; to: string}>;
}

/**
 * The runtime's source with the edits above. Throws, naming the file, when the runtime does not have the two tables
 * this relies on (a bundler upgrade changed it: see UPGRADING.md).
 */
export function editRuntime(source: string, edit: RuntimeEdit, file: string): {code: string; removed: number} {
  const ast = parse(source, {ecmaVersion: 'latest', sourceType: 'script'}) as unknown as Node;
  const fileMaps = mapsOfRuntimeFunction(ast, 'u');
  const nameMaps = mapsOfRuntimeFunction(ast, 'gca');
  if (fileMaps.length === 0 || fileMaps.length > 2 || nameMaps.length !== 1) {
    throw new Error(
      `${file}: expected the chunk file table in __webpack_require__.u (1 or 2 object literals, found ${fileMaps.length}) and ` +
        `Docusaurus's chunk name table in __webpack_require__.gca (1, found ${nameMaps.length}). The bundler's runtime changed: ` +
        'update @cairn/docusaurus-internals (packages/docusaurus-internals, lazy-route-data; see UPGRADING.md) or turn it off with CAIRN_LAZY_ROUTES=off.',
    );
  }
  const removeIds = new Set([...edit.removeIds].map(chunkKey));
  const rehash = new Map([...edit.rehash].map(([id, change]) => [chunkKey(id), change]));
  let removed = 0;
  const replacements: Array<{start: number; end: number; text: string}> = [];
  for (const map of fileMaps) {
    const kept = map.properties.filter((property) => {
      const drop = removeIds.has(keyOf(property));
      if (drop && map === fileMaps[fileMaps.length - 1]) removed += 1;
      return !drop;
    });
    const text = kept.map((property) => {
      const change = rehash.get(keyOf(property));
      if (change && property.value.value === change.from)
        return `${source.slice(property.key.start, property.key.end)}:${JSON.stringify(change.to)}`;
      return source.slice(property.start, property.end);
    });
    replacements.push({start: map.start, end: map.end, text: `{${text.join(',')}}`});
  }
  const [nameMap] = nameMaps;
  const keptNames = nameMap!.properties.filter((property) => !removeIds.has(String(property.value.value)));
  replacements.push({
    start: nameMap!.start,
    end: nameMap!.end,
    text: `{${keptNames.map((p) => source.slice(p.start, p.end)).join(',')}}`,
  });
  for (const [id, change] of rehash) {
    const present = fileMaps.some((map) =>
      map.properties.some((p) => keyOf(p) === id && p.value.value === change.from),
    );
    if (!present) throw new Error(`${file}: chunk ${id} with hash ${change.from} is not in the runtime's file table`);
  }
  let code = source;
  for (const {start, end, text} of replacements.sort((a, b) => b.start - a.start))
    code = code.slice(0, start) + text + code.slice(end);
  return {code, removed};
}

/** The bucket's source with its chunk table in place of the placeholder; throws, naming the file, unless it is there once. */
export function fillBucket(source: string, table: ChunkTable, file: string): string {
  const pattern = new RegExp(`(["'])${CHUNK_FILES_PLACEHOLDER}\\1`, 'g');
  const found = source.match(pattern)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `${file}: expected the chunk table placeholder once, found it ${found} times (@cairn/docusaurus-internals, lazy-route-data)`,
    );
  return source.replace(pattern, () => JSON.stringify(table));
}

/** The file name with its content hash replaced: `assets/js/123.0a1b2c3d.js` to `assets/js/123.<hash>.js`. */
export function renameWithHash(file: string, hash: string): {name: string; oldHash: string} {
  const match = /\.([0-9a-f]{8})\.js$/.exec(file);
  if (!match) throw new Error(`${file}: not a hashed JavaScript file name (assets/js/[name].[contenthash:8].js)`);
  return {name: `${file.slice(0, match.index)}.${hash.slice(0, 8)}.js`, oldHash: match[1]!};
}
