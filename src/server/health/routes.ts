import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthContract as api } from '../../shared/contracts/health.ts';
import { routeOf } from '../http/contract-routes.ts';

/**
 * GET /api/health: whether the app can reach its database, for monitors. GET /api/health/ready:
 * whether a load balancer should send this process traffic: not while it shuts down, nor while its
 * database is unreachable (a query with a short timeout, so a hung database answers 503 quickly).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.route({
    ...routeOf(api.ready),
    handler: async (request, reply) => {
      if (closing)
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Shutting down' });
      try {
        await Promise.race([
          sql`select 1`.execute(app.db),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database check timed out')), 2000).unref(),
          ),
        ]);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Database unavailable' });
      }
    },
  });

  app.route({
    ...routeOf(api.check),
    handler: async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: app.config.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, message: 'Database unavailable' });
      }
    },
  });
};

export default healthRoutes;
