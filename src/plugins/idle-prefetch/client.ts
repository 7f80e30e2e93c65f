import type {ClientModule} from '@docusaurus/types';
import {browserIdleScheduler, createIdleQueue} from '../../lib/idleQueue';

let installed = false;

/**
 * On the first route update (the hydration of the first page), replaces `window.docusaurus` with a copy whose
 * `prefetch` queues the path for an idle period. Docusaurus's own object is read-only, and `<Link>` reads
 * `window.docusaurus.prefetch` at each call. Nothing here may break the page: if anything is off, prefetching stays
 * as it was.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || typeof window.docusaurus?.prefetch !== 'function') return;
    installed = true;
    try {
      const original = window.docusaurus;
      const queue = createIdleQueue<string>(
        (routePath) => void original.prefetch(routePath),
        browserIdleScheduler(window),
      );
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
