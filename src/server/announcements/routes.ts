import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceAnswerSchema, announcementListSchema } from '../../shared/announcements.ts';
import { idParamsSchema } from '../../shared/api.ts';
import { notFound } from '../http/errors.ts';
import { findNews } from '../news/queries.ts';
import { announceNews } from './announce.ts';
import { listAnnouncements } from './queries.ts';

/** Announcements by email (docs/product/announcements.md), for moderators and admins. */
const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { config: { access: 'moderator' as const } };

  app.post(
    '/news/:id/announce',
    { ...staff, schema: { params: idParamsSchema, response: { 202: announceAnswerSchema } } },
    async (request, reply) => {
      const item = await findNews(app.db, request.params.id);
      if (!item) throw notFound('News item');
      const queued = await announceNews(request, item);
      return reply.status(202).send({ queued });
    },
  );

  app.get(
    '/announcements',
    { ...staff, schema: { response: { 200: announcementListSchema } } },
    async () => ({
      items: await listAnnouncements(app.db),
    }),
  );
};

export default announcementRoutes;
