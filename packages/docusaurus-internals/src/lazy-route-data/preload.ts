/**
 * Stands in for `@docusaurus/core` lib/client/preload.js in the browser bundle (./index.ts points the module there).
 * Docusaurus calls it before the first render (hydration) and before every client-side navigation; upstream it matches
 * the path against the route tree and preloads each matched route's chunks. Here it first loads the route buckets the
 * path needs (./client.tsx), then does what upstream does (Docusaurus 3.10.2, locked in
 * tests/upgrade-lock.json), with the not-found route of a section that has no page for the path, and without
 * throwing on a path that is not valid URI encoding (it is matched as it is).
 */
import routes from '@generated/routes';
import type {RouteConfig} from '../router';
import {ensureRoutes, pathVariants, routesToPreload} from './client';

type Preloadable = {preload?: () => Promise<unknown>};

export default function preload(pathname: string): Promise<unknown[]> {
  return ensureRoutes(routes as RouteConfig[], pathname).then(() => {
    const matches = pathVariants(pathname).flatMap((path) => routesToPreload(routes as RouteConfig[], path));
    return Promise.all(matches.map((route) => (route.component as Preloadable | undefined)?.preload?.()));
  });
}
