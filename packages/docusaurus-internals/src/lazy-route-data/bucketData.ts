/**
 * What a route bucket carries besides its routes, in the compact forms the build writes (index.ts, routeSplit.ts) and
 * the browser reads (client.tsx): its chunk table and its docs.
 */

/**
 * A bucket's chunk table: chunk id to the file's stem, `<name>.<hash>` of `assets/js/<name>.<hash>.js`, where the
 * name is the chunk's name when it has one (a route chunk, `2113c265`) and its id otherwise. The runtime's
 * chunk-name lookup is derived from it (`chunkNamesOf`), so the table carries each file once: 129 bytes gzipped
 * less per bucket on cairn.dev than the table with full file names and a name map beside them.
 */
export type ChunkTable = Record<string, string>;

const CHUNK_FILE = /^assets\/js\/([^/.]+\.[0-9a-f]{8})\.js$/;

/** The table's entry for a chunk's file; throws, naming the file, on a file name the table cannot hold. */
export function chunkStem(file: string, name: string | undefined, id: string): string {
  const stem = CHUNK_FILE.exec(file)?.[1];
  if (!stem || stem.split('.')[0] !== (name ?? id))
    throw new Error(
      `${file}: chunk ${id}${name ? ` (${name})` : ''} is not at assets/js/[name].[contenthash:8].js (@cairn/docusaurus-internals, lazy-route-data)`,
    );
  return stem;
}

/** The file of a table entry, relative to the public path. */
export const chunkFileOf = (stem: string): string => `assets/js/${stem}.js`;

/** Chunk name to chunk id, for the chunks whose file is named after their name rather than their id. */
export function chunkNamesOf(table: ChunkTable): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [id, stem] of Object.entries(table)) {
    const name = stem.slice(0, stem.indexOf('.'));
    if (name !== id) names[name] = id;
  }
  return names;
}

/** A doc of the docs plugin's global data, as 3.10 writes it: `{id, path, sidebar?}`. */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/**
 * A bucket's docs, each page in every version that has it, grouped by plugin instance and version, each doc a
 * tuple `[id, path, sidebar?]`: about 116 bytes gzipped less per bucket on cairn.dev than one
 * `[instance, version, {id, path, sidebar}]` entry per doc.
 */
export type BucketDocs = Record<string, Record<string, Array<[id: string, path: string, sidebar?: string]>>>;

/** Packs a bucket's docs; throws, naming the source, on a doc with a field the tuple cannot hold. */
export function packDocs(
  entries: Array<[instance: string, version: string, doc: GlobalDoc]>,
  source: string,
): BucketDocs {
  const packed: BucketDocs = {};
  for (const [instance, version, doc] of entries) {
    const extra = Object.keys(doc).filter((key) => key !== 'id' && key !== 'path' && key !== 'sidebar');
    if (extra.length > 0)
      throw new Error(
        `${source}: doc ${doc.id} of version ${version} has fields a route bucket does not carry: ${extra.join(', ')} (@cairn/docusaurus-internals, lazy-route-data)`,
      );
    const versions = (packed[instance] ??= {});
    (versions[version] ??= []).push(doc.sidebar === undefined ? [doc.id, doc.path] : [doc.id, doc.path, doc.sidebar]);
  }
  return packed;
}

/** The docs of a packed bucket, as the docs plugin's global data holds them. */
export function unpackDocs(packed: BucketDocs): Array<[instance: string, version: string, doc: GlobalDoc]> {
  return Object.entries(packed).flatMap(([instance, versions]) =>
    Object.entries(versions).flatMap(([version, docs]) =>
      docs.map(([id, path, sidebar]): [string, string, GlobalDoc] => [
        instance,
        version,
        sidebar === undefined ? {id, path} : {id, path, sidebar},
      ]),
    ),
  );
}
