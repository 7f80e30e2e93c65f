import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Adds the analytics client module. docusaurus.config.ts registers this plugin only when `POSTHOG_API_KEY`
 * is set, so a build without a key ships no analytics code at all.
 */
export default function analyticsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'cairn-analytics',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
