import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberSchema, memberUpdateSchema } from '../../shared/hoa.ts';
import { idParamsSchema } from '../../shared/http.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { deleteMember, fullName, insertMember, listMembers, updateMember } from './queries.ts';

/**
 * The association's board: anyone reads (a bare array), admins write. POST and PATCH return
 * `{ hoa }` (DESIGN.md 5). The guard runs before validation.
 */
const hoaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async () => listMembers(app.db));

  app.post('/', { preValidation: requireAdmin, schema: { body: memberSchema } }, async (request, reply) => {
    const hoa = await insertMember(app.db, request.body);
    await recordAudit(request, {
      action: 'create',
      kind: 'member',
      objectId: hoa.id,
      summary: fullName(hoa),
    });
    return reply.status(201).send({ hoa });
  });

  app.patch(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema, body: memberUpdateSchema } },
    async (request) => {
      const hoa = await updateMember(app.db, request.params.id, request.body);
      if (!hoa) throw notFound('Member');
      await recordAudit(request, {
        action: 'update',
        kind: 'member',
        objectId: hoa.id,
        summary: fullName(hoa),
      });
      return { hoa };
    },
  );

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const member = await deleteMember(app.db, request.params.id);
      if (!member) throw notFound('Member');
      await recordAudit(request, {
        action: 'delete',
        kind: 'member',
        objectId: member.id,
        summary: fullName(member),
      });
      return reply.status(204).send();
    },
  );
};

export default hoaRoutes;
