import {spawn} from 'node:child_process';
import net from 'node:net';

/** The first port of `from`..`to` that nothing listens on at 127.0.0.1. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

export interface Preview {
  origin: string;
  stop: () => void;
}

/**
 * Serves a built site with the production preview of the checkout at `root` (its `npx tsx scripts/serve.mts`, run
 * there) and resolves once it answers, within `timeoutMs`. `env` is the server's environment (a PATH naming another
 * Node, for instance).
 */
export async function startPreview(options: {
  root: string;
  dir: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<Preview> {
  const {root, dir, port, env = process.env, timeoutMs = 30_000} = options;
  const server = spawn('npx', ['tsx', 'scripts/serve.mts', '--dir', dir, '--port', String(port)], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  let exited: number | null = null;
  server.once('exit', (code) => (exited = code ?? 1));
  const stop = () => {
    try {
      process.kill(-server.pid!);
    } catch {
      // already gone
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(origin)).ok) return {origin, stop};
    } catch {
      // not listening yet
    }
    if (exited !== null || Date.now() > deadline) {
      stop();
      throw new Error(
        exited !== null
          ? `the preview server of ${dir} exited (code ${exited})`
          : `the preview server of ${dir} did not answer within ${timeoutMs / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
