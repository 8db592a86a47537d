import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_DEFAULT_LIMIT } from '../../shared/contact/inbox.ts';
import { contactContract as api } from '../../shared/contracts/contact.ts';
import { routeOf } from '../http/contract-routes.ts';
import { mailEnabled } from '../community/public.ts';
import { setNextLink } from '../http/paging.ts';
import { markInboxMessage, removeInboxMessage, sendContactMessage } from './commands.ts';
import { adoptPendingMessages, contactFollower } from './delivery.ts';
import { countUnread, listInboxPage } from './inbox-queries.ts';

/**
 * Contact messages: anyone may send one (stored with its mail in the outbox: commands.ts); admins
 * read, mark, archive and delete what visitors sent.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.rateLimit({
    max: app.config.contactRateLimit,
    timeWindow: 60 * 60 * 1000,
    groupId: 'contact',
  }) as onRequestAsyncHookHandler;

  app.outbox.follow('contact', contactFollower(app));
  if (mailEnabled(app)) {
    app.addHook('onReady', async () => {
      if ((await adoptPendingMessages(app)) > 0) void app.outbox.kick();
    });
  }

  app.route({
    ...routeOf(api.send),
    preHandler: limit,
    handler: async (request, reply) =>
      reply.status(201).send(await sendContactMessage(app, request, request.body)),
  });

  app.route({
    ...routeOf(api.inbox),
    handler: async (request, reply) => {
      // Newest first, a page at a time: further pages by ?cursor= (Link rel=next).
      const limit = request.query.limit ?? INBOX_DEFAULT_LIMIT;
      const archived = request.query.archived ?? false;
      const page = await listInboxPage(app.db, { archived }, { limit, cursor: request.query.cursor }, limit);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  });

  app.route({
    ...routeOf(api.summary),
    handler: async () => ({ unread: await countUnread(app.db), mailEnabled: mailEnabled(app) }),
  });

  app.route({
    ...routeOf(api.update),
    handler: async (request) => markInboxMessage(app, request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      await removeInboxMessage(app, request, request.params.id);
      return reply.status(204).send();
    },
  });
};

export default contactRoutes;
