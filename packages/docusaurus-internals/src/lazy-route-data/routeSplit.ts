/**
 * Splits Docusaurus's generated route data so that the browser's first load does not carry every page of the site.
 *
 * Docusaurus writes three files (`@docusaurus/core` lib/server/codegen/codegenRoutes.js): `routes.js`, the route tree
 * react-router renders; `routesChunkNames.json`, the chunks of each route; `registry.js`, the loader of each chunk. All
 * three are in `main.js`, about 60 bytes gzipped per page (facebook/docusaurus#7256). This module rewrites them for the
 * browser bundle:
 * - A "section" is a list of leaf routes (exact, no children) of one parent: the pages of one docs version or of the
 *   handbook, the top-level pages sharing a first path segment (every `/blog/...` page) under a parent added here,
 *   or the other top-level pages but the home page under a parent `/` added last.
 *   Its leaves move into `count` buckets, chosen by a hash of the path (./routeBuckets.ts), about
 *   BUCKET_SIZE leaves each, each a module the browser loads when it needs one of them.
 * - The skeleton (the new `routes.js`) keeps every other route, and each section as its parent with an empty list
 *   that the bucket loaders fill.
 * - Chunk names of the moved routes, and the registry entries only they use, move into their bucket.
 * The server bundle keeps the files as generated: it renders every page with the whole tree.
 */
import {packDocs, type GlobalDoc} from './bucketData';
import {bucketKey, bucketOf} from './routeBuckets';

/** A section is split when it has at least this many leaves; smaller lists stay in the skeleton. */
export const MIN_SECTION_LEAVES = 8;
/** Leaves per bucket, about: a bucket is what a page loads beyond the skeleton before it hydrates. */
export const BUCKET_SIZE = 16;
/** Stands in a bucket module for its chunk file table, which the bundler plugin writes after hashing. */
export const CHUNK_FILES_PLACEHOLDER = '__cairn_chunk_files__';

interface ComponentRef {
  readonly path: string;
  readonly hash?: string;
}

export interface RouteNode {
  path: string;
  component: ComponentRef | 'outlet';
  exact?: boolean;
  routes?: RouteNode[];
  /** Set on a parent whose leaves moved to buckets. */
  section?: {id: number; count: number};
  /** Any other attribute Docusaurus wrote (the docs' `sidebar`), kept as is. */
  attributes: Record<string, unknown>;
}

export interface RouteSplit {
  /** The browser's `routes.js`. */
  skeleton: string;
  /**
   * The browser's `globalData.json`: each docs version lists its main doc and the docs the skeleton renders; the
   * buckets add the docs of their pages (and the same docs in the other versions, for the version dropdown).
   */
  globalData: string;
  /** Bucket module sources by bucket id (`<section>-<bucket>`). */
  buckets: Record<string, string>;
  /** Keys of `routesChunkNames.json` that moved into a bucket. */
  movedChunkNameKeys: Set<string>;
  /** Chunk names whose registry entry moved into a bucket. */
  movedRegistryNames: Set<string>;
  stats: {routes: number; skeletonRoutes: number; sections: number; buckets: number; movedLeaves: number};
}

const IMPORTS = ["import React from 'react';", "import ComponentCreator from '@docusaurus/ComponentCreator';"];

/**
 * The route tree of a generated `routes.js`, read by running it with a stand-in `ComponentCreator`. Throws, naming the
 * file, when the file is not in the shape Docusaurus 3.10 writes.
 */
export function parseRoutes(source: string, file: string): RouteNode[] {
  const lines = source.split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const unknown = imports.filter((line) => !IMPORTS.includes(line.trim()));
  const exportAt = source.indexOf('\nexport default [');
  if (unknown.length > 0 || exportAt < 0) {
    throw new Error(
      `${file}: not in the format ./routeSplit.ts knows (${unknown.length > 0 ? `import ${unknown[0]}` : 'no "export default ["'}). ` +
        'Docusaurus changed how it writes the routes: update @cairn/docusaurus-internals (packages/docusaurus-internals, lazy-route-data; see UPGRADING.md) or turn it off with CAIRN_LAZY_ROUTES=off.',
    );
  }
  const body = `return ${source.slice(exportAt + '\nexport default '.length)}`;
  let raw: unknown;
  try {
    raw = new Function('ComponentCreator', body)((path: string, hash?: string) => ({path, hash}));
  } catch (error) {
    throw new Error(`${file}: could not be read as a route list: ${(error as Error).message}`);
  }
  const toNode = (value: unknown): RouteNode => {
    const {path, component, exact, routes, ...attributes} = value as Record<string, unknown>;
    if (typeof path !== 'string' || typeof component !== 'object' || component === null) {
      throw new Error(`${file}: a route without a path or component: ${JSON.stringify(value).slice(0, 200)}`);
    }
    return {
      path,
      component: component as ComponentRef,
      ...(exact === true ? {exact: true} : {}),
      ...(Array.isArray(routes) ? {routes: routes.map(toNode)} : {}),
      attributes,
    };
  };
  if (!Array.isArray(raw)) throw new Error(`${file}: does not export a route list`);
  return raw.map(toNode);
}

/** One registry line of Docusaurus 3.10: name, then the module path (three times). */
const REGISTRY_ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), "(?:\2)?", require\.resolveWeak\("\2"\)\],?(?:\};)?$/;

/** Chunk name to module path, from a generated `registry.js` (module paths may already be blanked). */
export function parseRegistry(source: string, file: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    if (!/^\s*"[^"]+": \[/.test(line)) continue;
    const match = REGISTRY_ENTRY.exec(line);
    if (!match) {
      throw new Error(
        `${file}: a registry entry in a format ./routeSplit.ts does not know: ${line.trim().slice(0, 120)}`,
      );
    }
    entries.set(match[1], match[2]);
  }
  return entries;
}

const isLeaf = (node: RouteNode) => node.exact === true && node.routes === undefined;
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Every chunk name a route's entry in `routesChunkNames.json` lists (the values of a nested object). */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

const routeKey = (node: RouteNode) =>
  typeof node.component === 'object' && node.component.hash ? `${node.path}-${node.component.hash}` : undefined;

/**
 * Groups the top-level leaf routes that share a first path segment under one parent (`/blog` for every `/blog/...`
 * page), when no other top-level route starts with that segment, so that the group can be a section. The other
 * top-level leaves but the home page (`/pricing`, `/careers`, ...) go under one parent `/` placed last, before the
 * "page not found" route, where it matches only what no other route does: the site's own pages then cost the first
 * load nothing either. A leaf whose segment a parent route also uses keeps its place, ahead of that parent.
 */
function groupTopLevel(routes: RouteNode[]): RouteNode[] {
  const leavesBySegment = new Map<string, RouteNode[]>();
  const segmentsWithOthers = new Set<string>();
  for (const node of routes) {
    const segment = firstSegment(node.path);
    if (node.path === '*') continue;
    if (isLeaf(node)) {
      if (segment !== '') leavesBySegment.set(segment, [...(leavesBySegment.get(segment) ?? []), node]);
    } else segmentsWithOthers.add(segment);
  }
  const grouped = new Map<string, RouteNode[]>();
  const rest: RouteNode[] = [];
  for (const [segment, leaves] of leavesBySegment) {
    if (segmentsWithOthers.has(segment)) continue;
    if (leaves.length >= MIN_SECTION_LEAVES) grouped.set(segment, leaves);
    else rest.push(...leaves);
  }
  const catchAll = rest.length >= MIN_SECTION_LEAVES && !segmentsWithOthers.has('') ? new Set(rest) : undefined;
  const result: RouteNode[] = [];
  for (const node of routes) {
    const segment = firstSegment(node.path);
    const group = isLeaf(node) ? grouped.get(segment) : undefined;
    if (catchAll?.has(node)) continue;
    if (!group) result.push(node);
    else if (group[0] === node) result.push({path: `/${segment}`, component: 'outlet', routes: group, attributes: {}});
  }
  if (catchAll) result.push({path: '/', component: 'outlet', routes: rest, attributes: {}});
  return result;
}

const literal = (value: unknown) => JSON.stringify(value);
const indent = (text: string) => text.replace(/\n/g, '\n  ');

function serializeNode(node: RouteNode, sectionLoaders: (node: RouteNode) => string | undefined): string {
  const parts = [`path: ${literal(node.path)}`];
  parts.push(
    node.component === 'outlet'
      ? 'component: SectionOutlet'
      : `component: ComponentCreator(${literal(node.component.path)}${node.component.hash === undefined ? '' : `, ${literal(node.component.hash)}`})`,
  );
  if (node.exact) parts.push('exact: true');
  const lazy = sectionLoaders(node);
  if (lazy) parts.push(`routes: ${lazy}`);
  else if (node.routes)
    parts.push(
      `routes: [\n  ${indent(node.routes.map((child) => serializeNode(child, sectionLoaders)).join(',\n'))}\n]`,
    );
  for (const [name, value] of Object.entries(node.attributes)) parts.push(`${literal(name)}: ${literal(value)}`);
  return `{\n  ${indent(parts.join(',\n'))}\n}`;
}

/** The docs plugin's global data, as `@docusaurus/plugin-content-docs` 3.10 writes it (the parts read here). */
interface DocsGlobalData {
  versions: Array<{name: string; mainDocId: string; docs: GlobalDoc[]}>;
}
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** One doc of one version, as a bucket hands it to `registerDocs` (packed): plugin instance, version, the doc's entry. */
type DocEntry = [instance: string, version: string, doc: GlobalDoc];

export interface SplitOptions {
  /** Import specifier of the browser module with `lazySection`, `SectionOutlet` and `registerChunkFiles`. */
  clientModule: string;
  /** Import specifier a bucket module is loaded by, given its id: the generated routes file with a query. */
  bucketRequest: (bucketId: string) => string;
  /** For error messages. */
  files: {routes: string; registry: string; globalData: string};
}

/** Splits the generated route data; see the module comment. */
export function splitRoutes(
  routesSource: string,
  chunkNames: Record<string, unknown>,
  registrySource: string,
  globalData: Record<string, unknown>,
  options: SplitOptions,
): RouteSplit {
  const tree = groupTopLevel(parseRoutes(routesSource, options.files.routes));
  const registry = parseRegistry(registrySource, options.files.registry);

  // Mark the sections, depth first, in document order.
  const sections: Array<{node: RouteNode; count: number; buckets: RouteNode[][]}> = [];
  let routeCount = 0;
  const visit = (node: RouteNode) => {
    routeCount += 1;
    if (!node.routes) return;
    if (node.routes.length >= MIN_SECTION_LEAVES && node.routes.every(isLeaf)) {
      const count = Math.ceil(node.routes.length / BUCKET_SIZE);
      const buckets: RouteNode[][] = Array.from({length: count}, () => []);
      for (const leaf of node.routes) buckets[bucketOf(leaf.path, count)].push(leaf);
      node.section = {id: sections.length, count};
      sections.push({node, count, buckets});
      routeCount += node.routes.length;
      return;
    }
    node.routes.forEach(visit);
  };
  tree.forEach(visit);

  // Which chunk names the skeleton and each bucket use.
  const skeletonNames = new Set<string>();
  const collectSkeleton = (node: RouteNode) => {
    const key = routeKey(node);
    if (key) for (const name of chunkNamesOf(chunkNames[key])) skeletonNames.add(name);
    if (!node.section) node.routes?.forEach(collectSkeleton);
  };
  tree.forEach(collectSkeleton);
  const bucketsUsing = new Map<string, number>();
  const bucketNames = new Map<string, Set<string>>();
  const movedChunkNameKeys = new Set<string>();
  for (const {node, buckets} of sections) {
    buckets.forEach((leaves, index) => {
      const names = new Set<string>();
      for (const leaf of leaves) {
        const key = routeKey(leaf);
        if (!key || chunkNames[key] === undefined)
          throw new Error(`${options.files.routes}: no chunk names for route ${leaf.path}`);
        movedChunkNameKeys.add(key);
        for (const name of chunkNamesOf(chunkNames[key])) names.add(name);
      }
      for (const name of names) bucketsUsing.set(name, (bucketsUsing.get(name) ?? 0) + 1);
      bucketNames.set(`${node.section!.id}-${index}`, names);
    });
  }
  // A registry entry moves into a bucket when that bucket alone uses it; shared ones stay in main.
  const movedRegistryNames = new Set<string>();
  for (const [name, uses] of bucketsUsing)
    if (uses === 1 && !skeletonNames.has(name) && registry.has(name)) movedRegistryNames.add(name);

  // Docs lists of the global data: a doc whose page moved into a bucket moves there too, with its other versions.
  const trimmedGlobalData = structuredClone(globalData) as Record<string, unknown>;
  const docsInstances = (trimmedGlobalData[DOCS_PLUGIN] ?? {}) as Record<string, DocsGlobalData>;
  if (typeof docsInstances !== 'object') throw new Error(`${options.files.globalData}: no ${DOCS_PLUGIN} data`);
  const movedPaths = new Set(sections.flatMap(({node}) => node.routes!.map((leaf) => bucketKey(leaf.path))));
  const docByPath = new Map<string, {instance: string; id: string}>();
  const docVersions = new Map<string, DocEntry[]>();
  for (const [instance, data] of Object.entries(docsInstances)) {
    if (!Array.isArray(data?.versions))
      throw new Error(`${options.files.globalData}: ${DOCS_PLUGIN}.${instance} has no versions list`);
    for (const version of data.versions) {
      for (const doc of version.docs) {
        docByPath.set(bucketKey(doc.path), {instance, id: doc.id});
        const key = `${instance}\n${doc.id}`;
        docVersions.set(key, [...(docVersions.get(key) ?? []), [instance, version.name, doc]]);
      }
      version.docs = version.docs.filter((doc) => doc.id === version.mainDocId || !movedPaths.has(bucketKey(doc.path)));
    }
  }
  const docsOfBucket = (leaves: RouteNode[]): DocEntry[] => {
    const seen = new Set<string>();
    return leaves.flatMap((leaf) => {
      const doc = docByPath.get(bucketKey(leaf.path));
      const key = doc && `${doc.instance}\n${doc.id}`;
      if (!key || seen.has(key)) return [];
      seen.add(key);
      return docVersions.get(key)!;
    });
  };

  const buckets: Record<string, string> = {};
  for (const {node, buckets: leavesByBucket} of sections) {
    leavesByBucket.forEach((leaves, index) => {
      const id = `${node.section!.id}-${index}`;
      const names = [...bucketNames.get(id)!].filter((name) => movedRegistryNames.has(name)).sort();
      const chunkNameEntries = Object.fromEntries(leaves.map((leaf) => [routeKey(leaf)!, chunkNames[routeKey(leaf)!]]));
      const registryLines = names.map((name) => {
        const modulePath = literal(registry.get(name));
        return `  ${literal(name)}: [() => import(/* webpackChunkName: ${literal(name)} */ ${modulePath}), "", require.resolveWeak(${modulePath})]`;
      });
      buckets[id] = [
        `// Routes of bucket ${id}, written by ./routeSplit.ts from the generated route files.`,
        "import ComponentCreator from '@docusaurus/ComponentCreator';",
        "import routesChunkNames from '@generated/routesChunkNames';",
        "import registry from '@generated/registry';",
        "import globalData from '@generated/globalData';",
        `import {registerChunkFiles, registerDocs} from ${literal(options.clientModule)};`,
        `registerChunkFiles(${literal(CHUNK_FILES_PLACEHOLDER)});`,
        `registerDocs(globalData, ${literal(packDocs(docsOfBucket(leaves), options.files.globalData))});`,
        `Object.assign(routesChunkNames, ${literal(chunkNameEntries)});`,
        `Object.assign(registry, {\n${registryLines.join(',\n')}\n});`,
        `export default [\n  ${indent(leaves.map((leaf) => serializeNode(leaf, () => undefined)).join(',\n'))}\n];`,
        '',
      ].join('\n');
    });
  }

  const sectionLoaders = (node: RouteNode) => {
    if (!node.section) return undefined;
    const loaders = Array.from(
      {length: node.section.count},
      (_, index) => `() => import(${literal(options.bucketRequest(`${node.section!.id}-${index}`))})`,
    );
    return `lazySection([${loaders.join(', ')}])`;
  };
  const skeleton = [
    "// The browser's route tree, written by ./routeSplit.ts from the generated one: sections load their pages on demand.",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {lazySection, SectionOutlet, setNotFoundRoute} from ${literal(options.clientModule)};`,
    '',
    'const routes = [',
    `  ${indent([...tree.filter((node) => node.path !== '*').map((node) => serializeNode(node, sectionLoaders)), "{\n  path: '*',\n  component: ComponentCreator('*')\n}"].join(',\n'))}`,
    '];',
    'setNotFoundRoute(routes[routes.length - 1]);',
    'export default routes;',
    '',
  ].join('\n');

  const skeletonRoutes = routeCount - sections.reduce((sum, section) => sum + section.node.routes!.length, 0);
  return {
    skeleton,
    globalData: JSON.stringify(trimmedGlobalData),
    buckets,
    movedChunkNameKeys,
    movedRegistryNames,
    stats: {
      routes: routeCount,
      skeletonRoutes,
      sections: sections.length,
      buckets: Object.keys(buckets).length,
      movedLeaves: sections.reduce((sum, section) => sum + section.node.routes!.length, 0),
    },
  };
}
