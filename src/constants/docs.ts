import versions from '../../versions.json';

/*
 * The docs versions, as data: versions.json (written by `docusaurus docs:version`, read by Docusaurus too) and the
 * lists below. Nothing else in the code names a version; cutting a release edits these and adds content
 * (UPGRADING.md, "Cutting a docs version"). src/config/docsVersions.ts fails the build, naming the file to edit,
 * when they and the files of each version (versioned_docs/, versioned_sidebars/, openapi/) disagree.
 */

/**
 * The Cairn releases the docs describe, oldest first. The last is the unreleased one the docs' `current` version
 * (Next, at /docs/next/) describes: cutting a release appends the one after it. The environment variables of each
 * release (src/data/envVars.ts) name their releases from this list.
 */
export const RELEASES = [
  '1.0',
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '1.7',
  '1.8',
  '1.9',
  '1.10',
  '1.11',
  '1.12',
  '1.13',
  '1.14',
  '1.15',
  '1.16',
] as const;
export type Release = (typeof RELEASES)[number];

/** The released docs versions the site serves, newest first: versions.json as it is. */
export const RELEASED_DOCS_VERSIONS: readonly string[] = versions;

/** The released docs version served at /docs/: the first of versions.json. */
export const LATEST_DOCS_VERSION: string = versions[0];

/** The unreleased version the docs' `current` version (Next, at /docs/next/) describes: the last of RELEASES. */
export const NEXT_DOCS_VERSION: Release = RELEASES[RELEASES.length - 1];

/** How the version menu, search and the cards name Next, such as "Next (1.16)". */
export const NEXT_DOCS_LABEL = `Next (${NEXT_DOCS_VERSION})`;

/**
 * The older releases whose docs the site serves, at /docs/<version>/, newest first: versions.json lists the latest
 * and then these. Each still gets patch releases until `fixesUntil` is out, as the support window on the upgrade page
 * says; the docs banner of that version says so too.
 */
export const OLDER_DOCS_VERSIONS = [{version: '1.14', fixesUntil: '1.16.0'}] as const satisfies readonly {
  version: Release;
  fixesUntil: string;
}[];

/**
 * Releases whose docs the site served once and no longer does, newest first: their paths (/docs/<version>/...)
 * redirect to the same page of the latest docs, as /docs/latest/... does.
 */
export const RETIRED_DOCS_VERSIONS = [] as const satisfies readonly Release[];

/** Path segments under /docs/ of the versions other than the latest: "next" and each older release. */
export const OTHER_DOCS_VERSION_PATHS = ['next', ...OLDER_DOCS_VERSIONS.map(({version}) => version)];

/** The older release a docs version name stands for, while it is in its support window; undefined otherwise. */
export function supportedOlderRelease(versionName: string): (typeof OLDER_DOCS_VERSIONS)[number] | undefined {
  return OLDER_DOCS_VERSIONS.find((older) => older.version === versionName);
}
