/** The released docs version served at /docs/ (the newest in versions.json). */
export const LATEST_DOCS_VERSION = '1.15';
