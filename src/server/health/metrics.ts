import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { poolOf } from '../db/connection.ts';
import { outboxDepth } from '../mail/queries.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus text (prom-client, the maintained Node client): requests by route and
 * status with their latency, the PostgreSQL pool's connections, the outbox's depth, and Node's own
 * (event-loop lag, memory, CPU, handles). Only with `Authorization: Bearer $METRICS_TOKEN`; without
 * the variable the route does not exist (404) and prom-client is never loaded (about 11 MiB). One
 * registry per app, so tests can build many.
 */
const metrics: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  if (!token) return;
  const { collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pool = poolOf(app.db);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mails waiting in the outbox (pending or being sent)',
    registers: [registry],
    async collect() {
      this.set(await outboxDepth(app.db));
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/news/:id), never the raw URL: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Authentication required' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

export default fp(metrics, { name: 'metrics', dependencies: ['database'] });
