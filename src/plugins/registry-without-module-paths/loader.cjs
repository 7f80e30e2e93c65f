// @ts-check
/* global module */
/**
 * A bundler loader for the browser bundle's copy of Docusaurus's generated chunk registry (`.docusaurus/registry.js`).
 * Each entry is `"name": [() => import("path"), "path", require.resolveWeak("path")]`: the loader, the module path,
 * and the module's id. In the browser only the loader and the id are read (`ComponentCreator` hands the path to
 * react-loadable as `modules`, which only the server's render reports), so the path becomes "" there: about 2.5 KB
 * gzipped of every page's main bundle at 290 pages, and 10 bytes more for every page added. The server bundle keeps
 * the file as generated. See ./index.ts.
 */

/**
 * One registry entry as Docusaurus 3.10 writes it, one per line (the last one followed by the closing `};`); group 2
 * is the module path, written three times.
 */
const ENTRY =
  /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)), "\2", (require\.resolveWeak\("\2"\)\],?(?:\};)?)$/;
/** A line that opens an entry, whatever its format. */
const ENTRY_START = /^\s*"[^"]+": \[/;

/**
 * The registry's source with every module path blanked in the middle slot; throws, naming the file, when an entry
 * does not have the format above (a Docusaurus upgrade changed it: see UPGRADING.md).
 * @param {string} source
 * @param {string} file
 * @returns {{code: string, entries: number}}
 */
function blankModulePaths(source, file) {
  let entries = 0;
  /** @type {string[]} */
  const unknown = [];
  const code = source
    .split('\n')
    .map((line) => {
      const match = ENTRY.exec(line);
      if (match) {
        entries += 1;
        return `${match[1]}, "", ${match[3]}`;
      }
      if (ENTRY_START.test(line)) unknown.push(line.trim().slice(0, 120));
      return line;
    })
    .join('\n');
  if (unknown.length > 0 || entries === 0) {
    throw new Error(
      `${file}: ${unknown.length > 0 ? `${unknown.length} registry entries` : 'no registry entry'} in a format ` +
        `src/plugins/registry-without-module-paths does not know (first: ${unknown[0] ?? 'none'}). Docusaurus changed ` +
        'how it writes the chunk registry: update the plugin (see UPGRADING.md) or remove it from docusaurus.config.ts.',
    );
  }
  return {code, entries};
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function registryLoader(source) {
  return blankModulePaths(source, this.resourcePath).code;
}

module.exports = registryLoader;
module.exports.blankModulePaths = blankModulePaths;
