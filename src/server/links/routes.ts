import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/http.ts';
import { linkSchema, linkUpdateSchema } from '../../shared/links.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { deleteLink, insertLink, listLinks, updateLink } from './queries.ts';

/** Important links: anyone reads (a bare array), admins write; guard before validation. */
const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async () => listLinks(app.db));

  app.post('/', { preValidation: requireAdmin, schema: { body: linkSchema } }, async (request, reply) => {
    const link = await insertLink(app.db, request.body);
    await recordAudit(request, { action: 'create', kind: 'link', objectId: link.id, summary: link.title });
    return reply.status(201).send(link);
  });

  app.patch(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema, body: linkUpdateSchema } },
    async (request) => {
      const link = await updateLink(app.db, request.params.id, request.body);
      if (!link) throw notFound('Link');
      await recordAudit(request, { action: 'update', kind: 'link', objectId: link.id, summary: link.title });
      return link;
    },
  );

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const title = await deleteLink(app.db, request.params.id);
      if (title === null) throw notFound('Link');
      await recordAudit(request, {
        action: 'delete',
        kind: 'link',
        objectId: request.params.id,
        summary: title,
      });
      return reply.status(204).send();
    },
  );
};

export default linksRoutes;
