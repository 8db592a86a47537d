import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetPasswordSchema } from '../../shared/auth.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_LINK_MINUTES,
  RESET_TOKEN_MESSAGES,
  type PasswordResetAvailability,
} from '../../shared/password-reset.ts';
import { loadCommunity } from '../community/queries.ts';
import { HttpError } from '../http/errors.ts';
import { findUserByEmail } from '../users/queries.ts';
import { checkResetToken, completeReset, createResetToken } from './password-reset-queries.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords.ts';
import { sendResetMail } from './reset-mail.ts';

/**
 * "Forgot password?": a one-time link by mail, valid for an hour, when SMTP is configured. Under
 * /api/auth, sharing the per-IP budget of login and register.
 */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail goes out after the answer, so neither its delay nor its failure tells whether the account exists.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });

  app.get('/password-reset', async (): Promise<PasswordResetAvailability> => ({
    mailEnabled: app.config.smtp !== null,
  }));

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordSchema }, onRequest: app.authRateLimit },
    async (request, reply) => {
      const smtp = app.config.smtp;
      const user = smtp ? await findUserByEmail(app.db, request.body.email) : undefined;
      const token = user ? await createResetToken(app.db, user.id, RESET_LINK_MINUTES) : null;
      if (smtp && user && token) {
        const community = await loadCommunity(app);
        const task = sendResetMail(smtp, {
          to: user.email,
          username: user.username,
          communityName: community.name,
          link: `${app.config.publicUrl}/reset-password?token=${token}`,
          minutes: RESET_LINK_MINUTES,
        })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
          .finally(() => sending.delete(task));
        sending.add(task);
      } else if (!smtp) {
        request.log.warn('password reset asked for, but no SMTP server is configured');
      }
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema }, onRequest: app.authRateLimit },
    async (request) => {
      const { token, password } = request.body;
      const reset = await checkResetToken(app.db, token);
      if (reset.state !== 'valid') {
        const message = RESET_TOKEN_MESSAGES[reset.state];
        throw new HttpError(400, message, [{ path: 'token', message }]);
      }
      if (isCommonPassword(password)) {
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, [
          { path: 'password', message: COMMON_PASSWORD_MESSAGE },
        ]);
      }
      const passwordHash = await hashPassword(password);
      if (!(await completeReset(app.db, reset, passwordHash))) {
        const message = RESET_TOKEN_MESSAGES.used;
        throw new HttpError(400, message, [{ path: 'token', message }]);
      }
      return { message: RESET_DONE_MESSAGE };
    },
  );
};

export default passwordResetRoutes;
