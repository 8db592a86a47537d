import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqSchema, faqUpdateSchema } from '../../shared/faqs.ts';
import { idParamsSchema } from '../../shared/http.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { deleteFaq, insertFaq, listFaqs, updateFaq } from './queries.ts';

/**
 * FAQs: anyone reads, admins write. GET returns `{ data: [...] }` and POST `{ data }` (DESIGN.md 5);
 * PATCH returns the FAQ itself. The guard runs before validation.
 */
const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async () => ({ data: await listFaqs(app.db) }));

  app.post('/', { preValidation: requireAdmin, schema: { body: faqSchema } }, async (request, reply) => {
    const faq = await insertFaq(app.db, request.body);
    await recordAudit(request, { action: 'create', kind: 'faq', objectId: faq.id, summary: faq.question });
    return reply.status(201).send({ data: faq });
  });

  app.patch(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema, body: faqUpdateSchema } },
    async (request) => {
      const faq = await updateFaq(app.db, request.params.id, request.body);
      if (!faq) throw notFound('FAQ');
      await recordAudit(request, { action: 'update', kind: 'faq', objectId: faq.id, summary: faq.question });
      return faq;
    },
  );

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const question = await deleteFaq(app.db, request.params.id);
      if (question === null) throw notFound('FAQ');
      await recordAudit(request, {
        action: 'delete',
        kind: 'faq',
        objectId: request.params.id,
        summary: question,
      });
      return reply.status(204).send();
    },
  );
};

export default faqsRoutes;
