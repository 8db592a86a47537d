import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_DEFAULT_LIMIT, auditEntrySchema, auditQuerySchema } from '../../shared/audit.ts';
import { setNextLink } from '../http/paging.ts';
import { listAuditPage } from './queries.ts';

/** GET /api/audit?actor=&kind=&limit=: who wrote what, newest first. ADMIN only. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? AUDIT_DEFAULT_LIMIT;
      const filter = { actor: request.query.actor || undefined, kind: request.query.kind || undefined };
      const page = await listAuditPage(app.db, filter, { limit, cursor: request.query.cursor }, limit);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );
};

export default auditRoutes;
