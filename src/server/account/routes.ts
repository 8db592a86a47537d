import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountContract as api } from '../../shared/contracts/account.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { accountOf } from '../users/queries.ts';
import {
  askEmailChange,
  changePassword,
  deleteOwnAccount,
  requestResidency,
  resendVerification,
  updateAccount,
} from './commands.ts';

/**
 * /api/account: the signed-in person's own account (docs/product/accounts.md). The writes that take a password
 * share the per-IP auth budget, since they could be used to guess it.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const guessable = { onRequest: app.authRateLimit };

  app.route({ ...routeOf(api.read), handler: async (request) => accountOf(app.db, callerOf(request)) });

  app.route({
    ...routeOf(api.update),
    handler: async (request) => updateAccount(app, request, request.body),
  });

  app.route({
    ...routeOf(api.changePassword),
    ...guessable,
    handler: async (request, reply) => {
      await changePassword(app, request, request.body);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.changeEmail),
    ...guessable,
    handler: async (request, reply) =>
      reply.status(202).send(await askEmailChange(app, request, request.body)),
  });

  app.route({
    ...routeOf(api.resendVerification),
    ...guessable,
    handler: async (request, reply) => {
      await resendVerification(app, request);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.remove),
    ...guessable,
    handler: async (request, reply) => {
      await deleteOwnAccount(app, request, request.body.password);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.requestResidency),
    handler: async (request) => requestResidency(app, request, request.body),
  });
};

export default accountRoutes;
