/**
 * `npm run check:openapi` (and a step of `npm test`), issue #17:
 * 1. every OpenAPI description in openapi/ validates under Redocly's recommended rules (redocly.yaml), with zero
 *    errors and zero warnings other than those .redocly.lint-ignore.yaml lists with their reason;
 * 2. every HTTP call written in a docs page (curl, fetch, requests, Go, inline `METHOD /path`) uses a method and
 *    path that the description of that page's docs version has;
 * 3. every operation of a description is shown on a page of its docs version (`::operation{id="..."}`), and no
 *    page shows an operation its version's description does not have.
 * Prints each problem as file:line and exits 1 when there is any. The checks are in src/content/checks/openapiCheck.mts.
 */
import path from 'node:path';
import {docsVersionsReport} from '../src/config/docsVersions';
import {OPENAPI_VERSIONS} from '../src/config/openapi';
import {
  checkVersionPages,
  coverageProblems,
  descriptionOf,
  lintDescription,
} from '../src/content/checks/openapiCheck.mts';
import {markdownPages} from '../src/content/checks/pages.mts';

// A docs version without its description (or any other disagreement of the versions' data) is reported as such.
const versionsReport = docsVersionsReport(path.resolve(import.meta.dirname, '..'));
if (versionsReport) {
  console.error(`OpenAPI check: ${versionsReport}`);
  process.exit(1);
}

const problems: string[] = [];
let operationsTotal = 0;
let callsTotal = 0;
for (const version of OPENAPI_VERSIONS) {
  problems.push(...(await lintDescription(version)));
  operationsTotal += descriptionOf(version).operations.length;
  const pages = checkVersionPages(version, markdownPages(version.contentDir));
  callsTotal += pages.calls;
  problems.push(...pages.problems, ...coverageProblems(version, pages.shown));
}

if (problems.length > 0) {
  console.error(
    `OpenAPI check: ${problems.length} problem(s)\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `OpenAPI check: ${OPENAPI_VERSIONS.length} descriptions valid (${operationsTotal} operations), ${callsTotal} HTTP calls in the docs match their version's description`,
);
