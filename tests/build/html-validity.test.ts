import {readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import {describe, expect, it} from 'vitest';
import {REDIRECT_SCRIPT} from '../../src/lib/securityHeaders';
import {allRoutes, builtFile, builtPaths} from '../site';

/**
 * Every built page as an HTML validator reads it (issue #35): html-validate under `.htmlvalidate.mjs` (the
 * recommended rules and four of the document preset's; what it turns off or relaxes is tripped by Docusaurus's,
 * React's or the minifier's markup, each with its reason there). The pages are every route of routes.txt and the
 * sitemap and every other HTML file of the build (the 404 page, the try-it frame), shared out between one worker a
 * core. Left out: the redirect pages of moved addresses, @docusaurus/plugin-client-redirects' template (a meta refresh
 * and the shared script of scripts/deploy-files.mts, no title, no body), which is Docusaurus's markup, not the site's.
 */

/** What html-validate reports that is not a problem, each with its reason. */
const NOT_PROBLEMS = [
  // React streams the 404 page's lazy suggestions after their fallback (src/theme/NotFound/Content): the finished copy
  // waits in a `hidden` div, outside the accessibility tree, until React swaps it in; html-validate counts both
  // regions of the same name.
  /^\/404\.html: unique-landmark: /,
];

interface Problem {
  ruleId: string;
  message: string;
  line: number;
  column: number;
}
type Answer = {route: string; problems: Problem[]} | {route: string; error: string};

/**
 * The pages but the redirect pages, largest first, so that the workers finish together: each route, then each other
 * HTML file of the build by its own name (`/404.html`).
 */
function pages(): {route: string; file: string}[] {
  const redirect = `<script>${REDIRECT_SCRIPT}</script>`;
  const byFile = new Map<string, string>();
  for (const route of [...allRoutes(), ...builtPaths('.html')]) {
    const file = builtFile(route);
    if (!file?.endsWith('.html')) throw new Error(`${route}: the build has no HTML page for it`);
    if (!byFile.has(file)) byFile.set(file, route);
  }
  return [...byFile]
    .map(([file, route]) => {
      const html = readFileSync(file, 'utf8');
      return {route, file, size: html.length, redirect: html.includes(redirect)};
    })
    .filter(({redirect}) => !redirect)
    .sort((a, b) => b.size - a.size)
    .map(({route, file}) => ({route, file}));
}

/** Each page's problems as `<route>: <rule>: <message> (line:col)`, or the error that stopped its check. */
async function validate(queue: {route: string; file: string}[]): Promise<string[]> {
  const lines: string[] = [];
  const workers = Array.from(
    {length: Math.max(1, Math.min(availableParallelism(), queue.length))},
    () => new Worker(new URL('./html-validity.worker.mjs', import.meta.url)),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const page = queue.shift();
              if (page) worker.postMessage(page);
              else resolve();
            };
            worker.on('message', (answer: Answer) => {
              if ('error' in answer) lines.push(`${answer.route}: the check failed: ${answer.error}`);
              else
                for (const {ruleId, message, line, column} of answer.problems)
                  lines.push(`${answer.route}: ${ruleId}: ${message} (${line}:${column})`);
              next();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`a validator worker stopped (exit code ${code})`)));
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return lines.filter((line) => !NOT_PROBLEMS.some((pattern) => pattern.test(line))).sort();
}

describe('HTML validity', () => {
  it('every built page passes html-validate', async () => {
    const all = pages();
    // Every route, and the pages only the build has (the 404 page).
    expect(all.map(({route}) => route)).toEqual(expect.arrayContaining([...allRoutes(), '/404.html']));
    expect(await validate(all)).toEqual([]);
  }, 120_000);
});
