import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USERS_PAGE } from '../../shared/account.ts';
import { usersContract as api } from '../../shared/contracts/users.ts';
import { routeOf } from '../http/contract-routes.ts';
import { setNextLink } from '../http/paging.ts';
import { changeRole, decideResident, removeUser, sendResetLink } from './commands.ts';
import { listUsersPage } from './queries.ts';

/** The users screen's API (users.manage). The guard runs before validation, so others learn nothing. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.list),
    handler: async (request, reply) => {
      // A page at a time, the spec's bare array; the next page is in a Link header (docs/api.md, Paging).
      const { limit, cursor, ...filter } = request.query;
      const page = await listUsersPage(app.db, filter, { limit, cursor }, USERS_PAGE);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  });

  for (const operation of [api.changeRole, api.updateRole]) {
    app.route({
      ...routeOf(operation),
      handler: async (request) => changeRole(app, request, request.params.id, request.body.role),
    });
  }

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      await removeUser(app, request, request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.decideResident),
    handler: async (request) => decideResident(app, request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(api.sendResetLink),
    handler: async (request, reply) => {
      const { status, body } = await sendResetLink(app, request, request.params.id);
      return reply.status(status).send(body);
    },
  });
};

export default usersRoutes;
