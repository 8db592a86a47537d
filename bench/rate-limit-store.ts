/**
 * npm run bench:rate-limit — what the database-backed rate-limit store (src/server/coordination/
 * rate-limit-store.ts) costs per counted request: N sequential upserts on a fresh SQLite file, and on
 * PostgreSQL when BENCH_DATABASE_URL is set, against @fastify/rate-limit's in-memory store. Each
 * counted request is one such call (the auth, contact and subscribe routes only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { countHit } from '../src/server/coordination/rate-limit-store.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/server/db/connection.ts';

const N = Number(process.env.BENCH_CALLS ?? 2000);
const KEYS = 50;

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `| ${name.padEnd(22)} | ${(mean * 1000).toFixed(0).padStart(8)} | ${(at(0.5) * 1000).toFixed(0).padStart(7)} | ${(at(0.99) * 1000).toFixed(0).padStart(7)} |`;
}

async function timeDb(db: Db): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const started = performance.now();
    await countHit(db, `bench:10.0.0.${i % KEYS}`, 60_000);
    times.push(performance.now() - started);
  }
  return times;
}

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  a: boolean,
  b: boolean,
) => { incr: (key: string, done: () => void, window: number, max: number) => void };
const local = new LocalStore(false, false);
const memory: number[] = [];
for (let i = 0; i < N; i++) {
  const started = performance.now();
  await new Promise<void>((resolve) => local.incr(`10.0.0.${i % KEYS}`, () => resolve(), 60_000, 100));
  memory.push(performance.now() - started);
}

const rows = [summary('in-memory (per process)', memory)];
const dir = mkdtempSync(path.join(tmpdir(), 'hoa-bench-rl-'));
const sqlite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.sqlite') });
await migrateToLatest(sqlite);
rows.push(summary('SQLite (WAL, one file)', await timeDb(sqlite)));
await sqlite.destroy();
rmSync(dir, { recursive: true, force: true });
if (process.env.BENCH_DATABASE_URL) {
  const postgres = openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL });
  await migrateToLatest(postgres);
  rows.push(summary('PostgreSQL (loopback)', await timeDb(postgres)));
  await postgres.deleteFrom('rateLimitCounters').where('key', 'like', 'bench:%').execute();
  await postgres.destroy();
}
console.log(`${N} counted requests over ${KEYS} addresses, one at a time (µs per request)\n`);
console.log('| store                  | mean µs  | p50 µs  | p99 µs  |');
console.log('| ---------------------- | -------- | ------- | ------- |');
for (const row of rows) console.log(row);
