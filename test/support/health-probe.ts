import { spawn } from 'node:child_process';

export interface HealthAnswer {
  /** When the request was sent (ms since the epoch). */
  at: number;
  /** How long the answer took. */
  ms: number;
  /** 0 when there was none. */
  status: number;
}

// Plain JavaScript for `node -e`: asks the address every 100 ms, one request after the other,
// and writes one line per answer, until its stdin closes.
const PROBE = `
let stopped = false;
process.stdin.on('end', () => (stopped = true)).resume();
(async () => {
  while (!stopped) {
    const at = Date.now();
    let status = 0;
    try {
      const response = await fetch(process.argv[1], { signal: AbortSignal.timeout(120000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {}
    process.stdout.write(JSON.stringify({ at, ms: Date.now() - at, status }) + '\\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
`;

/**
 * Asks a server's /api/health from a process of its own, so that the answers' times are the
 * server's, not those of a test process whose event loop the server shares (a request a blocked
 * loop never read would otherwise look fast, its clock stopped too). `stop` waits for the request
 * in flight and answers every one.
 */
export function startHealthProbe(port: number): { stop: () => Promise<HealthAnswer[]> } {
  const child = spawn(process.execPath, ['-e', PROBE, `http://127.0.0.1:${port}/api/health`], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const closed = new Promise((resolve) => child.once('close', resolve));
  return {
    stop: async () => {
      child.stdin.end();
      await closed;
      return output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as HealthAnswer);
    },
  };
}
