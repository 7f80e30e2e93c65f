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

/** What the docs versions are made of, for `docsVersionProblems` (src/config/docsVersions.ts reads it). */
export interface DocsVersionData {
  /** versions.json as it was parsed: anything, it is checked. */
  versions: unknown;
  /** RELEASES of src/constants/docs.ts, oldest first; the last is the release Next describes. */
  releases: readonly string[];
  /** OLDER_DOCS_VERSIONS of src/constants/docs.ts. */
  older: readonly {version: string; fixesUntil: string}[];
  /** RETIRED_DOCS_VERSIONS of src/constants/docs.ts. */
  retired: readonly string[];
  /** The OpenAPI description of each docs version (src/config/openapi.ts); `current` is Next. */
  descriptions: readonly {docsVersion: string; file: string}[];
  /** The names of the folders in versioned_docs/, such as `version-1.15`. */
  versionedDocsFolders: readonly string[];
  /** Whether a file or folder exists, by its path relative to the site folder. */
  exists: (relativePath: string) => boolean;
}

const CUTTING = 'UPGRADING.md, "Cutting a docs version"';

/**
 * Where the docs versions disagree: versions.json, the lists of src/constants/docs.ts, and the files each version
 * needs (its versioned docs and sidebar, its OpenAPI description). Each problem names the file to edit; none means
 * the build can rely on them. A version is never assumed: a release the data does not know is one of these messages.
 */
export function docsVersionProblems(data: DocsVersionData): string[] {
  const {versions, releases, older, retired, descriptions} = data;
  if (!Array.isArray(versions) || !versions.every((item) => typeof item === 'string')) {
    return [
      `versions.json must be a JSON array of release names, newest first, such as ["1.15", "1.14"]; got ${JSON.stringify(versions)}`,
    ];
  }
  if (versions.length === 0)
    return [
      'versions.json lists no release: it must list the latest release first (npm run docusaurus docs:version <release> adds one)',
    ];
  const problems: string[] = [];
  const listed = versions as string[];
  const next = releases[releases.length - 1];
  const rank = (version: string) => releases.indexOf(version);

  for (const [index, version] of listed.entries()) {
    if (listed.indexOf(version) !== index) {
      problems.push(`versions.json lists ${version} twice`);
      continue;
    }
    if (version === next) {
      problems.push(
        `versions.json lists ${version}, the release Next describes (the last of RELEASES in src/constants/docs.ts): append the release after it to RELEASES, which Next now describes`,
      );
    } else if (rank(version) < 0) {
      problems.push(
        `versions.json lists ${version}, which RELEASES in src/constants/docs.ts does not: add it there, oldest first`,
      );
    }
    if (retired.includes(version))
      problems.push(
        `versions.json lists ${version}, which RETIRED_DOCS_VERSIONS in src/constants/docs.ts retires: keep it in one of the two`,
      );
    if (!data.exists(`versioned_docs/version-${version}`)) {
      problems.push(
        `versions.json lists ${version} but versioned_docs/version-${version}/ does not exist: npm run docusaurus docs:version ${version} writes it from docs/ (${CUTTING})`,
      );
    }
    if (!data.exists(`versioned_sidebars/version-${version}-sidebars.json`)) {
      problems.push(
        `versions.json lists ${version} but versioned_sidebars/version-${version}-sidebars.json does not exist: npm run docusaurus docs:version ${version} writes it from sidebars.ts (${CUTTING})`,
      );
    }
  }
  const unique = [...new Set(listed)];
  const known = unique.filter((version) => rank(version) >= 0);
  const newestFirst = [...known].sort((a, b) => rank(b) - rank(a));
  if (known.join() !== newestFirst.join())
    problems.push(
      `versions.json must list the releases newest first, in the order of RELEASES in src/constants/docs.ts: ${JSON.stringify(newestFirst)}`,
    );

  // The latest is the first of versions.json; every other one is an older release with its support window.
  const [latest, ...rest] = unique;
  const olderNames = older.map((entry) => entry.version);
  for (const version of rest) {
    if (!olderNames.includes(version)) {
      problems.push(
        `versions.json lists ${version} but OLDER_DOCS_VERSIONS in src/constants/docs.ts has no entry for it: add {version: '${version}', fixesUntil: '<the release that ends its fixes>.0'}, newest first, or remove ${version} from versions.json (${CUTTING})`,
      );
    }
  }
  for (const {version, fixesUntil} of older) {
    if (version === latest)
      problems.push(
        `OLDER_DOCS_VERSIONS in src/constants/docs.ts lists ${version}, the latest version (the first of versions.json): remove it from OLDER_DOCS_VERSIONS`,
      );
    else if (!rest.includes(version))
      problems.push(
        `OLDER_DOCS_VERSIONS in src/constants/docs.ts lists ${version} but versions.json does not: add "${version}" to versions.json with its versioned docs, or remove the entry`,
      );
    if (!/^\d+\.\d+\.\d+$/.test(fixesUntil))
      problems.push(
        `OLDER_DOCS_VERSIONS in src/constants/docs.ts: the fixesUntil of ${version} must be a release number such as 1.17.0, not "${fixesUntil}"`,
      );
  }
  const inBoth = rest.filter((version) => olderNames.includes(version));
  if (inBoth.join() !== olderNames.filter((version) => rest.includes(version)).join()) {
    problems.push(
      `OLDER_DOCS_VERSIONS in src/constants/docs.ts must list the older versions in the order of versions.json: ${inBoth.join(', ')}`,
    );
  }
  for (const version of retired) {
    if (rank(version) < 0)
      problems.push(`RETIRED_DOCS_VERSIONS in src/constants/docs.ts lists ${version}, which RELEASES there does not`);
  }

  for (const folder of data.versionedDocsFolders) {
    const version = /^version-(.+)$/.exec(folder)?.[1];
    if (version !== undefined && !listed.includes(version)) {
      problems.push(
        `versioned_docs/${folder}/ holds the docs of ${version}, which versions.json does not list: add "${version}" to versions.json and OLDER_DOCS_VERSIONS in src/constants/docs.ts, or delete the folder and versioned_sidebars/version-${version}-sidebars.json`,
      );
    }
  }

  // Every docs version, Next included, has its OpenAPI description: its API pages are generated from it.
  for (const version of ['current', ...unique]) {
    const which = version === 'current' ? `The Next docs (${next})` : `versions.json lists ${version} but it`;
    const description = descriptions.find((item) => item.docsVersion === version);
    if (!description) {
      problems.push(`${which} has no OpenAPI description in src/config/openapi.ts: add its entry (${CUTTING})`);
    } else if (!data.exists(description.file)) {
      const start =
        version === 'current'
          ? 'describe the API of the release Next describes'
          : 'a release cut from Next starts from a copy of openapi/next.yaml';
      problems.push(
        `${which} has no OpenAPI description: src/config/openapi.ts reads ${description.file}, which does not exist. Add ${description.file} (${start}; ${CUTTING})`,
      );
    }
  }
  return problems;
}
