/**
 * The prose lint of `npm run lint:prose` on the pages you name (`npm run check`): cspell (cspell.config.yaml and the
 * project's words) and markdownlint-cli2 (.markdownlint-cli2.yaml and its sentence-case rule, without the
 * configuration's globs, so that only those pages are read). Each runs in its own process, alongside the other checks.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface LintResult {
  /** One line per problem: `file:line[:column]: message`. */
  problems: string[];
  /** Set when the tool could not run or answered with something other than a list of problems. */
  failure?: string;
}

function runTool(bin: string, args: string[]): Promise<{status: number | null; stdout: string; stderr: string; error?: Error}> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', bin), args, {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({status: null, stdout, stderr, error}));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

/** The problems a tool printed, as `file:line[:column]: message`; anything else it printed when it failed without any. */
function result(run: Awaited<ReturnType<typeof runTool>>, pattern: RegExp, tool: string): LintResult {
  const problems: string[] = [];
  for (const line of `${run.stdout}\n${run.stderr}`.split('\n')) {
    const match = pattern.exec(line.trim());
    if (match) problems.push(`${match[1]}: ${match[2]}`);
  }
  if (run.error) return {problems, failure: `${tool} could not run: ${run.error.message} (run npm ci)`};
  if (run.status !== 0 && problems.length === 0) return {problems, failure: `${tool} failed (exit ${run.status}): ${(run.stderr || run.stdout).trim()}`};
  return {problems};
}

/** Spelling, with cspell: `docs/x.md:12:5: Unknown word (wrod) Suggestions: [word, ...]`. */
export async function spellCheck(files: readonly string[]): Promise<LintResult> {
  const run = await runTool('cspell', ['lint', '--no-progress', '--no-summary', '--show-suggestions', '--', ...files]);
  return result(run, /^(.+?:\d+:\d+) - (.+)$/, 'cspell');
}

/** Markdown lint, with markdownlint-cli2: `docs/x.md:6: error MD001/heading-increment Heading levels ...`. */
export async function markdownLint(files: readonly string[]): Promise<LintResult> {
  const run = await runTool('markdownlint-cli2', ['--no-globs', ...files]);
  return result(run, /^(.+?:\d+(?::\d+)?) (error .+)$/, 'markdownlint-cli2');
}
