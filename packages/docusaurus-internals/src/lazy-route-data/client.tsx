/**
 * The browser's side of the lazy route data (see ./index.ts and ./routeSplit.ts). The skeleton route tree
 * (`@generated/routes` in the browser bundle) marks each section's list of pages with `lazySection`; `ensureRoutes`
 * loads the bucket that holds a path before Docusaurus matches it (./preload.ts replaces Docusaurus's preload), and
 * `registerChunkFiles` teaches the bundler's runtime where the chunks of a bucket's pages are, since the build takes
 * them out of the runtime's own table.
 */
import React from 'react';
import {matchRoutes, renderRoutes, type RouteConfig} from '../router';
import {chunkFileOf, chunkNamesOf, unpackDocs, type BucketDocs, type ChunkTable} from './bucketData';
import {bucketOf} from './routeBuckets';

type BucketModule = {default: RouteConfig[]};

interface Section {
  loaders: Array<() => Promise<BucketModule>>;
  loading: Array<Promise<void> | undefined>;
  loaded: boolean[];
}

const sections = new WeakMap<RouteConfig[], Section>();
let notFoundRoute: RouteConfig | undefined;

/** An empty route list that `ensureRoutes` fills, one bucket at a time, with the section's pages. */
export function lazySection(loaders: Section['loaders']): RouteConfig[] {
  const routes: RouteConfig[] = [];
  sections.set(routes, {loaders, loading: loaders.map(() => undefined), loaded: loaders.map(() => false)});
  return routes;
}

/** The skeleton's last route, the "page not found" one, which a section shows for a path none of its pages has. */
export function setNotFoundRoute(route: RouteConfig): void {
  notFoundRoute = route;
}

/**
 * The routes a path renders, from the top: react-router-config's matches, plus the "page not found" route where a
 * section the build added (SectionOutlet) has no page for the path, since the outlet renders it then. Docusaurus
 * preloads each before rendering; without it, the not-found page would hydrate as its loading placeholder.
 */
export function routesToPreload(routes: RouteConfig[], pathname: string): RouteConfig[] {
  const matched = matchRoutes(routes, pathname).map((match) => match.route);
  const last = matched[matched.length - 1];
  return last?.component === SectionOutlet && notFoundRoute ? [...matched, notFoundRoute] : matched;
}

/** The component of a parent the build added (`/blog` for every `/blog/...` page): renders the matching page. */
export function SectionOutlet({route}: {route: RouteConfig}): React.ReactNode {
  return renderRoutes([...(route.routes ?? []), ...(notFoundRoute ? [notFoundRoute] : [])]);
}

function loadBucket(routes: RouteConfig[], section: Section, index: number): Promise<void> {
  const pending =
    section.loading[index] ??
    section.loaders[index]!().then(
      (module) => {
        if (!section.loaded[index]) routes.push(...module.default);
        section.loaded[index] = true;
      },
      (error: unknown) => {
        // Let a later navigation try again (Docusaurus reloads the page when a navigation's preload fails).
        section.loading[index] = undefined;
        throw error;
      },
    );
  section.loading[index] = pending;
  return pending;
}

/** The path as requested and decoded, as Docusaurus matches both; only the first when it is not valid URI encoding. */
export const pathVariants = (pathname: string) => {
  try {
    return [...new Set([pathname, decodeURI(pathname)])];
  } catch {
    return [pathname];
  }
};

/**
 * Loads every bucket the path needs, level by level (a loaded bucket may hold routes with sections of their own),
 * until the tree holds all the routes that match it. Resolves at once when they are already there.
 */
export async function ensureRoutes(routes: RouteConfig[], pathname: string): Promise<void> {
  for (;;) {
    const pending = new Set<Promise<void>>();
    for (const variant of pathVariants(pathname)) {
      for (const {route} of matchRoutes(routes, variant)) {
        const section = route.routes && sections.get(route.routes);
        if (!section) continue;
        const index = bucketOf(variant, section.loaders.length);
        if (!section.loaded[index]) pending.add(loadBucket(route.routes!, section, index));
      }
    }
    if (pending.size === 0) return;
    await Promise.all(pending);
  }
}

type DocsData = {versions?: Array<{name: string; docs: Array<{id: string}>}>};

/**
 * Adds a bucket's docs to the docs plugin's global data (the build left each version with its main doc only, see
 * ./routeSplit.ts): each page of the bucket, in every version that has it, which the version dropdown, the
 * version banner and the active-doc hooks of `@docusaurus/plugin-content-docs/client` look up.
 */
export function registerDocs(globalData: Record<string, unknown>, docs: BucketDocs): void {
  const instances = globalData['docusaurus-plugin-content-docs'] as Record<string, DocsData> | undefined;
  for (const [instance, versionName, doc] of unpackDocs(docs)) {
    const version = instances?.[instance]?.versions?.find((candidate) => candidate.name === versionName);
    if (version && !version.docs.some((known) => known.id === doc.id)) version.docs.push(doc);
  }
}

// The bundler's runtime functions: chunk id to file (`u`), chunk name to file (`gca`, Docusaurus's).
declare const __webpack_require__: {u: (chunkId: string) => string; gca?: (chunkName: string) => string};

const chunkFiles: Record<string, string> = {};
const chunkIds: Record<string, string> = {};
let runtimePatched = false;

/**
 * Adds a bucket's chunk table (chunk id to file stem, from which chunk name to id), written into the bucket by the build after
 * hashing, to the runtime's lookups. The build removed those chunks from the runtime's own table, which would
 * otherwise grow with every page of the site.
 */
export function registerChunkFiles(table: ChunkTable | string): void {
  if (typeof table !== 'object') return;
  for (const [id, stem] of Object.entries(table)) chunkFiles[id] = chunkFileOf(stem);
  Object.assign(chunkIds, chunkNamesOf(table));
  if (runtimePatched) return;
  runtimePatched = true;
  const runtime = __webpack_require__;
  const chunkFile = runtime.u;
  runtime.u = (chunkId) => chunkFiles[chunkId] ?? chunkFile(chunkId);
  const chunkAsset = runtime.gca;
  if (chunkAsset) runtime.gca = (chunkName) => chunkAsset(chunkIds[chunkName] ?? chunkName);
}
