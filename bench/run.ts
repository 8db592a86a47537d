/**
 * Load benchmark: serves the app on loopback from a fresh SQLite file with the demo content, then
 * drives each endpoint with a fixed number of concurrent clients for a fixed time and prints
 * requests a second and latency percentiles. Bounded in time and count; loopback only.
 *
 *   npm run bench                 (BENCH_SECONDS=5 BENCH_CONCURRENCY=16 by default)
 *   DATABASE_URL=postgres://… npm run bench   to measure on PostgreSQL
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { ensureAdmin } from '../src/server/bootstrap.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest } from '../src/server/db/connection.ts';
import { seedDemoContent } from '../src/server/seed/demo.ts';

// Measure what production runs (React loads its production build when the renderer is imported).
process.env.NODE_ENV ??= 'production';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const dir = mkdtempSync(path.join(tmpdir(), 'hoa-bench-'));

const base = loadConfig(process.env);
const config = {
  ...base,
  database: process.env.DATABASE_URL
    ? base.database
    : ({ kind: 'sqlite', file: path.join(dir, 'bench.sqlite') } as const),
  dataDir: dir,
  logLevel: 'silent',
  authRateLimit: 1_000_000,
  contactRateLimit: 1_000_000,
};
const app = await buildApp(config, { logger: false });
await migrateToLatest(app.db);
await seedDemoContent(app.db, (await app.community.read()).timeZone);
await ensureAdmin(app, { email: 'bench@example.org', password: 'Bench-Mark-2026', username: 'bench' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

interface Target {
  name: string;
  request: () => Promise<Response>;
}

const json = { 'content-type': 'application/json' };
const targets: Target[] = [
  { name: 'GET /api/health', request: () => fetch(`${address}/api/health`) },
  { name: 'GET / (server-rendered home)', request: () => fetch(`${address}/`) },
  { name: 'GET /events (server-rendered)', request: () => fetch(`${address}/events`) },
  { name: 'GET /api/events', request: () => fetch(`${address}/api/events`) },
  { name: 'GET /api/news', request: () => fetch(`${address}/api/news`) },
  { name: 'GET /api/faqs', request: () => fetch(`${address}/api/faqs`) },
  { name: 'GET /api/events.ics', request: () => fetch(`${address}/api/events.ics`) },
  // An absurd address: refused with 414 before any page lookup (it once cost 0.5 s of CPU).
  { name: 'GET /<16,000 slashes>x', request: () => fetch(`${address}/${'/'.repeat(16_000)}x`) },
  {
    name: 'POST /api/auth/login (argon2id)',
    request: () =>
      fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'bench@example.org', password: 'Bench-Mark-2026' }),
      }),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.log(
  `engine ${config.database.kind}, ${concurrency} concurrent clients, ${seconds}s per endpoint, node ${process.version}\n`,
);
console.log('| endpoint | status | requests/s | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|');
for (const target of targets) {
  for (let i = 0; i < 20; i++) await (await target.request()).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  const statuses = new Set<number>();
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await target.request();
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.add(res.status);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `| ${target.name} | ${[...statuses].join(',')} | ${Math.round(latencies.length / elapsed)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} |`,
  );
}

await app.close();
rmSync(dir, { recursive: true, force: true });
