import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {ensureRoutes} from './client';

let installed = false;

/** Docusaurus's own test (client/docusaurus.js): on a slow or data-saving connection it prefetches nothing. */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * Docusaurus prefetches a link's chunks by matching its path against the route tree: a page whose route bucket is not
 * loaded yet would match only its section's parent. On the first route update (hydration), this replaces
 * `window.docusaurus` with a copy whose `prefetch` first loads the bucket (./client.tsx). The idle-prefetch plugin,
 * registered after this one, then queues those calls for idle time. On a slow or data-saving connection it fetches
 * nothing, as Docusaurus does. Nothing here may break the page.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || typeof window.docusaurus?.prefetch !== 'function') return;
    installed = true;
    const original = window.docusaurus;
    window.docusaurus = {
      ...original,
      prefetch: (routePath: string) => {
        // Where Docusaurus would prefetch nothing, the bucket is not fetched either.
        if (slowConnection()) return false;
        ensureRoutes(routes as RouteConfig[], routePath).then(
          () => {
            original.prefetch(routePath);
          },
          () => undefined,
        );
        return false;
      },
    };
  },
};

export default clientModule;
