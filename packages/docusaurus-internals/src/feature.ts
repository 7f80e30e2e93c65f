import type {HtmlTags} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import type {Options} from './index';

/** One feature of the plugin (./index.ts): the parts of a Docusaurus plugin it needs. */
export interface Feature {
  /** The plugin option that turns it off. */
  name: keyof Options;
  /** Client modules, in the order they run. */
  clientModules?: string[];
  /** Bundler configuration merged into the server (`isServer`) or the browser bundle's. */
  configureWebpack?: (isServer: boolean) => Configuration;
  headTags?: HtmlTags;
}
