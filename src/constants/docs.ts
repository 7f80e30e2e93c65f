/** The released docs version served at /docs/ (the newest in versions.json). */
export const LATEST_DOCS_VERSION = '1.15';

/** The unreleased version the docs' `current` version (Next, at /docs/next/) describes. */
export const NEXT_DOCS_VERSION = '1.16';

/** How the version menu, search and the cards name Next: "Next (1.16)". */
export const NEXT_DOCS_LABEL = `Next (${NEXT_DOCS_VERSION})`;

/**
 * The older releases whose docs the site serves, at /docs/<version>/, newest first (versions.json lists the latest and
 * then these; src/constants/docs.test.ts checks it). Each still gets patch releases until `fixesUntil` is out, as
 * the support window on the upgrade page says; the docs banner of that version says so too.
 */
export const OLDER_DOCS_VERSIONS = [{version: '1.14', fixesUntil: '1.16.0'}] as const;

/** Path segments under /docs/ of the versions other than the latest: "next" and each older release. */
export const OTHER_DOCS_VERSION_PATHS = ['next', ...OLDER_DOCS_VERSIONS.map(({version}) => version)];

/** The older release a docs version name stands for, while it is in its support window; undefined otherwise. */
export function supportedOlderRelease(versionName: string): (typeof OLDER_DOCS_VERSIONS)[number] | undefined {
  return OLDER_DOCS_VERSIONS.find((older) => older.version === versionName);
}
