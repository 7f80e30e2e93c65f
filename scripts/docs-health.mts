/**
 * The docs-health report from an export of the site's events (README, "Docs health from readers' events"): the
 * searches without results most often made, with the page the site's search returns for each now; the 404 addresses,
 * with the redirect the 404 page suggests and how often readers followed a suggestion; the pages with the most "not
 * helpful" votes, with their comments. The search runs as the site runs it (packages/docs-search over the build's
 * Pagefind index, the 404 page's suggestions of src/lib/notFound.ts); without a build, the counts alone.
 *
 *   npm run docs-health -- <export> [--top N] [--build DIR] [--json]
 *
 * The export: JSON Lines, a JSON array or API page, or CSV (src/lib/docsHealth.ts). A file that is not an export
 * exits 1 with one line naming it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {searchFilters, searchSite} from '@cairn/docs-search';
import {loadPagefind} from '@cairn/docs-search/node';
import {LATEST_DOCS_VERSION, OTHER_DOCS_VERSION_PATHS} from '../src/constants/docs.ts';
import {docsHealth, ExportError, parseExport, type DocsHealth, type ParsedExport} from '../src/lib/docsHealth.ts';
import {findSuggestions} from '../src/lib/notFound.ts';
import {searchVersionOfPath} from '../src/lib/searchIndex.ts';

/** A page the search returns now: its address, title, and the corrected query it was found for. */
interface FoundNow {
  url: string;
  title?: string;
  correctedQuery?: string;
}

interface SearchNow {
  query(query: string, version: string): Promise<FoundNow | null>;
  suggestion(pathname: string): Promise<FoundNow | null>;
}

/** The site's search over the build in `buildDir`, or why there is none. */
async function searchNow(buildDir: string): Promise<SearchNow | string> {
  if (!existsSync(path.join(buildDir, 'pagefind', 'pagefind.js')))
    return `the search columns need a build with its search index (${path.join(buildDir, 'pagefind')} is missing): run \`npm run build\``;
  const {engine, vocabulary} = await loadPagefind(buildDir);
  const search = (query: string, version: string, limit: number) =>
    searchSite(engine, query, {filters: searchFilters(version), limit, vocabulary});
  return {
    query: async (query, version) => {
      const {pages, correctedQuery} = await search(query, version, 1);
      return pages[0] ? {url: pages[0].url, title: pages[0].meta.title, correctedQuery} : null;
    },
    // As the 404 page asks it (src/components/NotFoundSuggestions): its first suggestion.
    suggestion: async (pathname) => {
      const version = searchVersionOfPath(pathname, LATEST_DOCS_VERSION, OTHER_DOCS_VERSION_PATHS);
      const [first] = await findSuggestions(
        pathname,
        async (query, limit) => (await search(query, version, limit)).pages,
        1,
      );
      return first ? {url: first.url, title: first.meta.title} : null;
    },
  };
}

const FORMATS: Record<ParsedExport['format'], string> = {jsonl: 'JSON Lines', json: 'JSON', csv: 'CSV'};
/** Skipped rows listed at the end of the report. */
const SKIPPED_SHOWN = 5;
const COMMENT_LENGTH = 200;

/** Rows as columns padded to their widest cell; numbers right-aligned. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const numeric = header.map((_, column) => rows.every((row) => /^[\d ()%]*$/.test(row[column]!)));
  return [header, ...rows].map((row) =>
    `  ${row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ')}`.trimEnd(),
  );
}

const foundText = (found: FoundNow | null | undefined) =>
  found
    ? `${found.url}${found.title ? ` "${found.title}"` : ''}${found.correctedQuery ? ` (as "${found.correctedQuery}")` : ''}`
    : 'still nothing';

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > COMMENT_LENGTH ? `${flat.slice(0, COMMENT_LENGTH - 1)}…` : flat;
};

interface Report extends DocsHealth {
  file: string;
  format: ParsedExport['format'];
  rows: number;
  /** Why the search columns are missing, when they are. */
  searchMissing?: string;
  queriesNow: (FoundNow | null)[];
  suggestionsNow: (FoundNow | null)[];
}

function printReport(report: Report, top: number) {
  const {file, noResults, notFound, feedback, skipped, searchMissing} = report;
  const out: string[] = [`Docs health from ${file} (${FORMATS[report.format]})`, ''];
  const heading = (title: string, shown: number, all: number) =>
    out.push(`${title} (${all > shown ? `top ${shown} of ${all}` : all})`);

  heading('Searches without results', Math.min(top, noResults.length), noResults.length);
  out.push(
    ...table(
      ['count', 'version', 'query', ...(searchMissing ? [] : ['the search returns now'])],
      noResults
        .slice(0, top)
        .map((q, i) => [
          String(q.count),
          q.versionFilter,
          q.query,
          ...(searchMissing ? [] : [foundText(report.queriesNow[i])]),
        ]),
    ),
    '',
  );

  heading('404 addresses', Math.min(top, notFound.length), notFound.length);
  out.push(
    ...table(
      ['count', 'followed', 'address', ...(searchMissing ? [] : ['suggested redirect']), 'most followed to'],
      notFound
        .slice(0, top)
        .map((entry, i) => [
          String(entry.count),
          entry.count > 0 && entry.followed > 0
            ? `${entry.followed} (${Math.round((entry.followed / entry.count) * 100)}%)`
            : String(entry.followed),
          entry.path,
          ...(searchMissing ? [] : [foundText(report.suggestionsNow[i])]),
          entry.followedTo[0] ? `${entry.followedTo[0].url} (${entry.followedTo[0].count})` : '',
        ]),
    ),
    '',
  );

  heading('Pages with the most "not helpful" votes', Math.min(top, feedback.length), feedback.length);
  out.push(
    ...table(
      ['no', 'yes', 'page'],
      feedback
        .slice(0, top)
        .map((page) => [String(page.no), String(page.yes), `${page.path}${page.version ? ` (${page.version})` : ''}`]),
    ).flatMap((line, row) =>
      row === 0
        ? [line]
        : [
            line,
            ...feedback[row - 1]!.comments.map(
              (c) => `      ${c.timestamp.slice(0, 16).replace('T', ' ')} ${c.vote}: "${oneLine(c.comment)}"`,
            ),
          ],
    ),
    '',
  );

  if (searchMissing) out.push(`Note: ${searchMissing}.`, '');
  out.push(`${report.rows} rows read, ${skipped.length} skipped`);
  out.push(...skipped.slice(0, SKIPPED_SHOWN).map(({line, why}) => `  ${file}:${line}: ${why}`));
  if (skipped.length > SKIPPED_SHOWN) out.push(`  and ${skipped.length - SKIPPED_SHOWN} more`);
  console.log(out.join('\n'));
}

/** Stops with one line on standard error, exit code 1. */
function fail(message: string): never {
  console.error(`docs-health: ${message}`);
  process.exit(1);
}

async function main() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      top: {type: 'string', default: '10'},
      build: {type: 'string', default: 'build'},
      json: {type: 'boolean', default: false},
    },
  });
  const usage = 'usage: npm run docs-health -- <export> [--top N] [--build DIR] [--json]';
  if (positionals.length !== 1) fail(`one export file, please (${usage})`);
  const top = Number(values.top);
  if (!Number.isInteger(top) || top < 1) fail(`--top takes a whole number from 1, not "${values.top}"`);
  const file = positionals[0]!;

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(`${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder' : String(error)}`);
  }
  let parsed: ParsedExport;
  try {
    parsed = parseExport(text);
  } catch (error) {
    if (error instanceof ExportError) fail(`${file}${error.line ? `:${error.line}` : ''}: ${error.message}`);
    throw error;
  }
  const health = docsHealth(parsed, LATEST_DOCS_VERSION);

  const search = await searchNow(path.resolve(values.build));
  const searchMissing = typeof search === 'string' ? search : undefined;
  const queriesNow: (FoundNow | null)[] = [];
  const suggestionsNow: (FoundNow | null)[] = [];
  if (typeof search !== 'string') {
    for (const q of health.noResults.slice(0, top)) queriesNow.push(await search.query(q.query, q.versionFilter));
    for (const entry of health.notFound.slice(0, top)) suggestionsNow.push(await search.suggestion(entry.path));
  }
  const report: Report = {
    ...health,
    file,
    format: parsed.format,
    rows: parsed.rows,
    searchMissing,
    queriesNow,
    suggestionsNow,
  };

  if (values.json) {
    console.log(
      JSON.stringify(
        {
          file,
          format: parsed.format,
          rows: parsed.rows,
          skipped: health.skipped.length,
          skippedRows: health.skipped,
          search: searchMissing ?? 'ok',
          noResults: health.noResults
            .slice(0, top)
            .map((q, i) => ({...q, ...(searchMissing ? {} : {now: queriesNow[i]})})),
          notFound: health.notFound
            .slice(0, top)
            .map((entry, i) => ({...entry, ...(searchMissing ? {} : {suggestion: suggestionsNow[i]})})),
          feedback: health.feedback.slice(0, top),
        },
        null,
        2,
      ),
    );
    return;
  }
  printReport(report, top);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
