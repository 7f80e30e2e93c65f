import path from 'node:path';
import type {Feature} from '../feature';

/**
 * Resolves `@docusaurus/utils-common` in the browser bundle to an ES module of the same exports (./utils-common.ts)
 * instead of the package's CommonJS index, whose `require('tslib')` kept every tslib helper in `main.js` (4 KB
 * gzipped on every page). The server bundle keeps the package as it is.
 */
export function utilsCommonEsm(): Feature {
  return {
    name: 'utilsCommonEsm',
    configureWebpack(isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': path.resolve(__dirname, './utils-common.ts')}}};
    },
  };
}
