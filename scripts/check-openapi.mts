/**
 * `npm run check:openapi` (and a step of `npm test`), issue #17:
 * 1. every OpenAPI description in openapi/ validates under Redocly's recommended rules (redocly.yaml), with zero
 *    errors and zero warnings other than those .redocly.lint-ignore.yaml lists with their reason;
 * 2. every HTTP call written in a docs page (curl, fetch, requests, Go, inline `METHOD /path`) uses a method and
 *    path that the description of that page's docs version has;
 * 3. every operation of a description is shown on a page of its docs version (`::operation{id="..."}`), and no
 *    page shows an operation its version's description does not have.
 * Prints each problem as file:line and exits 1 when there is any.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {lint, loadConfig} from '@redocly/openapi-core';
import {docsVersionsReport} from '../src/config/docsVersions';
import {OPENAPI_VERSIONS} from '../src/config/openapi';
import {callsInMarkdown, checkCall} from '../src/lib/openapi/calls';
import {operationPlacements} from '../src/lib/openapi/placements';
import {parseDescription} from '../src/lib/openapi/spec';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems: string[] = [];

// A docs version without its description (or any other disagreement of the versions' data) is reported as such.
const versionsReport = docsVersionsReport(siteDir);
if (versionsReport) {
  console.error(`OpenAPI check: ${versionsReport}`);
  process.exit(1);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

const config = await loadConfig({configPath: path.join(siteDir, 'redocly.yaml')});
let operationsTotal = 0;
let callsTotal = 0;
for (const version of OPENAPI_VERSIONS) {
  const file = path.join(siteDir, version.file);
  for (const problem of await lint({ref: file, config})) {
    if (problem.ignored) continue;
    const where = problem.location[0]?.pointer ?? '';
    problems.push(`${version.file}: ${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
  }
  const description = parseDescription(readFileSync(file, 'utf8'), version.file);
  operationsTotal += description.operations.length;
  const shown = new Map<string, string[]>();
  for (const page of markdownFiles(path.join(siteDir, version.contentDir))) {
    const relative = path.relative(siteDir, page);
    const text = readFileSync(page, 'utf8');
    for (const call of callsInMarkdown(text)) {
      callsTotal += 1;
      const problem = checkCall(call, description.operations);
      if (problem) problems.push(`${relative}:${call.line}: ${problem} (${version.file}), in: ${call.source}`);
    }
    for (const placement of operationPlacements(text)) {
      if (!description.operations.some((operation) => operation.id === placement.id)) {
        problems.push(`${relative}:${placement.line}: ::operation{id="${placement.id}"}: ${version.file} has no operation with this id`);
      }
      if (!placement.example) shown.set(placement.id, [...(shown.get(placement.id) ?? []), relative]);
    }
  }
  for (const operation of description.operations) {
    const pages = shown.get(operation.id) ?? [];
    if (pages.length === 0) problems.push(`${version.file}: operation ${operation.id} (${operation.method.toUpperCase()} ${operation.path}) is on no page of ${version.contentDir}/ (add ::operation{id="${operation.id}"} to its API page)`);
    if (pages.length > 1) problems.push(`${version.file}: operation ${operation.id} is on ${pages.length} pages (${pages.join(', ')}); show it on one and link there`);
  }
}

if (problems.length > 0) {
  console.error(`OpenAPI check: ${problems.length} problem(s)\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`OpenAPI check: ${OPENAPI_VERSIONS.length} descriptions valid (${operationsTotal} operations), ${callsTotal} HTTP calls in the docs match their version's description`);
