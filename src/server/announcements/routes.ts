import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementsContract as api } from '../../shared/contracts/announcements.ts';
import { routeOf } from '../http/contract-routes.ts';
import { notFound } from '../http/errors.ts';
import { findNews } from '../news/queries.ts';
import { announcementAudience, announceNews } from './announce.ts';
import { listAnnouncements } from './queries.ts';

/** Announcements by email (docs/product/announcements.md), for moderators and admins. */
const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.announce),
    handler: async (request, reply) => {
      // The mail is read by anyone: it lists only the attachments a signed-out reader may open.
      const item = await findNews(app.db, request.params.id, ['public']);
      if (!item) throw notFound('News item');
      return reply.status(202).send({ queued: await announceNews(request, item) });
    },
  });

  app.route({ ...routeOf(api.audience), handler: async () => announcementAudience(app) });

  app.route({
    ...routeOf(api.list),
    handler: async () => ({ items: await listAnnouncements(app.db) }),
  });
};

export default announcementRoutes;
