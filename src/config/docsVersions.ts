import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {OLDER_DOCS_VERSIONS, RELEASED_DOCS_VERSIONS, RELEASES, RETIRED_DOCS_VERSIONS} from '../constants/docs';
import {docsVersionProblems} from '../lib/docsVersion';
import {OPENAPI_VERSIONS} from './openapi';

/**
 * The docs versions of the site in `siteDir` checked against each other and against its files
 * (`docsVersionProblems`): versions.json, src/constants/docs.ts, versioned_docs/, versioned_sidebars/ and the
 * OpenAPI descriptions. The message lists every problem, each naming the file to edit; undefined when there is none.
 */
export function docsVersionsReport(siteDir: string): string | undefined {
  const versionedDocs = path.join(siteDir, 'versioned_docs');
  const problems = docsVersionProblems({
    versions: RELEASED_DOCS_VERSIONS,
    releases: RELEASES,
    older: OLDER_DOCS_VERSIONS,
    retired: RETIRED_DOCS_VERSIONS,
    descriptions: OPENAPI_VERSIONS,
    versionedDocsFolders: existsSync(versionedDocs) ? readdirSync(versionedDocs).sort() : [],
    exists: (relativePath) => existsSync(path.join(siteDir, relativePath)),
  });
  if (problems.length === 0) return undefined;
  return `The docs versions do not agree (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;
}

/**
 * Fails the build, before anything is built, when the docs versions do not agree (docusaurus.config.ts). The error
 * carries the report without a stack trace: it is about the data, not the code.
 */
export function assertDocsVersions(siteDir: string): void {
  const report = docsVersionsReport(siteDir);
  if (!report) return;
  const error = new Error(report);
  error.stack = `Error: ${report}`;
  throw error;
}
