import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Blanks the module paths in the browser bundle's copy of Docusaurus's chunk registry (./loader.cjs): the browser
 * never reads them, and they cost every page about 10 bytes per page of the site. The server bundle, which reports
 * the modules a page rendered, keeps them. Lifecycle: `configureWebpack` (client).
 */
export default function registryWithoutModulePathsPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'cairn-registry-without-module-paths',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              use: [{loader: path.resolve(__dirname, './loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
