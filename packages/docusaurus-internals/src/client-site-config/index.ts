import path from 'node:path';
import type {Feature} from '../feature';

/**
 * Gives the browser bundle a copy of the site config without the fields only the build reads (./loader.cjs): the HTML
 * template (`ssrTemplate`), the plugin, preset and theme options, and `future.faster`. About 1.4 KB gzipped of every
 * page's `main.js`. The server bundle and `useDocusaurusContext()` during the build keep the whole config; a browser
 * component that read one of these fields would get `undefined`.
 */
export function clientSiteConfig(generatedFilesDir: string): Feature {
  return {
    name: 'clientSiteConfig',
    configureWebpack(isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(generatedFilesDir, 'docusaurus.config.mjs'),
              use: [{loader: path.resolve(__dirname, './loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
