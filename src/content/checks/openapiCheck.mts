/**
 * The OpenAPI check (issue #17) in parts: a description under Redocly's recommended rules (`lintDescription`), the
 * HTTP calls and `::operation` placements of pages against their version's description (`checkVersionPages`), and
 * every operation on exactly one page (`coverageProblems`). scripts/check-openapi.mts runs them on every version and
 * page; `npm run check` on the pages you name (and on a whole version when you name its description).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {OpenApiVersion} from '../../config/openapi.ts';
import {callsInMarkdown, checkCall} from '../openapi/calls.ts';
import {operationPlacements} from '../openapi/placements.ts';
import {parseDescription, type ApiDescription} from '../openapi/spec.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const descriptions = new Map<string, ApiDescription>();
/** A version's description, read once. */
export function descriptionOf(version: OpenApiVersion): ApiDescription {
  let description = descriptions.get(version.file);
  if (!description) {
    description = parseDescription(readFileSync(path.join(root, version.file), 'utf8'), version.file);
    descriptions.set(version.file, description);
  }
  return description;
}

let redoclyConfig: ReturnType<typeof import('@redocly/openapi-core').loadConfig> | undefined;
/** A description's problems under redocly.yaml (Redocly's recommended rules), less those .redocly.lint-ignore.yaml lists, with their line. */
export async function lintDescription(version: OpenApiVersion): Promise<string[]> {
  const {getLineColLocation, lint, loadConfig} = await import('@redocly/openapi-core');
  redoclyConfig ??= loadConfig({configPath: path.join(root, 'redocly.yaml')});
  const config = await redoclyConfig;
  const problems: string[] = [];
  for (const problem of await lint({ref: path.join(root, version.file), config})) {
    if (problem.ignored) continue;
    const location = problem.location[0];
    const line = location ? `:${getLineColLocation(location).start.line}` : '';
    problems.push(
      `${version.file}${line}: ${problem.severity} ${problem.ruleId}: ${problem.message} (${location?.pointer ?? ''})`,
    );
  }
  return problems;
}

/**
 * Pages of a version (site-relative paths) against its description: every HTTP call written in them uses a method and
 * path the description has, every `::operation` names one of its operations. Also which page shows each operation.
 */
export function checkVersionPages(
  version: OpenApiVersion,
  pages: readonly string[],
): {problems: string[]; calls: number; placements: number; shown: Map<string, string[]>} {
  const description = descriptionOf(version);
  const problems: string[] = [];
  const shown = new Map<string, string[]>();
  let calls = 0;
  let placements = 0;
  for (const page of pages) {
    const text = readFileSync(path.join(root, page), 'utf8');
    for (const call of callsInMarkdown(text)) {
      calls += 1;
      const problem = checkCall(call, description.operations);
      if (problem) problems.push(`${page}:${call.line}: ${problem} (${version.file}), in: ${call.source}`);
    }
    for (const placement of operationPlacements(text)) {
      placements += 1;
      if (!description.operations.some((operation) => operation.id === placement.id)) {
        problems.push(
          `${page}:${placement.line}: ::operation{id="${placement.id}"}: ${version.file} has no operation with this id`,
        );
      }
      if (!placement.example) shown.set(placement.id, [...(shown.get(placement.id) ?? []), page]);
    }
  }
  return {problems, calls, placements, shown};
}

/** Every operation of a version's description on one page of its docs (`shown`: from checkVersionPages on every page). */
export function coverageProblems(version: OpenApiVersion, shown: ReadonlyMap<string, string[]>): string[] {
  const problems: string[] = [];
  for (const operation of descriptionOf(version).operations) {
    const pages = shown.get(operation.id) ?? [];
    if (pages.length === 0)
      problems.push(
        `${version.file}: operation ${operation.id} (${operation.method.toUpperCase()} ${operation.path}) is on no page of ${version.contentDir}/ (add ::operation{id="${operation.id}"} to its API page)`,
      );
    if (pages.length > 1)
      problems.push(
        `${version.file}: operation ${operation.id} is on ${pages.length} pages (${pages.join(', ')}); show it on one and link there`,
      );
  }
  return problems;
}
