// @ts-check
/* global module, URLSearchParams */
/**
 * A bundler loader that replaces a module's source by the one given in its options (`{source}`). ./index.ts uses it
 * to give the browser bundle the split route files (./routeSplit.ts), computed once per build, and to point
 * Docusaurus's client preload module at ./preload.ts.
 * @this {{getOptions: () => {source?: string, sources?: Record<string, string>}, resourceQuery: string, resourcePath: string}}
 * @returns {string}
 */
function replaceLoader() {
  const options = this.getOptions();
  if (options.sources) {
    const bucket = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('cairnBucket');
    const key = bucket ?? '';
    const source = options.sources[key];
    if (source === undefined)
      throw new Error(
        `${this.resourcePath}${this.resourceQuery}: no route data for "${key}" (@cairn/docusaurus-internals, lazy-route-data)`,
      );
    return source;
  }
  if (typeof options.source !== 'string') throw new Error(`${this.resourcePath}: replace-loader needs a source`);
  return options.source;
}

module.exports = replaceLoader;
