import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract as api } from '../../shared/contracts/auth.ts';
import { FORGOT_PASSWORD_MESSAGE } from '../../shared/password-reset.ts';
import { callerOf } from '../http/access.ts';
import { mailEnabled } from '../community/public.ts';
import { routeOf } from '../http/contract-routes.ts';
import { afterAnswer } from '../mail/send.ts';
import { toPublicUser } from '../users/queries.ts';
import { reissueAccountToken } from './account-tokens.ts';
import { registerAccount, resetPassword, signIn, useVerificationLink } from './commands.ts';
import { mailResetLink } from './password-reset.ts';
import { TOKEN_COOKIE, USER_COOKIE } from './plugin.ts';
import { deleteSession } from './sessions.ts';
import { TAKEN_MESSAGES } from './taken.ts';

export { TAKEN_MESSAGES };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reset and verification links' tokens are made by the outbox as their mails leave.
  for (const purpose of ['password-reset', 'verify-email'] as const) {
    app.outbox.issueTokens(purpose, (id) => reissueAccountToken(app.db, id));
  }
  const later = afterAnswer(app);
  // Signing up and in, and the mailed links, share one per-IP budget.
  const limited = { onRequest: app.authRateLimit };

  app.route({
    ...routeOf(api.register),
    ...limited,
    handler: async (request, reply) => reply.status(201).send(await registerAccount(app, request.body)),
  });

  app.route({ ...routeOf(api.login), ...limited, handler: async (request) => signIn(app, request.body) });

  app.route({ ...routeOf(api.me), handler: async (request) => toPublicUser(callerOf(request)) });

  app.route({
    ...routeOf(api.logout),
    handler: async (request, reply) => {
      if (request.session) await deleteSession(app.db, request.session.sessionId);
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      reply.clearCookie(USER_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.resetAvailability),
    handler: async () => ({ mailEnabled: mailEnabled(app) }),
  });

  app.route({
    ...routeOf(api.forgotPassword),
    ...limited,
    handler: async (request, reply) => {
      if (mailEnabled(app)) {
        // Everything that depends on the account (the lookup, the link, the mail) starts after the
        // answer has gone out, so neither the answer's timing nor a failure tells whether it exists.
        later('password reset mail', () => mailResetLink(app, request.body.email));
      } else {
        request.log.warn('password reset asked for, but no SMTP server is configured');
      }
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  });

  app.route({
    ...routeOf(api.resetPassword),
    ...limited,
    handler: async (request) => resetPassword(app, request.body),
  });

  app.route({
    ...routeOf(api.verifyEmail),
    ...limited,
    handler: async (request, reply) => {
      await useVerificationLink(app, request, request.body.token);
      return reply.status(204).send();
    },
  });
};

export default authRoutes;
