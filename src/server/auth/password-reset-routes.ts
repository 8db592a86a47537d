import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetPasswordSchema } from '../../shared/auth.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  passwordResetAvailabilitySchema,
  RESET_DONE_MESSAGE,
  RESET_LINK_MINUTES,
  RESET_TOKEN_MESSAGES,
  resetMessageSchema,
} from '../../shared/password-reset.ts';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { afterAnswer } from '../mail/send.ts';
import { findUserByEmail, findUserById } from '../users/queries.ts';
import { checkAccountToken, completeReset, createAccountToken } from './account-tokens.ts';
import { mailChangeNotice } from './change-notices.ts';
import { hashPassword, refuseCommonPassword } from './passwords.ts';
import { sendResetMail } from './reset-mail.ts';

/** Mails a reset link when the email belongs to an account that may have another live link. */
async function mailResetLink(
  app: FastifyInstance,
  smtp: NonNullable<AppConfig['smtp']>,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const link = await createAccountToken(app.db, user.id, 'password-reset', RESET_LINK_MINUTES);
  if (!link) return;
  const community = await app.community.read();
  await sendResetMail(app, {
    to: user.email,
    username: user.username,
    communityName: community.name,
    tokenId: link.id,
    minutes: RESET_LINK_MINUTES,
  });
}

/**
 * "Forgot password?": a one-time link by mail, valid for an hour, when SMTP is configured. Under
 * /api/auth, sharing the per-IP budget of login and register.
 */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const later = afterAnswer(app);

  app.get(
    '/password-reset',
    { config: { access: 'public' }, schema: { response: { 200: passwordResetAvailabilitySchema } } },
    async () => ({ mailEnabled: app.config.smtp !== null }),
  );

  // Anyone may ask, within the per-IP budget shared with sign-up and sign-in.
  const limited = { config: { access: 'public' as const }, onRequest: app.authRateLimit };

  app.post(
    '/forgot-password',
    { ...limited, schema: { body: forgotPasswordSchema, response: { 202: resetMessageSchema } } },
    async (request, reply) => {
      const smtp = app.config.smtp;
      if (smtp) {
        // Everything that depends on the account (the lookup, the link, the mail) starts after the
        // answer has gone out, so neither the answer's timing nor a failure tells whether it exists.
        later('password reset mail', () => mailResetLink(app, smtp, request.body.email));
      } else {
        request.log.warn('password reset asked for, but no SMTP server is configured');
      }
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/reset-password',
    { ...limited, schema: { body: resetPasswordSchema, response: { 200: resetMessageSchema } } },
    async (request) => {
      const { token, password } = request.body;
      const reset = await checkAccountToken(app.db, 'password-reset', token);
      if (reset.state !== 'valid') {
        const message = RESET_TOKEN_MESSAGES[reset.state];
        throw new HttpError(400, message, [{ path: 'token', message }]);
      }
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      if (!(await completeReset(app.db, reset, passwordHash))) {
        const message = RESET_TOKEN_MESSAGES.used;
        throw new HttpError(400, message, [{ path: 'token', message }]);
      }
      const user = await findUserById(app.db, reset.userId);
      if (user) await mailChangeNotice(app, user, { kind: 'password-reset' });
      return { message: RESET_DONE_MESSAGE };
    },
  );
};

export default passwordResetRoutes;
