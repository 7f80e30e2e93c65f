/**
 * The prose lint of `npm run lint:prose` on the pages you name (`npm run check`): cspell (cspell.config.yaml and the
 * project's words) and markdownlint-cli2 (.markdownlint-cli2.yaml and its sentence-case rule, without the
 * configuration's globs, so that only those pages are read). Each runs in its own process, alongside the other checks.
 */
import path from 'node:path';
import {run, type RunResult} from './run.mts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface LintResult {
  /** One line per problem: `file:line[:column]: message`. */
  problems: string[];
  /** Set when the tool could not run or answered with something other than a list of problems. */
  failure?: string;
}

/** A tool of node_modules/.bin, run from the repository's folder so that it finds its configuration there. */
const runTool = (bin: string, args: string[]) => run(path.join(root, 'node_modules', '.bin', bin), args, {cwd: root});

/** The problems a tool printed, as `file:line[:column]: message`; anything else it printed when it failed without any. */
function result(output: RunResult, pattern: RegExp, tool: string): LintResult {
  const problems: string[] = [];
  for (const line of `${output.stdout}\n${output.stderr}`.split('\n')) {
    const match = pattern.exec(line.trim());
    if (match) problems.push(`${match[1]}: ${match[2]}`);
  }
  if (output.error) return {problems, failure: `${tool} could not run: ${output.error.message} (run npm ci)`};
  if (output.status !== 0 && problems.length === 0)
    return {problems, failure: `${tool} failed (exit ${output.status}): ${(output.stderr || output.stdout).trim()}`};
  return {problems};
}

/** Spelling, with cspell: `docs/x.md:12:5: Unknown word (wrod) Suggestions: [word, ...]`. */
export async function spellCheck(files: readonly string[]): Promise<LintResult> {
  return result(
    await runTool('cspell', ['lint', '--no-progress', '--no-summary', '--show-suggestions', '--', ...files]),
    /^(.+?:\d+:\d+) - (.+)$/,
    'cspell',
  );
}

/** Markdown lint, with markdownlint-cli2: `docs/x.md:6: error MD001/heading-increment Heading levels ...`. */
export async function markdownLint(files: readonly string[]): Promise<LintResult> {
  return result(
    await runTool('markdownlint-cli2', ['--no-globs', ...files]),
    /^(.+?:\d+(?::\d+)?) (error .+)$/,
    'markdownlint-cli2',
  );
}
