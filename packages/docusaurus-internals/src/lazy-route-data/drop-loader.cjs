// @ts-check
/* global module */
/**
 * A bundler loader that drops the entries that moved into route buckets (./routeSplit.ts) from the browser's
 * copy of a generated route file: keys of `routesChunkNames.json` (`format: "json"`), or lines of `registry.js`
 * (`format: "registry"`, one entry per line, the last one followed by `};`). See ./index.ts.
 * @this {{getOptions: () => {format: 'json' | 'registry', drop: string[]}, resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
function dropLoader(source) {
  const {format, drop} = this.getOptions();
  const names = new Set(drop);
  if (format === 'json') {
    /** @type {Record<string, unknown>} */
    const data = JSON.parse(source);
    const missing = drop.filter((key) => !(key in data));
    if (missing.length > 0)
      throw new Error(
        `${this.resourcePath}: no entry ${missing[0]} to move (@cairn/docusaurus-internals, lazy-route-data)`,
      );
    for (const key of names) delete data[key];
    return JSON.stringify(data);
  }
  let dropped = 0;
  const lines = source.split('\n').flatMap((line) => {
    const match = /^\s*"([^"]+)": \[/.exec(line);
    if (!match || !names.has(match[1])) return [line];
    dropped += 1;
    return line.trimEnd().endsWith('};') ? ['};'] : [];
  });
  if (dropped !== names.size) {
    throw new Error(
      `${this.resourcePath}: found ${dropped} of the ${names.size} registry entries to move (@cairn/docusaurus-internals, lazy-route-data)`,
    );
  }
  return lines.join('\n');
}

module.exports = dropLoader;
