import {NEXT_DOCS_LABEL, RELEASED_DOCS_VERSIONS} from '../constants/docs';

/**
 * The OpenAPI description of each docs version (issue #17): where it is in the repository, which docs folder it
 * describes, and where the site publishes it (`<publishDir>openapi.json` and `.yaml`). The latest release's is at
 * the site root, as API tools expect; Next's and the older releases' under their docs path. Every version gets one,
 * found by its name: Next and each version of versions.json (src/config/docsVersions.ts fails the build naming the
 * file when one is missing).
 */
export interface OpenApiVersion {
  /** The docs version name: `current` for Next, else the release (`1.15`). */
  docsVersion: string;
  /** The description, relative to the site directory. */
  file: string;
  /** The docs content folder whose pages it describes, relative to the site directory. */
  contentDir: string;
  /** The URL folder the description is published under, with slashes at both ends. */
  publishDir: string;
  /** How pages name this version. */
  label: string;
}

export const OPENAPI_VERSIONS: readonly OpenApiVersion[] = [
  {
    docsVersion: 'current',
    file: 'openapi/next.yaml',
    contentDir: 'docs',
    publishDir: '/docs/next/',
    label: NEXT_DOCS_LABEL,
  },
  // The latest (the first of versions.json) at the root, the older releases under their docs path.
  ...RELEASED_DOCS_VERSIONS.map((version, index) => ({
    docsVersion: version,
    file: `openapi/${version}.yaml`,
    contentDir: `versioned_docs/version-${version}`,
    publishDir: index === 0 ? '/' : `/docs/${version}/`,
    label: version,
  })),
];

/** The description that describes a docs file (its path relative to the site directory), if any. */
export function openApiVersionOf(relativePath: string): OpenApiVersion | undefined {
  const normalized = relativePath.split('\\').join('/');
  return OPENAPI_VERSIONS.find((version) => normalized.startsWith(`${version.contentDir}/`));
}
