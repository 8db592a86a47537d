import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_DEFAULT_LIMIT, inboxQuerySchema, inboxUpdateSchema } from '../../shared/contact-inbox.ts';
import { idParamsSchema } from '../../shared/http.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { deleteInboxMessage, listInbox, updateInboxMessage } from './inbox-queries.ts';

/**
 * The staff side of contact messages, under /api/contact/messages: ADMIN reads, marks, archives and
 * deletes what visitors sent. (Sending and mail delivery live in routes.ts.)
 */
const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { preValidation: requireAdmin, schema: { querystring: inboxQuerySchema } }, async (request) =>
    listInbox(app.db, {
      archived: request.query.archived ?? false,
      limit: request.query.limit ?? INBOX_DEFAULT_LIMIT,
    }),
  );

  app.patch(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema, body: inboxUpdateSchema } },
    async (request) => {
      const updated = await updateInboxMessage(app.db, request.params.id, request.body);
      if (!updated) throw notFound('Message');
      const what = [
        request.body.read === undefined ? null : request.body.read ? 'read' : 'unread',
        request.body.archived === undefined ? null : request.body.archived ? 'archived' : 'back in the inbox',
      ].filter(Boolean);
      await recordAudit(request, {
        action: 'update',
        kind: 'contact-message',
        objectId: updated.id,
        summary: `Marked ${what.join(' and ')}: "${updated.subject}" from ${updated.email}`,
      });
      return updated;
    },
  );

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const deleted = await deleteInboxMessage(app.db, request.params.id);
      if (!deleted) throw notFound('Message');
      await recordAudit(request, {
        action: 'delete',
        kind: 'contact-message',
        objectId: deleted.id,
        summary: `"${deleted.subject}" from ${deleted.email}`,
      });
      return reply.status(204).send();
    },
  );
};

export default contactInboxRoutes;
