import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Moves Docusaurus's link prefetching to the browser's idle time.
 *
 * Every internal `<Link>` asks `window.docusaurus.prefetch(path)` as soon as it scrolls into view. Each call matches
 * the path against every route and adds `<link rel="prefetch">` tags; right after hydration the sidebar, the blog
 * post list and the footer ask it for dozens of links at once, one long task on a phone just as the page became
 * interactive. The client module queues those calls and runs them in idle periods (src/lib/idleQueue.ts). Preloading
 * on hover or touch, which a click is about to need, is untouched.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'cairn-idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
