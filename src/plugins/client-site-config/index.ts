import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Gives the browser bundle a copy of the site config without the fields only the build reads (./loader.cjs): the HTML
 * template (`ssrTemplate`), the plugin, preset and theme options, and `future.faster`. About 1.4 KB gzipped of every
 * page's `main.js`. The server bundle and `useDocusaurusContext()` during the build keep the whole config; a browser
 * component that read one of these fields would get `undefined` (tests/e2e/quality.spec.ts checks the bundle).
 * Lifecycle: `configureWebpack` (client).
 */
export default function clientSiteConfigPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'cairn-client-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              use: [{loader: path.resolve(__dirname, './loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
