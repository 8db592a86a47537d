import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/http.ts';
import { roleUpdateSchema } from '../../shared/users.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { changeUserRole, deleteUser, listUsers, toPublicUser } from './queries.ts';

export const USER_CONFLICTS = {
  demoteSelf: 'You cannot change your own role. Ask another admin to do it.',
  deleteSelf: 'You cannot delete your own account. Ask another admin to do it.',
  lastAdminDemote: 'This is the last admin account: make another user an admin before changing this role.',
  lastAdminDelete: 'This is the last admin account: make another user an admin before deleting it.',
} as const;

/** The staff users API: ADMIN only. The guard runs before validation, so others learn nothing. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.config.database.kind;

  app.get('/', { preValidation: requireAdmin }, async () => (await listUsers(app.db)).map(toPublicUser));

  const roleRoute = {
    preValidation: requireAdmin,
    schema: { params: idParamsSchema, body: roleUpdateSchema },
  };
  // The spec changes a role with POST; PATCH is accepted too (DESIGN.md section 5).
  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      ...roleRoute,
      handler: async (request) => {
        const { id } = request.params;
        const { role } = request.body;
        const self = request.session!.user;
        if (id === self.id && role !== 'ADMIN') throw new HttpError(409, USER_CONFLICTS.demoteSelf);
        const result = await changeUserRole(app.db, engine, id, role);
        if (result.outcome === 'not-found') throw notFound('User');
        if (result.outcome === 'last-admin') throw new HttpError(409, USER_CONFLICTS.lastAdminDemote);
        const { before } = result;
        const after = { ...before, role };
        if (before.role !== role) {
          await recordAudit(request, {
            action: 'role',
            kind: 'user',
            objectId: id,
            summary: `${before.username}: ${before.role} → ${role}`,
          });
        }
        return toPublicUser(after);
      },
    });
  }

  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.session!.user.id) throw new HttpError(409, USER_CONFLICTS.deleteSelf);
      const result = await deleteUser(app.db, engine, id);
      if (result.outcome === 'not-found') throw notFound('User');
      if (result.outcome === 'last-admin') throw new HttpError(409, USER_CONFLICTS.lastAdminDelete);
      await recordAudit(request, {
        action: 'delete',
        kind: 'user',
        objectId: id,
        summary: `${result.before.username} (${result.before.email})`,
      });
      return reply.status(204).send();
    },
  );
};

export default usersRoutes;
