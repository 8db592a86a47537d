import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.config.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', message: 'Database unavailable' });
    }
  });
};

export default healthRoutes;
