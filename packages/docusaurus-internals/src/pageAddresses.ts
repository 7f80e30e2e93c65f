import {createRequire} from 'node:module';

type GetSlug = (params: {baseID: string; source: string; sourceDirName: string; frontMatterSlug?: string}) => string;

/** Docusaurus's own rules for a page's address, from package-internal files of the docs and blog plugins. */
export interface AddressRules {
  /** A doc's slug (`@docusaurus/plugin-content-docs` lib/slug.js). */
  getSlug: GetSlug;
  /** A file or folder name without its number prefix (lib/numberPrefix.js). */
  DefaultNumberPrefixParser: (name: string) => {filename: string};
  /** A blog post's slug from its file name (`@docusaurus/plugin-content-blog` lib/blogUtils.js). */
  parseBlogFileName: (file: string) => {slug: string};
}

/**
 * Loads the rules when a caller needs them (about half a second): the link check of the content checks resolves a
 * page's address exactly as the build does. The files are in the upgrade lock (../upgrade-lock.json).
 */
export function addressRules(): AddressRules {
  const require = createRequire(__filename);
  return {
    getSlug: (require('@docusaurus/plugin-content-docs/lib/slug.js') as {default: GetSlug}).default,
    ...(require('@docusaurus/plugin-content-docs/lib/numberPrefix.js') as Pick<
      AddressRules,
      'DefaultNumberPrefixParser'
    >),
    ...(require('@docusaurus/plugin-content-blog/lib/blogUtils.js') as Pick<AddressRules, 'parseBlogFileName'>),
  };
}
