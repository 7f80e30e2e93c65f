/**
 * `@docusaurus/utils-common` for the browser bundle, without its index. The package is CommonJS, and its index
 * requires `tslib` for one helper (`__importDefault`); a CommonJS require keeps every tslib helper in `main.js`
 * (10 KB, 4 KB gzipped) on every page. These are the same functions, taken from the files the index re-exports.
 * `utils-common.test.ts` fails when the package's index exports something this module does not.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors (as upstream's index says).
export const blogPostContainerID = '__blog-post-container';
