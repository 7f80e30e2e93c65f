import path from 'node:path';
import type {Feature} from '../feature';

/** The classic theme's client module that shows the progress bar with the nprogress library. */
export const CLASSIC_PROGRESS_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');

/**
 * The navigation progress bar drawn with one CSS transition (./progress.ts) instead of the classic theme's client
 * module and the nprogress library (4 KB of every page's first load): the browser bundle resolves the classic
 * module's path to ours.
 */
export function navigationProgress(): Feature {
  return {
    name: 'navigationProgress',
    configureWebpack(isServer) {
      if (isServer) return {};
      return {resolve: {alias: {[CLASSIC_PROGRESS_CLIENT_MODULE]: path.resolve(__dirname, './progress.ts')}}};
    },
  };
}
