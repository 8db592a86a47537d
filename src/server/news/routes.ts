import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../shared/dates.ts';
import { idParamsSchema } from '../../shared/http.ts';
import { newsInputSchema, newsPatchSchema } from '../../shared/news.ts';
import { recordAudit } from '../audit/record.ts';
import { requireModerator } from '../auth/guards.ts';
import { loadCommunity } from '../community/queries.ts';
import { notFound } from '../http/errors.ts';
import { deleteNews, findNews, insertNews, listNews, updateNews } from './queries.ts';

/** /api/news: everyone reads; moderators and admins write. */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async () => ({ items: await listNews(app.db) }));

  app.get('/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const item = await findNews(app.db, request.params.id);
    if (!item) throw notFound('News item');
    return item;
  });

  app.post(
    '/',
    { schema: { body: newsInputSchema }, preValidation: requireModerator },
    async (request, reply) => {
      const body = request.body;
      const date = body.date ?? todayIn((await loadCommunity(app)).timeZone);
      const item = await insertNews(app.db, { ...body, date });
      await recordAudit(request, { action: 'create', kind: 'news', objectId: item.id, summary: item.title });
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/:id',
    { schema: { params: idParamsSchema, body: newsPatchSchema }, preValidation: requireModerator },
    async (request) => {
      const item = await updateNews(app.db, request.params.id, request.body);
      if (!item) throw notFound('News item');
      await recordAudit(request, { action: 'update', kind: 'news', objectId: item.id, summary: item.title });
      return item;
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema }, preValidation: requireModerator },
    async (request, reply) => {
      const existing = await findNews(app.db, request.params.id);
      if (!existing || !(await deleteNews(app.db, existing.id))) throw notFound('News item');
      await recordAudit(request, {
        action: 'delete',
        kind: 'news',
        objectId: existing.id,
        summary: existing.title,
      });
      return reply.status(204).send();
    },
  );
};

export default newsRoutes;
