import {NEXT_DOCS_VERSION} from '../constants/docs';

/**
 * The Cairn release a content file documents, from its path relative to the site's folder: `versioned_docs/version-1.15/...` is 1.15, `docs/...`
 * (the current version, Next) is the unreleased NEXT_DOCS_VERSION. Anything else (handbook, blog, pages) documents
 * no release: undefined.
 */
export function releaseOfContentFile(siteRelativePath: string): string | undefined {
  const normalized = siteRelativePath.split('\\').join('/');
  const versioned = /^versioned_docs\/version-([^/]+)\//.exec(normalized);
  if (versioned) return versioned[1];
  return normalized.startsWith('docs/') ? NEXT_DOCS_VERSION : undefined;
}

