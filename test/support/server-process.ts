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

export async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
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
