import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './smtp.ts';

/** The real entry point (src/server/main.ts) as a child process on a free port. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

/**
 * Starts the server from source (tsx), or with `compiled` the build `npm start` runs (dist/server,
 * made by Vitest's global setup): plain node starts in a fraction of the time, for tests that start
 * many processes.
 */
export async function startServer(
  env: Record<string, string>,
  options: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const args = options.compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, port, output: () => output };
}

/**
 * How long a start may take: from source (tsx) with migrations, seed data and password hashing, a
 * loaded 2-core machine has taken 51 s (bench/README). Tests that wait for starts budget this much each.
 */
const HEALTH_TIMEOUT_MS = 60_000;

/** Waits until the server answers /api/health; fails at once, with its output, if it exits first. */
export async function waitForHealth(
  server: Pick<ServerProcess, 'child' | 'port' | 'output'>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(server.child)) {
      const code = await exited(server.child);
      throw new Error(
        `server exited (${code ?? server.child.signalCode}) before it was healthy:\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`, {
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${server.output()}`);
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The exit code (null when a signal ended it) once the process is gone and its stdout and stderr are
 * read to the end: 'close', not 'exit', which can come while output is still unread.
 */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    const streams = [child.stdout, child.stderr].filter((s) => s !== null);
    if (hasExited(child) && streams.every((s) => s.closed)) resolve(child.exitCode);
    else child.once('close', (code) => resolve(code));
  });

/** SIGTERM, then wait for the process to end. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGTERM');
  await done;
}

export const postJson = (port: number, route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
