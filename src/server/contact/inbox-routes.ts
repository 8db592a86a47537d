import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noContent } from '../../shared/api.ts';
import {
  INBOX_DEFAULT_LIMIT,
  inboxMessageSchema,
  inboxSummarySchema,
  inboxPatchSchema,
  inboxQuerySchema,
} from '../../shared/contact-inbox.ts';
import { recordAudit } from '../audit/record.ts';
import { notFound } from '../http/errors.ts';
import { setNextLink } from '../http/paging.ts';
import { countUnread, deleteInboxMessage, listInboxPage, updateInboxMessage } from './inbox-queries.ts';

/**
 * The staff side of contact messages, under /api/contact/messages: ADMIN reads, marks, archives and
 * deletes what visitors sent. (Sending and mail delivery live in routes.ts.)
 */
const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: inboxQuerySchema, response: { 200: z.array(inboxMessageSchema) } },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? INBOX_DEFAULT_LIMIT;
      const archived = request.query.archived ?? false;
      const page = await listInboxPage(app.db, { archived }, { limit, cursor: request.query.cursor }, limit);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  // The dashboard's unread count, and whether stored messages are also mailed on.
  app.get(
    '/summary',
    { config: { access: 'admin' }, schema: { response: { 200: inboxSummarySchema } } },
    async () => ({ unread: await countUnread(app.db), mailEnabled: app.config.smtp !== null }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: inboxPatchSchema, response: { 200: inboxMessageSchema } },
    },
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
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 204: noContent } } },
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
