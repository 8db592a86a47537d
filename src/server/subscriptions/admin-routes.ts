import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBSCRIBERS_PAGE } from '../../shared/subscriptions.ts';
import { subscriptionsContract as api } from '../../shared/contracts/subscriptions.ts';
import { routeOf } from '../http/contract-routes.ts';
import { exportSubscribers, removeFromList } from './commands.ts';
import { countConfirmedSubscribers, listSubscribers, listSubscribersPage, toSubscriber } from './queries.ts';

/** /api/subscribers: the announcement list for admins (count, CSV export, remove an address). */
const subscriberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.list),
    handler: async (request) => {
      // Paged when asked (?limit, ?cursor); the spec's whole list otherwise.
      const { limit, cursor } = request.query;
      if (limit !== undefined || cursor !== undefined) {
        const page = await listSubscribersPage(app.db, { limit, cursor }, SUBSCRIBERS_PAGE, toSubscriber);
        return { count: await countConfirmedSubscribers(app.db), ...page };
      }
      const items = (await listSubscribers(app.db)).map(toSubscriber);
      return { count: items.filter((item) => item.status === 'confirmed').length, items };
    },
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
