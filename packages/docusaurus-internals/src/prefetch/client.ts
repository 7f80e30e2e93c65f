import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import type {RouteConfig} from '../router';
import {ensureRoutes} from '../lazy-route-data/client';
import {browserIdleScheduler, createIdleQueue} from './idleQueue';

let installed = false;

/** Docusaurus's own test (client/docusaurus.js): on a slow or data-saving connection it prefetches nothing. */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * The one replacement of `window.docusaurus` (Docusaurus's own object is read-only, and `<Link>` reads
 * `window.docusaurus.prefetch` at each call). On the first route update (the hydration of the first page) it installs
 * a copy whose `prefetch`:
 * 1. queues the path for an idle period (./idleQueue.ts): right after hydration the sidebar, the blog post list and the
 *    footer ask for dozens of links at once, one long task on a phone just as the page became interactive;
 * 2. then loads the route bucket that holds the path (../lazy-route-data/client.tsx; at once when the route tree is
 *    whole, as in the dev server), since a page whose bucket is not loaded would match only its section's parent;
 * 3. then calls Docusaurus's own `prefetch`.
 * On a slow or data-saving connection it fetches nothing, as Docusaurus does. Preloading on hover or touch, which a
 * click is about to need, is untouched. Nothing here may break the page: if anything is off, prefetching stays as it
 * was.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || typeof window.docusaurus?.prefetch !== 'function') return;
    installed = true;
    try {
      const original = window.docusaurus;
      const queue = createIdleQueue<string>((routePath) => {
        if (slowConnection()) return;
        ensureRoutes(routes as RouteConfig[], routePath).then(
          () => void original.prefetch(routePath),
          () => undefined,
        );
      }, browserIdleScheduler(window));
      window.docusaurus = {
        ...original,
        prefetch: (routePath: string) => {
          queue.push(routePath);
          return false;
        },
      };
    } catch {
      // Prefetching stays immediate.
    }
  },
};

export default clientModule;
