/**
 * npm run bench:documents — what reading PDFs and searching them costs the rest of the server
 * (issue 25). Starts a built server as `npm start` does (its node flags; `dist/server/main.js`, or
 * the file given as the first argument, e.g. an older build kept for comparison) on loopback from a
 * fresh SQLite file, signs in an admin, and:
 *
 * - uploads each of the worst PDFs of the security review, made in code (test/support/pdf-fixtures.ts),
 *   to a fresh server each: meanwhile it asks GET /api/health over and over, one request after the
 *   other, and samples the resident memory of the server and of any process it started every 50 ms.
 *   It prints the upload's answer and time, the health answers' p50/p99/max, and the server's RSS
 *   before (at rest), at its peak and 3 s after the answer, and the peak of its children.
 * - uploads six 2-million-character PDFs to one server, times searches one at a time (a word in
 *   every document, a word in none, two words), then sends 40 searches at once while asking
 *   /api/health, as the review's F8 did.
 *
 * Bounded in time and size; loopback only. BENCH_CASES picks cases by name (comma-separated).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflatingPdf, longTextPdf } from '../test/support/pdf-fixtures.ts';
import { freePort } from '../test/support/smtp.ts';

const serverFile = process.argv[2] ?? 'dist/server/main.js';
const ADMIN = { email: 'bench@example.org', password: 'Bench-Passw0rd!' };

const CASES: { name: string; make: () => Promise<Buffer> }[] = [
  // About the review's 82 KB file: 34 MB of text-showing operators, deflated.
  { name: 'text bomb', make: () => inflatingPdf(34_000_000) },
  // About the review's 408 KB file: 420 MB of white space, deflated, that pdf.js must inflate.
  { name: 'inflation bomb', make: () => inflatingPdf(420_000_000, { operators: ' ' }) },
  // Operators that show nothing, 50 MB deflated to 49 KB: time without text.
  { name: 'operator bomb', make: () => inflatingPdf(50_000_000, { operators: 'q Q\n' }) },
  // An ordinary PDF of 2 million characters (417 pages of prose).
  { name: '2M characters', make: () => longTextPdf(2_000_000) },
];
const only = process.env.BENCH_CASES?.split(',').map((name) => name.trim());

interface Server {
  child: ChildProcess;
  base: string;
  token: string;
  dir: string;
}

async function startServer(): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-bench-docs-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=8', '--max-old-space-size=512', serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: path.join(dir, 'bench.sqlite'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      // The search part measures what a query costs, not the limit on how many.
      SEARCH_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (tries > 300) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { child, base, token, dir };
}

async function stopServer(server: Server): Promise<void> {
  const closed = new Promise((r) => server.child.once('close', r));
  server.child.kill('SIGTERM');
  await closed;
  rmSync(server.dir, { recursive: true, force: true });
}

function rssOf(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of the processes whose parent is `pid`. */
function childrenRss(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) total += rssOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Asks /api/health one request after the other until `until` settles; answers each one's time. */
async function probeHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

function upload(server: Server, title: string, pdf: Buffer) {
  const form = new FormData();
  form.append('title', title);
  form.append('visibility', 'public');
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${title}.pdf`);
  return fetch(`${server.base}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
}

async function extractionCase(name: string, pdf: Buffer): Promise<string> {
  const server = await startServer();
  try {
    const pid = server.child.pid!;
    await new Promise((r) => setTimeout(r, 2000));
    const restRss = rssOf(pid);
    let peakRss = restRss;
    let peakChildren = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid));
      peakChildren = Math.max(peakChildren, childrenRss(pid));
    }, 50);
    const started = performance.now();
    const answer = upload(server, name, pdf).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { textState?: string; message?: string },
      ms: performance.now() - started,
    }));
    const health = (await probeHealth(server.base, answer)).sort((a, b) => a - b);
    const result = await answer;
    await new Promise((r) => setTimeout(r, 3000));
    clearInterval(sampler);
    const afterRss = rssOf(pid);
    const outcome = `${result.status} ${result.body.textState ?? result.body.message ?? ''}`;
    return `| ${name} (${Math.round(pdf.length / 1024)} KB) | ${outcome} | ${(result.ms / 1000).toFixed(1)} s | ${health.length} | ${ms(quantile(health, 0.5))} / ${ms(quantile(health, 0.99))} / ${ms(health.at(-1)!)} | ${mb(restRss)} / ${mb(peakRss)} / ${mb(afterRss)} | ${mb(peakChildren)} |`;
  } finally {
    await stopServer(server);
  }
}

async function searchCase(): Promise<string[]> {
  const server = await startServer();
  const lines: string[] = [];
  try {
    const pdf = await longTextPdf(2_000_000);
    for (let n = 0; n < 6; n += 1) {
      const response = await upload(server, `Reserve study volume ${n}`, pdf);
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    }
    const search = async (q: string) => {
      const started = performance.now();
      const response = await fetch(`${server.base}/api/documents?q=${encodeURIComponent(q)}`);
      const body = (await response.json()) as { items: unknown[] };
      return { ms: performance.now() - started, items: body.items.length };
    };
    for (const q of ['reserve', 'swimmingpool', 'budget1 fence2']) {
      await search(q);
      const times: number[] = [];
      let items = 0;
      for (let i = 0; i < 20; i += 1) {
        const one = await search(q);
        times.push(one.ms);
        items = one.items;
      }
      times.sort((a, b) => a - b);
      lines.push(
        `| one search "${q}" (${items} found) | ${ms(quantile(times, 0.5))} | ${ms(times.at(-1)!)} |`,
      );
    }
    const burst = Promise.all(Array.from({ length: 40 }, () => search('reserve')));
    const health = (await probeHealth(server.base, burst)).sort((a, b) => a - b);
    const searches = (await burst).map((s) => s.ms).sort((a, b) => a - b);
    lines.push(`| 40 searches at once: each | ${ms(quantile(searches, 0.5))} | ${ms(searches.at(-1)!)} |`);
    lines.push(
      `| /api/health meanwhile (${health.length}) | ${ms(quantile(health, 0.5))} | ${ms(health.at(-1)!)} |`,
    );
  } finally {
    await stopServer(server);
  }
  return lines;
}

console.log(`server: ${serverFile}\n`);
console.log(
  '| PDF | answer | upload | health answers | health p50 / p99 / max ms | server RSS rest / peak / after MiB | children peak MiB |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { name, make } of CASES) {
  if (only && !only.includes(name)) continue;
  console.log(await extractionCase(name, await make()));
}
if (!only || only.includes('search')) {
  console.log('\n| search over six 2M-character documents | p50 ms | max ms |\n| --- | --- | --- |');
  for (const line of await searchCase()) console.log(line);
}
