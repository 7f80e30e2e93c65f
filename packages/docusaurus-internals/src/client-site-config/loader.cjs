// @ts-check
/* global module */
/**
 * A bundler loader for the browser bundle's copy of the site config (`.docusaurus/docusaurus.config.mjs`, which
 * Docusaurus writes as `export default <JSON>;`): drops the fields only the build reads, which every page otherwise
 * downloads. See ./index.ts.
 */

/** Top-level fields the browser never reads: the HTML template, and the plugin and preset options. */
const SERVER_ONLY = ['ssrTemplate', 'presets', 'plugins', 'themes'];
/** `future.faster` (the build's tools) too; `future.experimental_router` and the rest stay. */
const SERVER_ONLY_FUTURE = ['faster'];

/**
 * @param {string} source
 * @param {string} file
 * @returns {{code: string, removed: string[]}}
 */
function clientSiteConfig(source, file) {
  const match = /^(?:\/\*[\s\S]*?\*\/\s*)?export default ([\s\S]*?);\s*$/.exec(source);
  /** @type {Record<string, unknown> & {future?: Record<string, unknown>}} */
  let config;
  try {
    if (!match) throw new Error('no "export default {...};"');
    config = JSON.parse(match[1]);
  } catch (error) {
    throw new Error(
      `${file}: not in the format @cairn/docusaurus-internals (client-site-config) knows (${/** @type {Error} */ (error).message}). ` +
        'Docusaurus changed how it writes the site config: update the plugin (see UPGRADING.md) or remove it from docusaurus.config.ts.',
    );
  }
  /** @type {string[]} */
  const removed = [];
  for (const key of SERVER_ONLY) {
    if (key in config) {
      delete config[key];
      removed.push(key);
    }
  }
  for (const key of SERVER_ONLY_FUTURE) {
    if (config.future && key in config.future) {
      delete config.future[key];
      removed.push(`future.${key}`);
    }
  }
  return {code: `export default ${JSON.stringify(config)};\n`, removed};
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function clientSiteConfigLoader(source) {
  return clientSiteConfig(source, this.resourcePath).code;
}

module.exports = clientSiteConfigLoader;
module.exports.clientSiteConfig = clientSiteConfig;
