import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { runIfDue } from '../../src/server/coordination/jobs.ts';
import { countHit } from '../../src/server/coordination/rate-limit-store.ts';
import { createTestApp, ENGINES, type TestApp } from '../support/test-app.ts';

// The state several processes share through the database (docs/operating.md, "Running several processes"): rate-limit counters and
// scheduled-job leases, on both engines. Two app instances on one database stand for two processes
// here; test/api/two-processes.test.ts runs real ones.
for (const engine of ENGINES) {
  describe(`shared state [${engine}]`, () => {
    let test: TestApp | null = null;
    const extra: FastifyInstance[] = [];
    afterEach(async () => {
      await Promise.all(extra.splice(0).map((app) => app.close()));
      await test?.close();
      test = null;
    });

    it('counts hits atomically: concurrent upserts each get their own count', async () => {
      test = await createTestApp(engine);
      const results = await Promise.all(
        Array.from({ length: 30 }, () => countHit(test!.app.db, 'k:1', 60_000)),
      );
      expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      for (const r of results) expect(r.ttl).toBeGreaterThan(0);
    });

    it('starts a window over once it ended', async () => {
      test = await createTestApp(engine);
      const start = Date.now();
      await countHit(test.app.db, 'k:2', 1000, start);
      expect((await countHit(test.app.db, 'k:2', 1000, start + 500)).current).toBe(2);
      const after = await countHit(test.app.db, 'k:2', 1000, start + 1000);
      expect(after).toEqual({ current: 1, ttl: 1000 });
    });

    it('one auth budget for two app instances on one database, and a restart forgets nothing', async () => {
      test = await createTestApp(engine, { authRateLimit: 3 });
      const second = await buildApp(test.config, { logger: false });
      extra.push(second);
      const login = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.9',
          payload: { email: 'nobody@example.org', password: 'Wrong-Pass-1' },
        });
      expect((await login(test.app)).statusCode).toBe(401);
      expect((await login(second)).statusCode).toBe(401);
      expect((await login(test.app)).statusCode).toBe(401);
      expect((await login(second)).statusCode).toBe(429);
      // A third instance (a restarted process) sees the same count.
      const restarted = await buildApp(test.config, { logger: false });
      extra.push(restarted);
      expect((await login(restarted)).statusCode).toBe(429);
      // Other limiters count apart: the contact form still answers.
      const contact = await restarted.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.9',
        payload: {
          name: 'Jane',
          email: 'jane@example.org',
          subject: 'Hello',
          message: 'A question about the pool.',
        },
      });
      expect(contact.statusCode).toBe(201);
    });

    it('runs a due job in exactly one of several processes asking at once', async () => {
      test = await createTestApp(engine);
      let runs = 0;
      const job = {
        name: 'test-job',
        everyMs: 60_000,
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
      };
      const outcomes = await Promise.all(
        ['a', 'b', 'c', 'd'].map((holder) => runIfDue(test!.app.db, job, holder)),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
      // Not due again until everyMs has passed, whoever asks.
      expect(await runIfDue(test.app.db, job, 'e')).toBe(false);
      const row = await test.app.db
        .selectFrom('jobLeases')
        .selectAll()
        .where('name', '=', 'test-job')
        .executeTakeFirstOrThrow();
      expect(row.holder).toBeNull();
      expect(row.nextRunAt > new Date().toISOString()).toBe(true);
    });

    it('takes over a job whose holder died once its lease ran out', async () => {
      test = await createTestApp(engine);
      const past = new Date(Date.now() - 1000).toISOString();
      const future = new Date(Date.now() + 60_000).toISOString();
      // A process claimed the job and died: its lease still runs, so no one else runs it.
      await test.app.db
        .insertInto('jobLeases')
        .values({ name: 'orphan', holder: 'dead:1', leaseUntil: future, nextRunAt: past })
        .execute();
      let runs = 0;
      const job = { name: 'orphan', everyMs: 60_000, run: async () => void (runs += 1) };
      expect(await runIfDue(test.app.db, job, 'alive')).toBe(false);
      await test.app.db
        .updateTable('jobLeases')
        .set({ leaseUntil: past })
        .where('name', '=', 'orphan')
        .execute();
      expect(await runIfDue(test.app.db, job, 'alive')).toBe(true);
      expect(runs).toBe(1);
    });
  });
}
