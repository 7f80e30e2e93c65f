/**
 * How well the site's search answers readers: runs every question of tests/search/questions.json through the
 * search dialog's own code (packages/docs-search over the build's Pagefind index, in the latest docs version with
 * the handbook and blog, as the dialog starts) and prints, per kind of question and in all, hit@1 and hit@3
 * (the share whose page comes first, or in the first three) and the MRR (mean of 1/rank of the first right page,
 * 0 when not among the results shown), then the questions missed in the first three; then the bytes the first query of a
 * fresh visit downloads from the index.
 *
 *   npm run search:eval [-- --build build] [-- --json]
 *
 * tests/build/search.test.ts runs the same evaluation and fails below its thresholds.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LATEST_DOCS_VERSION} from '../src/constants/docs.ts';
import {RESULTS_SHOWN, searchFilters, searchSite} from '@cairn/docs-search';
import {loadPagefind} from '@cairn/docs-search/node';

export interface Question {
  kind: string;
  q: string;
  expect: string[];
}

export interface Scores {
  questions: number;
  hit1: number;
  hit3: number;
  mrr: number;
}

/** The rank (1-based) of the first expected page among `urls`, or 0. */
export function rankOf(urls: string[], expected: string[]): number {
  const strip = (url: string) => url.replace(/\/$/, '') || '/';
  const wanted = new Set(expected.map(strip));
  return urls.findIndex((url) => wanted.has(strip(url))) + 1;
}

export function score(ranks: number[]): Scores {
  const n = ranks.length || 1;
  return {
    questions: ranks.length,
    hit1: ranks.filter((rank) => rank === 1).length / n,
    hit3: ranks.filter((rank) => rank >= 1 && rank <= 3).length / n,
    mrr: ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / n,
  };
}

export interface Evaluation {
  scores: Record<string, Scores>;
  missed: string[];
  firstQueryBytes: number;
}

export const QUESTIONS_FILE = 'tests/search/questions.json';

/** Every question of QUESTIONS_FILE through the site's search over the build in `buildDir`. */
export async function evaluate(buildDir: string): Promise<Evaluation> {
  const {questions} = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', QUESTIONS_FILE), 'utf8')) as {
    questions: Question[];
  };
  const missingPages = questions.flatMap((question) =>
    question.expect
      .filter((url) => !existsSync(path.join(buildDir, url, 'index.html')))
      .map((url) => `"${question.q}": ${url}`),
  );
  if (missingPages.length > 0)
    throw new Error(`${QUESTIONS_FILE} expects pages the build does not have:\n  ${missingPages.join('\n  ')}`);

  const {engine, vocabulary, bytes} = await loadPagefind(buildDir);
  const filters = searchFilters(LATEST_DOCS_VERSION);
  await searchSite(engine, questions[0].q, {filters, limit: RESULTS_SHOWN, vocabulary});
  const firstQueryBytes = bytes();

  const ranks = new Map<string, number[]>();
  const missed: string[] = [];
  for (const question of questions) {
    const found = await searchSite(engine, question.q, {filters, limit: RESULTS_SHOWN, vocabulary});
    const rank = rankOf(
      found.pages.map((page) => page.url),
      question.expect,
    );
    for (const kind of [question.kind, 'all']) ranks.set(kind, [...(ranks.get(kind) ?? []), rank]);
    if (rank === 0 || rank > 3)
      missed.push(
        `${question.kind} "${question.q}"${found.correctedQuery ? ` (as "${found.correctedQuery}")` : ''}: ${rank ? `rank ${rank}` : 'not among the results shown'}; first ${found.pages[0]?.url ?? 'nothing'}`,
      );
  }
  return {scores: Object.fromEntries([...ranks].map(([kind, list]) => [kind, score(list)])), missed, firstQueryBytes};
}

async function main() {
  const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}, json: {type: 'boolean'}}});
  const {scores, missed, firstQueryBytes} = await evaluate(path.resolve(values.build!));
  if (values.json) {
    console.log(JSON.stringify({scores, firstQueryBytes, missed}, null, 2));
    return;
  }
  const pct = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(5);
  console.log('kind    questions  hit@1  hit@3   MRR');
  for (const [kind, s] of Object.entries(scores))
    console.log(
      `${kind.padEnd(8)}${String(s.questions).padStart(9)}  ${pct(s.hit1)}  ${pct(s.hit3)}  ${s.mrr.toFixed(2)}`,
    );
  console.log(`\nMissed in the first three (${missed.length}):\n  ${missed.join('\n  ')}`);
  console.log(
    `\nFirst query on a fresh visit: ${(firstQueryBytes / 1024).toFixed(1)} KB from the index (Pagefind's runtime, WebAssembly, metadata, index and vocabulary chunks, and the excerpts of the results shown)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`search-eval: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
