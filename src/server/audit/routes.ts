import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_DEFAULT_LIMIT } from '../../shared/audit.ts';
import { auditContract as api } from '../../shared/contracts/audit.ts';
import { routeOf } from '../http/contract-routes.ts';
import { listAudit } from './queries.ts';

/** Who wrote what, newest first (audit.read). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.list),
    handler: async (request) =>
      listAudit(app.db, {
        actor: request.query.actor || undefined,
        kind: request.query.kind || undefined,
        limit: request.query.limit ?? AUDIT_DEFAULT_LIMIT,
      }),
  });
};

export default auditRoutes;
