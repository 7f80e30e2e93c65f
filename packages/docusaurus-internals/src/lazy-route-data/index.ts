import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {WebpackPluginInstance} from 'webpack';
import type {Compiler, Compilation, Chunk, ChunkGroup} from '@rspack/core';
import {splitRoutes, type RouteSplit} from './routeSplit';
import type {Feature} from '../feature';
import {chunkStem, type ChunkTable} from './bucketData';
import {chunkKey, editRuntime, fillBucket, renameWithHash} from './chunkTable';

/**
 * Keeps the route data of every page out of the first load (issue #19, facebook/docusaurus#7256).
 *
 * Docusaurus puts the route tree, the chunk names of every route and the chunk registry into `main.js`, and the
 * bundler's runtime lists the file of every chunk: together about 90 bytes gzipped per page of the site, paid by every
 * visit. In the production browser bundle this plugin:
 * 1. replaces the three generated route files by a skeleton and route buckets (./routeSplit.ts): each section's
 *    pages (a docs version, the handbook, the blog) load in buckets of about 16, the one a path needs loaded before
 *    the page renders (./preload.ts stands in for Docusaurus's client preload) or when a link is prefetched
 *    (../prefetch/client.ts);
 * 2. after hashing, moves the file names of the chunks only a bucket leads to from the runtime's table into that
 *    bucket (./chunkTable.ts), and renames each bucket and the runtime after their new content.
 * The server bundle and the dev server keep Docusaurus's files as generated. The plugin's `lazyRouteData: false` turns
 * it off.
 * The formats it relies on are in the upgrade lock (../../upgrade-lock.json); it fails the build, naming the file,
 * when one changed.
 */
const NAME = 'cairn-lazy-route-data';
const BUCKET_QUERY = 'cairnBucket';

function readGenerated(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (!existsSync(file))
    throw new Error(
      `${file}: missing; Docusaurus did not write its route files before bundling (@cairn/docusaurus-internals, lazy-route-data)`,
    );
  return readFileSync(file, 'utf8');
}

/** The chunks a chunk group leads to, through its children, not entering the groups `stop` says to stop at. */
function reachableChunks(from: Iterable<ChunkGroup>, stop: (group: ChunkGroup) => boolean): Set<Chunk> {
  const chunks = new Set<Chunk>();
  const seen = new Set<ChunkGroup>();
  const queue = [...from];
  while (queue.length > 0) {
    const group = queue.pop()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) chunks.add(chunk);
    for (const child of group.childrenIterable) if (!stop(child)) queue.push(child);
  }
  return chunks;
}

const jsFile = (chunk: Chunk) => [...chunk.files].find((file) => file.endsWith('.js'));
const contentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Step 2 of the plugin comment, as an Rspack plugin of the browser compilation. */
class ChunkTablePlugin {
  constructor(private readonly report: (line: string) => void) {}

  apply(compiler: Compiler) {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER},
        () => {
          const isBucket = (chunk: Chunk) =>
            compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => module.identifier().includes(`${BUCKET_QUERY}=`));
          const buckets = [...compilation.chunks].filter(isBucket);
          if (buckets.length === 0) throw new Error(`${NAME}: no route bucket among the browser bundle's chunks`);
          const bucketGroups = new Set(buckets.flatMap((chunk) => [...chunk.groupsIterable]));
          // Chunks the runtime must still find by itself: those the entry reaches without passing through a bucket,
          // and the buckets (their group's chunks) themselves.
          const entryGroups = [...compilation.entrypoints.values()] as unknown as ChunkGroup[];
          const fromEntry = reachableChunks(entryGroups, (group) => bucketGroups.has(group));
          for (const group of bucketGroups) for (const chunk of group.chunks) fromEntry.add(chunk);

          const removeIds = new Set<string>();
          const rehash = new Map<string, {from: string; to: string}>();
          const renames: Array<[string, string]> = [];
          for (const bucket of buckets) {
            const table: ChunkTable = {};
            const below = reachableChunks(
              [...bucket.groupsIterable].flatMap((group) => [...group.childrenIterable]),
              () => false,
            );
            for (const chunk of below) {
              if (fromEntry.has(chunk) || chunk.id == null) continue;
              const file = jsFile(chunk);
              if (!file) continue;
              const id = chunkKey(chunk.id);
              table[id] = chunkStem(file, chunk.name ?? undefined, id);
              removeIds.add(id);
            }
            const file = jsFile(bucket);
            if (!file || bucket.id == null) throw new Error(`${NAME}: a route bucket without a JavaScript file`);
            const filled = fillBucket(compilation.getAsset(file)!.source.source().toString(), table, file);
            const {name, oldHash} = renameWithHash(file, contentHash(filled));
            compilation.updateAsset(file, new sources.RawSource(filled));
            if (name !== file) {
              renames.push([file, name]);
              rehash.set(chunkKey(bucket.id), {from: oldHash, to: name.slice(-11, -3)});
            }
          }
          const runtimes = [...compilation.chunks].filter((chunk) => chunk.hasRuntime());
          if (runtimes.length !== 1) throw new Error(`${NAME}: expected one runtime chunk, found ${runtimes.length}`);
          const runtimeFile = jsFile(runtimes[0]!)!;
          const {code, removed} = editRuntime(
            compilation.getAsset(runtimeFile)!.source.source().toString(),
            {removeIds, rehash},
            runtimeFile,
          );
          compilation.updateAsset(runtimeFile, new sources.RawSource(code));
          const runtimeName = renameWithHash(runtimeFile, contentHash(code)).name;
          if (runtimeName !== runtimeFile) renames.push([runtimeFile, runtimeName]);
          for (const [from, to] of renames) compilation.renameAsset(from, to);
          this.report(
            `${buckets.length} route buckets carry the files of ${removeIds.size} chunks (${removed} entries out of the runtime's table)`,
          );
        },
      );
    });
  }
}

/** Step 1 of the comment above: the production browser bundle's loader rules and the chunk-table plugin. */
export function lazyRouteData(generatedFilesDir: string): Feature {
  const dir = generatedFilesDir;
  const routesFile = path.join(dir, 'routes.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const registryFile = path.join(dir, 'registry.js');
  const globalDataFile = path.join(dir, 'globalData.json');
  const loader = (name: string) => path.resolve(__dirname, name);
  return {
    name: 'lazyRouteData',
    configureWebpack(isServer) {
      if (isServer) return {};
      const chunkNames = JSON.parse(readGenerated(dir, 'routesChunkNames.json')) as Record<string, unknown>;
      const globalData = JSON.parse(readGenerated(dir, 'globalData.json')) as Record<string, unknown>;
      const split: RouteSplit = splitRoutes(
        readGenerated(dir, 'routes.js'),
        chunkNames,
        readGenerated(dir, 'registry.js'),
        globalData,
        {
          clientModule: path.resolve(__dirname, './client'),
          bucketRequest: (id) => `./routes.js?${BUCKET_QUERY}=${id}`,
          files: {routes: routesFile, registry: registryFile, globalData: globalDataFile},
        },
      );
      const {stats} = split;
      const summary = `${stats.routes} routes: ${stats.skeletonRoutes} in the skeleton, ${stats.movedLeaves} in ${stats.buckets} buckets of ${stats.sections} sections`;
      writeFileSync(path.join(dir, 'cairn-lazy-route-data.json'), `${JSON.stringify({...stats}, null, 2)}\n`);
      return {
        module: {
          rules: [
            {
              test: routesFile,
              use: [
                {loader: loader('./replace-loader.cjs'), options: {sources: {'': split.skeleton, ...split.buckets}}},
              ],
            },
            {
              test: chunkNamesFile,
              use: [
                {loader: loader('./drop-loader.cjs'), options: {format: 'json', drop: [...split.movedChunkNameKeys]}},
              ],
            },
            {
              test: registryFile,
              use: [
                {
                  loader: loader('./drop-loader.cjs'),
                  options: {format: 'registry', drop: [...split.movedRegistryNames]},
                },
              ],
            },
            {
              test: globalDataFile,
              use: [{loader: loader('./replace-loader.cjs'), options: {source: split.globalData}}],
            },
            {
              test: require.resolve('@docusaurus/core/lib/client/preload.js'),
              use: [
                {
                  loader: loader('./replace-loader.cjs'),
                  options: {source: `export {default} from ${JSON.stringify(path.resolve(__dirname, './preload'))};\n`},
                },
              ],
            },
          ],
        },
        // Typed against Rspack's compiler; Docusaurus's type names webpack's.
        plugins: [
          new ChunkTablePlugin((line) =>
            console.log(`[${NAME}] ${summary}; ${line}`),
          ) as unknown as WebpackPluginInstance,
        ],
      };
    },
  };
}
