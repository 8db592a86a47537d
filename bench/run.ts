/**
 * Load benchmark (issue 11). Starts the production server as `npm start` does (its node flags and
 * `dist/server/main.js`, built if missing or stale) on loopback from a fresh SQLite file with the
 * demo content, and a raw `node:http` server that answers each path with the very bytes the app
 * sent for it, in the same run. Drives each from this process with a fixed number of concurrent
 * connections, and prints one table: requests a second, the ratio to the raw server, p50/p99, and
 * the server's RSS after the warm-up and after each round. Bounded in time and count; loopback only. It reads /proc/stat to say
 * how much of the CPU other processes used meanwhile (the numbers are then noisy).
 *
 * The app and the raw server are driven in turns, several short pairs per target, and the table
 * gives the medians: the machine is a VM whose speed swings by up to 2x within a minute (the raw
 * server alone measured 35k and 64k req/s a few minutes apart), so one long run of each could land
 * them in different minutes; pairs taken back to back see the same machine.
 *
 *   npm run bench   (BENCH_SECONDS=3 BENCH_PAIRS=3 BENCH_WARMUP=3 BENCH_CONNECTIONS=50 BENCH_ROUNDS=1)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import autocannon from 'autocannon';
import { tmpdir } from 'node:os';
import path from 'node:path';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
/**
 * Seconds of unmeasured load per target first. A fresh server is about a third slower for its first
 * ten seconds or so of load (the JIT has not optimised the hot path yet; measured 17k against 24k
 * req/s on the same cached answer): a server that has been up for a while is what is measured.
 */
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
/**
 * What is driven: the public lists and the home page without Accept-Encoding (both servers send the
 * same uncompressed bytes), and the home page as a browser asks for it (brotli; both send the app's
 * brotli bytes).
 */
const TARGETS: { path: string; label: string; encoding?: 'br' }[] = [
  { path: '/api/news', label: 'GET /api/news' },
  { path: '/api/events', label: 'GET /api/events' },
  { path: '/api/faqs', label: 'GET /api/faqs' },
  { path: '/', label: 'GET /' },
  { path: '/', label: 'GET / (br, as a browser asks)', encoding: 'br' },
];
const BROWSER_ENCODINGS = 'br, gzip';

execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });

/** CPU time (clock ticks) of the whole machine, and of the given processes. */
function machineTicks(): { total: number; idle: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  return { total: n.reduce((a, b) => a + b, 0), idle: (n[3] ?? 0) + (n[4] ?? 0) };
}
function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const dir = mkdtempSync(path.join(tmpdir(), 'hoa-bench-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
/**
 * The server is started as `npm start` starts it: the arguments of the last command of that script
 * (node's flags and the file), read from package.json, their one home.
 */
const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } })
  .scripts.start;
const serverArgs = startScript.split('&&').at(-1)!.trim().split(/\s+/).slice(1);
const server = spawn(process.execPath, serverArgs, {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: path.join(dir, 'bench.sqlite'),
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// Never leave the server behind, whatever ends this process.
process.on('exit', () => server.kill('SIGTERM'));
const base = `http://127.0.0.1:${port}`;
const startedAt = performance.now();
let firstOk = 0;
// A fresh database is migrated and seeded first; on a busy machine that has taken over 50 s.
while (!firstOk && performance.now() - startedAt < 180_000) {
  try {
    if ((await fetch(`${base}/`)).ok) firstOk = performance.now() - startedAt;
  } catch {
    await new Promise((r) => setTimeout(r, 10));
  }
}
if (!firstOk) throw new Error('the server did not answer');

/** An answer's bytes as sent (fetch would decode them) and its type. */
function rawAnswer(
  url: string,
  acceptEncoding?: string,
): Promise<{ type: string; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          type: res.headers['content-type'] ?? 'text/plain',
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

// The raw baseline: the same bytes and headers' essentials, no framework, in a process of its own.
const answers: Record<string, { type: string; body: string; br?: string }> = {};
for (const { path: p, encoding } of TARGETS) {
  const answer = await rawAnswer(`${base}${p}`, encoding ? BROWSER_ENCODINGS : undefined);
  if (encoding && answer.encoding !== encoding) throw new Error(`${p} was not sent as ${encoding}`);
  const body = answer.body.toString('base64');
  answers[p] = encoding ? { ...answers[p]!, br: body } : { type: answer.type, body };
}
const answersFile = path.join(dir, 'answers.json');
writeFileSync(answersFile, JSON.stringify(answers));
const raw = spawn(process.execPath, ['bench/raw-server.mjs', answersFile], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => raw.kill('SIGTERM'));
const rawPort = await new Promise<string>((resolve) =>
  raw.stdout!.once('data', (d) => resolve(String(d).trim())),
);
const rawBase = `http://127.0.0.1:${rawPort}`;

/** autocannon (the Fastify team's load generator, as the issue measured with): keep-alive connections. */
async function drive(
  url: string,
  duration = seconds,
  encoding?: 'br',
): Promise<{ rate: number; p50: number; p99: number; statuses: string }> {
  const headers = encoding ? { 'accept-encoding': BROWSER_ENCODINGS } : {};
  const result = await autocannon({ url, connections, duration, headers });
  const statuses = Object.keys(result.statusCodeStats ?? {}).join(',');
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses:
      statuses + (result.errors || result.timeouts ? ` (${result.errors + result.timeouts} errors)` : ''),
  };
}

for (const { path: p, encoding } of TARGETS) await drive(`${base}${p}`, warmup, encoding);

const rssAfterWarmup = rssMiB(server.pid!);
const machineBefore = machineTicks();
const oursBefore = processTicks(server.pid!) + processTicks(process.pid) + processTicks(raw.pid!);
const rows: string[] = [];
const rssRounds: number[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const { path: p, label, encoding } of TARGETS) {
    const apps: Awaited<ReturnType<typeof drive>>[] = [];
    const baselines: typeof apps = [];
    for (let pair = 0; pair < pairs; pair++) {
      apps.push(await drive(`${base}${p}`, seconds, encoding));
      baselines.push(await drive(`${rawBase}${p}`, seconds, encoding));
    }
    if (round === rounds) {
      const ratios = apps.map((app, i) => app.rate / baselines[i]!.rate);
      const statuses = [...new Set(apps.map((app) => app.statuses))].join(' ');
      rows.push(
        `| ${label} | ${statuses} | ${Math.round(median(apps.map((a) => a.rate)))} | ${Math.round(median(baselines.map((b) => b.rate)))} | ${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | ${median(apps.map((a) => a.p50)).toFixed(1)} | ${Math.max(...apps.map((a) => a.p99)).toFixed(1)} |`,
      );
    }
  }
  rssRounds.push(rssMiB(server.pid!));
}
const machineAfter = machineTicks();
const oursAfter = processTicks(server.pid!) + processTicks(process.pid) + processTicks(raw.pid!);
const busyTicks = machineAfter.total - machineAfter.idle - (machineBefore.total - machineBefore.idle);
const othersShare =
  Math.max(0, busyTicks - (oursAfter - oursBefore)) / (machineAfter.total - machineBefore.total);

console.log(
  `\nnode ${process.version}, SQLite, ${connections} connections, ${pairs} pairs of ${seconds}s runs (app, raw) per target after ${warmup}s of warm-up, ${rounds} round(s); server: node ${serverArgs.join(' ')}\n`,
);
console.log(
  '| target | status | app req/s (median) | raw node:http req/s (median) | ratio: median of the pairs (range) | app p50 ms (median) | app p99 ms (worst) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `\nstart to first 200: ${Math.round(firstOk)} ms (fresh database: migrations and demo content included)`,
);
// After the warm-up is the high-water mark: V8 has not yet made its first full collections.
console.log(
  `server RSS: ${rssAfterWarmup} MiB after the warm-up, after each round ${rssRounds.join(', ')} MiB`,
);
const busy = `${Math.round(othersShare * 100)}% of the machine's CPU time went to other processes during the run`;
console.log(othersShare > 0.1 ? `WARNING: ${busy}: the numbers are noisy.` : `${busy} (quiet).`);

server.kill('SIGTERM');
raw.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dir, { recursive: true, force: true });
