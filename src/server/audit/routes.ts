import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_DEFAULT_LIMIT, auditEntrySchema, auditQuerySchema } from '../../shared/audit.ts';
import { listAudit } from './queries.ts';

/** GET /api/audit?actor=&kind=&limit=: who wrote what, newest first. ADMIN only. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } },
    },
    async (request) =>
      listAudit(app.db, {
        actor: request.query.actor || undefined,
        kind: request.query.kind || undefined,
        limit: request.query.limit ?? AUDIT_DEFAULT_LIMIT,
      }),
  );
};

export default auditRoutes;
