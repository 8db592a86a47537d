import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBSCRIBERS_PAGE } from '../../shared/subscriptions.ts';
import { subscriptionsContract as api } from '../../shared/contracts/subscriptions.ts';
import { routeOf } from '../http/contract-routes.ts';
import { exportSubscribers, removeFromList } from './commands.ts';
import { countConfirmedSubscribers, listSubscribersPage, toSubscriber } from './queries.ts';

/** /api/subscribers: the announcement list for admins (count, CSV export, remove an address). */
const subscriberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.list),
    // A page at a time (docs/api.md, Paging): the 100 newest unless asked otherwise, and `nextCursor`.
    handler: async (request) => ({
      count: await countConfirmedSubscribers(app.db),
      ...(await listSubscribersPage(app.db, request.query, SUBSCRIBERS_PAGE, toSubscriber)),
    }),
  });

  app.route({
    ...routeOf(api.export),
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(await exportSubscribers(app, request)),
  });

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      await removeFromList(app, request, request.params.id);
      return reply.status(204).send();
    },
  });
};

export default subscriberAdminRoutes;
