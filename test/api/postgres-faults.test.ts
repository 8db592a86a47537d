import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { validLink } from '../support/collections.ts';
import { postJson, startServer, stopServer, waitForHealth } from '../support/server-process.ts';
import { freshPostgres } from '../support/test-app.ts';

// Runs whenever TEST_DATABASE_URL is set (CI sets it): a PostgreSQL that cannot be reached then
// fails this test rather than skipping it.
const PG_URL = process.env.TEST_DATABASE_URL;

const ROUNDS = 5;
const WORKERS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!PG_URL)('PostgreSQL dropping the connections the app is using', () => {
  it(`keeps the process up through ${ROUNDS} rounds of terminated backends under load, then serves normally`, async () => {
    const database = await freshPostgres();
    const dir = mkdtempSync(path.join(tmpdir(), 'hoa-pgfault-'));
    const server = await startServer({
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'chair@example.org',
      ADMIN_PASSWORD: 'Board-Chair-2026',
      AUTH_RATE_LIMIT: '100000',
      CONTACT_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    });
    const operator = new pg.Client({ connectionString: database.url });
    try {
      await waitForHealth(server);
      await operator.connect();
      const base = `http://127.0.0.1:${server.port}`;
      const login = await postJson(server.port, '/api/auth/login', {
        email: 'chair@example.org',
        password: 'Board-Chair-2026',
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };

      // Reads and writes from several clients at once until the rounds are over.
      const statuses = new Map<string, number[]>();
      const note = (what: string, status: number) =>
        statuses.set(what, [...(statuses.get(what) ?? []), status]);
      let loading = true;
      const requests: (() => Promise<[string, number]>)[] = [
        async () => ['GET /api/news', (await fetch(`${base}/api/news`)).status],
        async () => ['GET /api/links', (await fetch(`${base}/api/links`)).status],
        async () => ['GET /api/auth/me', (await fetch(`${base}/api/auth/me`, { headers: auth })).status],
        async () => ['POST /api/links', (await postJson(server.port, '/api/links', validLink, auth)).status],
        async () => [
          'POST /api/contact',
          (
            await postJson(server.port, '/api/contact', {
              name: 'Pat Resident',
              email: 'pat@example.org',
              subject: 'During a failover',
              message: 'Sent while the database server was dropping connections.',
            })
          ).status,
        ],
      ];
      const workers = Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = w; loading; i += 1) {
          const request = requests[i % requests.length]!;
          const [what, status] = await request().catch((): [string, number] => ['connection failed', 0]);
          note(what, status);
        }
      });

      try {
        for (let round = 0; round < ROUNDS; round += 1) {
          // Hold the tables the requests use, so the app's connections are busy mid-query when they
          // are terminated (what a failover or a restart of PostgreSQL does to them).
          await operator.query('begin');
          await operator.query('lock table news, links in access exclusive mode');
          for (let i = 0; i < 100; i += 1) {
            const waiting = await operator.query(
              `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
            );
            if (waiting.rows[0].n >= 2) break;
            await sleep(20);
          }
          const terminated = await operator.query(
            `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()) t`,
          );
          expect(terminated.rows[0].n).toBeGreaterThan(0);
          await operator.query('rollback');
          await sleep(150);
          expect(server.child.exitCode, server.output()).toBeNull();
        }
      } finally {
        loading = false;
        await Promise.all(workers);
      }

      expect(server.child.exitCode, server.output()).toBeNull();
      const all = [...statuses.values()].flat();
      // Every answer is a success or a 503 ("try again"), never a 500 or a dropped connection.
      expect(
        all.filter((s) => ![200, 201, 503].includes(s)),
        JSON.stringify([...statuses]),
      ).toEqual([]);
      expect(all.filter((s) => s === 503).length).toBeGreaterThan(0);

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      const created = await postJson(
        server.port,
        '/api/links',
        { ...validLink, title: 'After the storm' },
        auth,
      );
      expect(created.status).toBe(201);
      const links = (await (await fetch(`${base}/api/links`)).json()) as { title: string }[];
      expect(links.map((l) => l.title)).toContain('After the storm');
      expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    } finally {
      await operator.end().catch(() => {});
      if (server.child.exitCode === null) await stopServer(server.child);
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Room for a start from source (up to waitForHealth's 60 s on a loaded machine), then the rounds.
  }, 180_000);
});
