import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_DEFAULT_LIMIT } from '../../shared/audit.ts';
import { auditContract as api } from '../../shared/contracts/audit.ts';
import { routeOf } from '../http/contract-routes.ts';
import { setNextLink } from '../http/paging.ts';
import { listAuditPage } from './queries.ts';

/** Who wrote what, newest first (audit.read); further pages by ?cursor= (Link rel=next). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.list),
    handler: async (request, reply) => {
      const limit = request.query.limit ?? AUDIT_DEFAULT_LIMIT;
      const filter = { actor: request.query.actor || undefined, kind: request.query.kind || undefined };
      const page = await listAuditPage(app.db, filter, { limit, cursor: request.query.cursor }, limit);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  });
};

export default auditRoutes;
