import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The classic theme's client module that shows the progress bar, replaced by ./progress.ts. */
export const CLASSIC_PROGRESS_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');

/**
 * Trims the browser bundle where a dependency's packaging, not our code, puts bytes in `main.js`:
 * - `@docusaurus/utils-common` resolves to an ES module copy of its functions (./utils-common.ts) instead of its
 *   CommonJS index, which drags all of `tslib` in. The server bundle keeps the package as it is.
 * - The navigation progress bar is ./progress.ts instead of the classic theme's module and the nprogress library.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'cairn-lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.resolve(__dirname, './utils-common.ts'),
            [CLASSIC_PROGRESS_CLIENT_MODULE]: path.resolve(__dirname, './progress.ts'),
          },
        },
      };
    },
  };
}
