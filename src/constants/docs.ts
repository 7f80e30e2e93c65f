/** The released docs version served at /docs/ (the newest in versions.json). */
export const LATEST_DOCS_VERSION = '1.15';

/** The unreleased version the docs' `current` version (Next, at /docs/next/) describes. */
export const NEXT_DOCS_VERSION = '1.16';
