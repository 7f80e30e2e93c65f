import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import type {Configuration} from 'webpack';
import {clientSiteConfig} from './client-site-config';
import type {Feature} from './feature';
import {lazyRouteData} from './lazy-route-data';
import {navigationProgress} from './navigation-progress';
import {prismOnDemand} from './prism-on-demand';
import {utilsCommonEsm} from './utils-common-esm';

export {SSR_TEMPLATE} from './ssrTemplate';

/** Each feature on by default; `false` turns one off (the package's benchmark measures each that way). */
export interface Options {
  /** Each section's route data in buckets, out of the first load (production builds only). */
  lazyRouteData?: boolean;
  /** Link prefetching in idle time, through the route buckets (the one replacement of `window.docusaurus`). */
  idlePrefetch?: boolean;
  /** The browser's copy of the site config without the build-only fields. */
  clientSiteConfig?: boolean;
  /** `@docusaurus/utils-common` as an ES module in the browser, without tslib. */
  utilsCommonEsm?: boolean;
  /** The navigation progress bar in CSS instead of nprogress. */
  navigationProgress?: boolean;
  /** Prism out of `main.js`; the dark theme's colors for server-rendered code blocks. `false` keeps Prism upstream's way. */
  prismOnDemand?: {darkTheme: PrismTheme} | false;
}

/** Concatenates the features' bundler configurations: rules and plugins add up, aliases merge. */
function mergeConfigurations(configurations: Configuration[]): Configuration {
  const rules = configurations.flatMap((configuration) => configuration.module?.rules ?? []);
  const plugins = configurations.flatMap((configuration) => configuration.plugins ?? []);
  const alias = Object.assign({}, ...configurations.map((configuration) => configuration.resolve?.alias ?? {}));
  return {
    ...(rules.length > 0 ? {module: {rules}} : {}),
    ...(plugins.length > 0 ? {plugins} : {}),
    ...(Object.keys(alias).length > 0 ? {resolve: {alias}} : {}),
  };
}

/**
 * The one Docusaurus plugin that touches Docusaurus's internals (its generated files, runtime objects, `lib/` paths
 * and the router) to make every page's first load smaller and its hydration shorter. See README.md for each feature,
 * what it saves and the upstream files it depends on (upgrade-lock.json).
 */
export default function docusaurusInternals(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as Options;
  const production = process.env.NODE_ENV === 'production';
  const on = (name: keyof Options) => options[name] !== false;
  const features: Feature[] = [
    ...(options.prismOnDemand ? [prismOnDemand(options.prismOnDemand.darkTheme)] : []),
    ...(on('lazyRouteData') && production ? [lazyRouteData(context.generatedFilesDir)] : []),
    ...(on('idlePrefetch')
      ? [{name: 'idlePrefetch', clientModules: [path.resolve(__dirname, './prefetch/client')]} satisfies Feature]
      : []),
    ...(on('utilsCommonEsm') ? [utilsCommonEsm()] : []),
    ...(on('navigationProgress') ? [navigationProgress()] : []),
    ...(on('clientSiteConfig') ? [clientSiteConfig(context.generatedFilesDir)] : []),
  ];
  // The options join the bundler's persistent cache version: Rspack's cache is keyed by the config file and the
  // theme aliases, not by plugin options, and would reuse modules transformed for other options.
  const cacheKey = features.map((feature) => feature.name).join(',');
  return {
    name: 'cairn-docusaurus-internals',
    // Theme components that exist for first-load weight or hydration time only (README.md).
    getThemePath: () => path.resolve(__dirname, '../theme'),
    getClientModules: () => features.flatMap((feature) => feature.clientModules ?? []),
    configureWebpack(config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance as unknown as {
        DefinePlugin: new (defs: Record<string, string>) => unknown;
      };
      // `__CAIRN_SERVER__`: `true` in the server bundle, `false` in the browser's (./globals.d.ts).
      const server = {plugins: [new bundler.DefinePlugin({__CAIRN_SERVER__: JSON.stringify(isServer)}) as never]};
      const merged = mergeConfigurations([
        server,
        ...features.flatMap((feature) => feature.configureWebpack?.(isServer) ?? []),
      ]);
      const cache = (config as {experiments?: {cache?: {version?: string} | boolean}}).experiments?.cache;
      if (typeof cache !== 'object') return merged;
      return {...merged, experiments: {cache: {...cache, version: `${cache.version ?? ''}-internals:${cacheKey}`}}};
    },
    injectHtmlTags: () => ({headTags: features.flatMap((feature) => feature.headTags ?? [])}),
  };
}

export {default as docsWithoutCardData} from './docs-without-card-data';
