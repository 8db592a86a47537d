import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/http.ts';
import { schoolSchema, schoolUpdateSchema } from '../../shared/schools.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { deleteSchool, insertSchool, listSchools, updateSchool } from './queries.ts';

/**
 * Schools near the community: anyone reads, admins write. GET returns a bare array (DESIGN.md 5).
 * The guard runs before validation, so a caller without the role learns nothing from a bad body.
 */
const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async () => listSchools(app.db));

  app.post('/', { preValidation: requireAdmin, schema: { body: schoolSchema } }, async (request, reply) => {
    const school = await insertSchool(app.db, request.body);
    await recordAudit(request, {
      action: 'create',
      kind: 'school',
      objectId: school.id,
      summary: school.name,
    });
    return reply.status(201).send(school);
  });

  app.patch(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema, body: schoolUpdateSchema } },
    async (request) => {
      const school = await updateSchool(app.db, request.params.id, request.body);
      if (!school) throw notFound('School');
      await recordAudit(request, {
        action: 'update',
        kind: 'school',
        objectId: school.id,
        summary: school.name,
      });
      return school;
    },
  );

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const name = await deleteSchool(app.db, request.params.id);
      if (name === null) throw notFound('School');
      await recordAudit(request, {
        action: 'delete',
        kind: 'school',
        objectId: request.params.id,
        summary: name,
      });
      return reply.status(204).send();
    },
  );
};

export default schoolsRoutes;
