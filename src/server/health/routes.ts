import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const schema = {
  response: {
    200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
    503: z.object({ status: z.literal('error'), message: z.string() }),
  },
};

/** GET /api/health: whether the app can reach its database, for load balancers and monitors. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: 'public' }, schema }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.config.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error' as const, message: 'Database unavailable' });
    }
  });
};

export default healthRoutes;
