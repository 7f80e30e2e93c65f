import {spawn} from 'node:child_process';

export interface RunResult {
  /** The exit code; null when the command could not start (see `error`) or was killed. */
  status: number | null;
  stdout: string;
  stderr: string;
  /** Why the command could not start, such as ENOENT when it is not installed. */
  error?: NodeJS.ErrnoException;
}

/**
 * Runs a command without a shell and without blocking this process, so that several run side by side (the checks of
 * `npm run check`). Never throws: a command that is missing or fails says so in its result.
 */
export function run(
  command: string,
  args: readonly string[],
  options: {cwd?: string; input?: string; env?: NodeJS.ProcessEnv} = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => resolve({status: null, stdout, stderr, error}));
    child.on('close', (status) => resolve({status, stdout, stderr}));
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}
