import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/http.ts';
import { issueSchema, issueUpdateSchema } from '../../shared/issues.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { deleteIssue, insertIssue, listIssues, updateIssue } from './queries.ts';

/** Community issues and violations: anyone reads (a bare array), admins write; guard before validation. */
const issuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async () => listIssues(app.db));

  app.post('/', { preValidation: requireAdmin, schema: { body: issueSchema } }, async (request, reply) => {
    const issue = await insertIssue(app.db, request.body);
    await recordAudit(request, { action: 'create', kind: 'issue', objectId: issue.id, summary: issue.title });
    return reply.status(201).send(issue);
  });

  app.patch(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema, body: issueUpdateSchema } },
    async (request) => {
      const issue = await updateIssue(app.db, request.params.id, request.body);
      if (!issue) throw notFound('Issue');
      await recordAudit(request, {
        action: 'update',
        kind: 'issue',
        objectId: issue.id,
        summary: issue.title,
      });
      return issue;
    },
  );

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const title = await deleteIssue(app.db, request.params.id);
      if (title === null) throw notFound('Issue');
      await recordAudit(request, {
        action: 'delete',
        kind: 'issue',
        objectId: request.params.id,
        summary: title,
      });
      return reply.status(204).send();
    },
  );
};

export default issuesRoutes;
