/**
 * The docs-health report (`npm run docs-health`, scripts/docs-health.mts) from an export of the site's own events
 * (README, "Events the site sends"): reading the export (JSON Lines, a JSON array or API page, or CSV), and counting
 * the searches without results, the 404 addresses and the pages' "Was this page helpful?" votes. A malformed row is
 * counted and skipped with its line and why; a file that is not an export at all throws ExportError.
 */
import {NOT_FOUND_EVENT, NOT_FOUND_SUGGESTION_CLICK_EVENT, SEARCH_NO_RESULTS_EVENT} from './siteEvents';
import {FEEDBACK_EVENT} from './pageActions';

/** One event of the export, with the line of the file it starts on. */
export interface SiteEvent {
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
  line: number;
}

/** A row left out of the report: the line it starts on and why. */
export interface SkippedRow {
  line: number;
  why: string;
}

export interface ParsedExport {
  format: 'jsonl' | 'json' | 'csv';
  events: SiteEvent[];
  /** Rows (lines, array items, CSV records) read, skipped ones included. */
  rows: number;
  skipped: SkippedRow[];
}

/** The file is not an export of events at all: empty, not JSON, JSON Lines or CSV. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The line (1-based) of a character offset of `text`. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

/** An event object as the export holds it, or why it is not one. */
function asEvent(value: unknown, line: number): SiteEvent | SkippedRow {
  if (!isRecord(value)) return {line, why: 'not an event object'};
  if (typeof value.event !== 'string' || value.event.trim() === '') return {line, why: 'event without a name'};
  if (!isRecord(value.properties)) return {line, why: `${value.event}: properties is not an object`};
  if (typeof value.timestamp !== 'string' || Number.isNaN(Date.parse(value.timestamp)))
    return {line, why: `${value.event}: timestamp is not a date`};
  return {event: value.event, properties: value.properties, timestamp: value.timestamp, line};
}

function collect(format: ParsedExport['format'], rows: (SiteEvent | SkippedRow)[]): ParsedExport {
  const events: SiteEvent[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of rows) {
    if ('event' in row) events.push(row);
    else skipped.push(row);
  }
  return {format, events, rows: rows.length, skipped};
}

/** JSON.parse's complaint, short. */
function jsonProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Without the text it quotes and the position: the report names the line.
  return message
    .replace(/,? ".*" is not valid JSON/s, '')
    .replace(/ in JSON at position \d+.*$/s, '')
    .trim();
}

function parseJsonLines(text: string): ParsedExport {
  const rows: (SiteEvent | SkippedRow)[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    try {
      rows.push(asEvent(JSON.parse(raw), line));
    } catch (error) {
      rows.push({line, why: `not valid JSON (${jsonProblem(error)})`});
    }
  });
  if (!rows.some((row) => 'event' in row))
    throw new ExportError('no line is an event object: not a JSON Lines export of events', 1);
  return collect('jsonl', rows);
}

/**
 * The line each item of the events list starts on: the items of a top-level array, or of the `results` array of an
 * API page, in order.
 */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  const topArray = /^\s*\[/.test(text);
  let depth = 0;
  let line = 1;
  let inString = false;
  let resultsKey = false;
  let container = -1;
  let expectingItem = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (expectingItem && char !== ']') lines.push(line);
    expectingItem = false;
    if (char === '"') {
      inString = true;
      resultsKey ||= !topArray && depth === 1 && text.startsWith('"results"', i);
    } else if (char === '[' || char === '{') {
      depth++;
      if (container === -1 && char === '[' && depth === (topArray ? 1 : resultsKey ? 2 : -1)) {
        container = depth;
        expectingItem = true;
      }
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === container) expectingItem = true;
  }
  return lines;
}

function parseJson(text: string): ParsedExport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    // The line of the position JSON.parse names; at the end of the text, the last line with text.
    const end = text.trimEnd().length;
    const line = lineAt(text, Math.min(position === undefined ? end : Number(position), end));
    throw new ExportError(`not valid JSON (${jsonProblem(error)})`, line);
  }
  const items = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.results) ? data.results : undefined;
  if (!items) {
    if (isRecord(data) && 'event' in data) return collect('json', [asEvent(data, 1)]);
    throw new ExportError('JSON that is neither an array of events nor an API page with "results"', 1);
  }
  const lines = itemLines(text);
  return collect(
    'json',
    items.map((item, index) => asEvent(item, lines[index] ?? 1)),
  );
}

/** The records of a CSV text (RFC 4180: quoted fields hold commas, quotes doubled, and line breaks), with the
 * line each starts on, and whether a quote was left open at the end. */
export function csvRecords(text: string): {fields: string[]; line: number; unclosed?: boolean}[] {
  const records: {fields: string[]; line: number; unclosed?: boolean}[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let atRecordStart = true;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({fields, line: start});
    fields = [];
    field = '';
    atRecordStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (atRecordStart) {
      start = line;
      atRecordStart = false;
    }
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
    } else field += char;
  }
  if (quoted) {
    fields.push(field);
    records.push({fields, line: start, unclosed: true});
  } else if (!atRecordStart) endRecord();
  return records;
}

/** Columns of the API's Event that are not properties, beside `event`, `timestamp` and `properties`. */
const EVENT_FIELDS = new Set(['id', 'uuid', 'distinct_id', 'elements']);

function parseCsv(text: string): ParsedExport {
  const [header, ...records] = csvRecords(text);
  const columns = header?.fields.map((name) => name.trim()) ?? [];
  const eventColumn = columns.indexOf('event');
  if (eventColumn === -1) throw new ExportError('not JSON, JSON Lines or CSV with an "event" column', 1);
  const propertiesColumn = columns.indexOf('properties');
  const propertyColumns = columns
    .map((name, index) => ({name: name.replace(/^properties\./, ''), index, prefixed: name.startsWith('properties.')}))
    .filter(
      ({name, index, prefixed}) =>
        index !== eventColumn &&
        index !== propertiesColumn &&
        (prefixed || (!['event', 'timestamp', 'properties'].includes(name) && !EVENT_FIELDS.has(name))),
    );
  const timestampColumn = columns.indexOf('timestamp');
  return collect(
    'csv',
    records.map(({fields, line, unclosed}): SiteEvent | SkippedRow => {
      if (unclosed) return {line, why: 'a quote is not closed'};
      if (fields.length !== columns.length)
        return {line, why: `${fields.length} fields where the header has ${columns.length}`};
      let properties: unknown = {};
      if (propertiesColumn !== -1 && fields[propertiesColumn] !== '') {
        try {
          properties = JSON.parse(fields[propertiesColumn]!);
        } catch (error) {
          return {line, why: `properties is not valid JSON (${jsonProblem(error)})`};
        }
      }
      if (isRecord(properties))
        for (const {name, index} of propertyColumns) if (fields[index] !== '') properties[name] = fields[index];
      return asEvent(
        {
          event: fields[eventColumn],
          properties,
          timestamp: timestampColumn === -1 ? undefined : fields[timestampColumn],
        },
        line,
      );
    }),
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads an export of events, whatever its format, told by its content: a JSON array or an API page
 * (`{"results": [...]}`), JSON Lines (one event object a line), or CSV with a header row holding an `event` column.
 */
export function parseExport(text: string): ParsedExport {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new ExportError('the file is empty');
  const first = body.trimStart()[0];
  if (first === '[') return parseJson(body);
  if (first === '{') {
    // One JSON value (an API page), or JSON Lines: one event object a line, some of them perhaps broken.
    if (isJson(body) || !body.split('\n').some(isJson)) return parseJson(body);
    return parseJsonLines(body);
  }
  return parseCsv(body);
}

/** A search without results: the query as first written, its docs version, and how many times it was searched. */
export interface NoResultQuery {
  query: string;
  versionFilter: string;
  count: number;
}

/** A 404 address: how many times it was asked for, and how often a suggestion of the 404 page was followed. */
export interface NotFoundPath {
  path: string;
  count: number;
  followed: number;
  /** The addresses readers followed from it, most followed first. */
  followedTo: {url: string; count: number}[];
}

export interface FeedbackComment {
  vote: 'yes' | 'no';
  comment: string;
  timestamp: string;
}

/** The "Was this page helpful?" votes of one page, and its comments, most recent first. */
export interface PageFeedback {
  path: string;
  version: string | null;
  yes: number;
  no: number;
  comments: FeedbackComment[];
}

export interface DocsHealth {
  noResults: NoResultQuery[];
  notFound: NotFoundPath[];
  feedback: PageFeedback[];
  skipped: SkippedRow[];
}

/** The properties the report reads of each event, and what each must be; a missing one is not allowed. */
const READS: Record<string, Record<string, (value: unknown) => boolean>> = {
  [SEARCH_NO_RESULTS_EVENT]: {query: nonEmptyString, version_filter: optional(nonEmptyString)},
  [NOT_FOUND_EVENT]: {path: sitePath},
  [NOT_FOUND_SUGGESTION_CLICK_EVENT]: {path: sitePath, url: nonEmptyString},
  [FEEDBACK_EVENT]: {
    path: sitePath,
    vote: (value) => value === 'yes' || value === 'no',
    version: optional((value) => value === null || nonEmptyString(value)),
    comment: optional((value) => typeof value === 'string'),
  },
};

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function sitePath(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('/');
}

/** A check that also lets the property be missing. */
function optional(check: (value: unknown) => boolean) {
  return (value: unknown) => value === undefined || check(value);
}

/** Why an event the report reads cannot be counted, or undefined when it can. */
function propertyProblem({event, properties}: SiteEvent): string | undefined {
  const checks = READS[event];
  if (!checks) return undefined;
  const wrong = Object.entries(checks).find(([name, check]) => !check(properties[name]));
  if (!wrong) return undefined;
  const [name] = wrong;
  const value = properties[name];
  return `${event}: property ${name} is ${value === undefined ? 'missing' : `wrong (${JSON.stringify(value)})`}`;
}

/** An address without its trailing slash, so /docs/x and /docs/x/ count as one. */
const withoutSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

function countBy<T>(map: Map<string, T>, key: string, create: () => T): T {
  let entry = map.get(key);
  if (!entry) {
    entry = create();
    map.set(key, entry);
  }
  return entry;
}

/** Comments shown per page. */
export const COMMENTS_SHOWN = 3;

/**
 * Counts an export's events: searches without results by query (case and spaces folded) and docs version, 404s and
 * the suggestions followed from them by address, and the helpfulness votes by page. Each list is most frequent first
 * (pages: most "no" votes first, pages without one left out), ties in alphabetical order. An event the report reads
 * whose properties are missing or of the wrong type joins the skipped rows.
 */
export function docsHealth(parsed: ParsedExport, latestVersion: string): DocsHealth {
  const skipped = [...parsed.skipped];
  const queries = new Map<string, NoResultQuery>();
  const notFound = new Map<string, NotFoundPath>();
  const followed = new Map<string, Map<string, number>>();
  const pages = new Map<string, PageFeedback>();
  for (const event of parsed.events) {
    const problem = propertyProblem(event);
    if (problem) {
      skipped.push({line: event.line, why: problem});
      continue;
    }
    const p = event.properties;
    if (event.event === SEARCH_NO_RESULTS_EVENT) {
      const query = (p.query as string).trim().replace(/\s+/g, ' ');
      const versionFilter = (p.version_filter as string | undefined) ?? latestVersion;
      countBy(queries, `${versionFilter}\n${query.toLowerCase()}`, () => ({query, versionFilter, count: 0})).count++;
    } else if (event.event === NOT_FOUND_EVENT) {
      const path = withoutSlash(p.path as string);
      countBy(notFound, path, () => ({path, count: 0, followed: 0, followedTo: []})).count++;
    } else if (event.event === NOT_FOUND_SUGGESTION_CLICK_EVENT) {
      const urls = countBy(followed, withoutSlash(p.path as string), () => new Map<string, number>());
      const url = withoutSlash(p.url as string);
      urls.set(url, (urls.get(url) ?? 0) + 1);
    } else if (event.event === FEEDBACK_EVENT) {
      const path = withoutSlash(p.path as string);
      const page = countBy(pages, path, () => ({path, version: null, yes: 0, no: 0, comments: []}));
      const vote = p.vote as 'yes' | 'no';
      page[vote]++;
      page.version ??= (p.version as string | null | undefined) ?? null;
      const comment = ((p.comment as string | undefined) ?? '').trim();
      if (comment) page.comments.push({vote, comment, timestamp: event.timestamp});
    }
  }
  for (const [path, urls] of followed) {
    // A suggestion followed from an address whose 404 event is not in the export still counts for that address.
    const entry = countBy(notFound, path, () => ({path, count: 0, followed: 0, followedTo: []}));
    entry.followedTo = [...urls]
      .map(([url, count]) => ({url, count}))
      .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url));
    entry.followed = entry.followedTo.reduce((sum, {count}) => sum + count, 0);
  }
  const time = (comment: FeedbackComment) => Date.parse(comment.timestamp);
  return {
    noResults: [...queries.values()].sort((a, b) => b.count - a.count || a.query.localeCompare(b.query)),
    notFound: [...notFound.values()].sort((a, b) => b.count - a.count || a.path.localeCompare(b.path)),
    feedback: [...pages.values()]
      .filter((page) => page.no > 0)
      .map((page) => ({...page, comments: page.comments.sort((a, b) => time(b) - time(a)).slice(0, COMMENTS_SHOWN)}))
      .sort((a, b) => b.no - a.no || a.yes - b.yes || a.path.localeCompare(b.path)),
    skipped: skipped.sort((a, b) => a.line - b.line),
  };
}
