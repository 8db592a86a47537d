import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, ENGINES, type TestApp } from '../support/test-app.ts';
import { freePort } from '../support/smtp.ts';

const TOKEN = 'metrics-secret-token';

for (const engine of ENGINES) {
  describe(`metrics and readiness [${engine}]`, () => {
    let test: TestApp | null = null;
    afterEach(async () => {
      await test?.close();
      test = null;
    });

    it('has no /metrics when METRICS_TOKEN is not set', async () => {
      test = await createTestApp(engine);
      const res = await test.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    });

    it('answers /metrics only with the bearer token', async () => {
      test = await createTestApp(engine, { metricsToken: TOKEN });
      expect((await test.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = await test.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const basic = await test.app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
      expect(basic.statusCode).toBe(401);
    });

    it('reports requests by route, outbox depth, event-loop lag and memory in Prometheus text', async () => {
      test = await createTestApp(engine, { metricsToken: TOKEN });
      const { app } = test;
      expect((await app.inject({ url: '/api/news' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/news/no-such-id' })).statusCode).toBe(404);
      await app.outbox.store(app.db, [{ kind: 'account', to: 'a@example.org', subject: 'S', text: 'T' }]);
      const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/news",status_code="200"\} 1/,
      );
      // The route's pattern, not the id: one series per route.
      expect(text).toMatch(/route="\/api\/news\/:id",status_code="404"/);
      expect(text).not.toContain('no-such-id');
      expect(text).toMatch(/^mail_outbox_depth 1$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
      expect(text).toContain('# TYPE db_pool_connections gauge');
      if (engine === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    });

    it('is ready while the database answers; /api/health stays as it is', async () => {
      test = await createTestApp(engine);
      const ready = await test.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect((await test.app.inject({ url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: engine,
      });
    });
  });
}

describe('readiness without a database', () => {
  it('fails (503) while PostgreSQL cannot be reached, so a load balancer stops sending traffic', async () => {
    const port = await freePort();
    const test = await createTestApp('sqlite');
    const app = await buildApp(
      { ...test.config, database: { kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none` } },
      { logger: false },
    );
    try {
      const res = await app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
    } finally {
      await app.close();
      await test.close();
    }
  });
});
