import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noContent } from '../../shared/api.ts';
import { USERS_PAGE, userListQuerySchema } from '../../shared/account.ts';
import { publicUserSchema } from '../../shared/auth.ts';
import { roleUpdateSchema } from '../../shared/users.ts';
import { recordAudit } from '../audit/record.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { syncNewsReader } from '../subscriptions/queries.ts';
import { setNextLink } from '../http/paging.ts';
import { changeUserRole, deleteUser, listUsers, listUsersPage, toPublicUser } from './queries.ts';

export const USER_CONFLICTS = {
  demoteSelf: 'You cannot change your own role. Ask another admin to do it.',
  deleteSelf: 'You cannot delete your own account. Ask another admin to do it.',
  lastAdminDemote: 'This is the last admin account: make another user an admin before changing this role.',
  lastAdminDelete: 'This is the last admin account: make another user an admin before deleting it.',
} as const;

/** The staff users API: ADMIN only. The guard runs before validation, so others learn nothing. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.config.database.kind;

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: userListQuerySchema, response: { 200: z.array(publicUserSchema) } },
    },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      if (limit === undefined && cursor === undefined) return listUsers(app.db, filter);
      const page = await listUsersPage(app.db, filter, { limit, cursor }, USERS_PAGE);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  // The original site changes a role with POST; PATCH, what a REST client expects, does the same.
  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: roleUpdateSchema, response: { 200: publicUserSchema } },
      handler: async (request) => {
        const { id } = request.params;
        const { role } = request.body;
        const self = request.session!.user;
        if (id === self.id && role !== 'ADMIN') throw new HttpError(409, USER_CONFLICTS.demoteSelf);
        const result = await changeUserRole(app.db, engine, id, role);
        if (result.outcome === 'not-found') throw notFound('User');
        if (result.outcome === 'last-admin') throw new HttpError(409, USER_CONFLICTS.lastAdminDemote);
        const { before } = result;
        if (before.role !== role) {
          await recordAudit(request, {
            action: 'role',
            kind: 'user',
            objectId: id,
            summary: `${before.username}: ${before.role} → ${role}`,
          });
        }
        return toPublicUser({ ...before, role });
      },
    });
  }

  app.delete(
    '/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.session!.user.id) throw new HttpError(409, USER_CONFLICTS.deleteSelf);
      const result = await deleteUser(app.db, engine, id);
      if (result.outcome === 'not-found') throw notFound('User');
      if (result.outcome === 'last-admin') throw new HttpError(409, USER_CONFLICTS.lastAdminDelete);
      // A deleted resident's news choice goes with the account.
      await syncNewsReader(app.db, result.before.email);
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
