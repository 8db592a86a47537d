import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../shared/api.ts';
import { authResponseSchema, loginSchema, publicUserSchema, registerSchema } from '../../shared/auth.ts';
import { HttpError } from '../http/errors.ts';
import { reissueAccountToken } from './account-tokens.ts';
import { findTakenField, findUserByEmail, insertUser, toPublicUser } from '../users/queries.ts';
import { decoyPasswordHash, hashPassword, refuseCommonPassword, verifyPassword } from './passwords.ts';
import passwordResetRoutes from './password-reset-routes.ts';
import { TOKEN_COOKIE, USER_COOKIE } from './plugin.ts';
import { emailVerificationRoutes, mailVerificationLink } from './email-verification.ts';
import { createSession, deleteSession } from './sessions.ts';
import { TAKEN_MESSAGES } from './taken.ts';

export { TAKEN_MESSAGES };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reset and verification links' tokens are made by the outbox as their mails leave.
  for (const purpose of ['password-reset', 'verify-email'] as const) {
    app.outbox.issueTokens(purpose, (id) => reissueAccountToken(app.db, id));
  }
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  // Anyone may sign up and sign in, within the per-IP budget they share with password resets.
  const limited = { config: { access: 'public' as const }, onRequest: app.authRateLimit };

  app.post(
    '/register',
    { ...limited, schema: { body: registerSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const { username, email, password } = request.body;
      refuseCommonPassword(password);
      const taken = await findTakenField(app.db, email, username);
      if (taken)
        throw new HttpError(409, TAKEN_MESSAGES[taken], [{ path: taken, message: TAKEN_MESSAGES[taken] }]);
      const passwordHash = await hashPassword(password);
      let user;
      try {
        user = await insertUser(app.db, { username, email, passwordHash, role: 'USER' });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides, the loser gets the 409.
        const again = await findTakenField(app.db, email, username);
        if (again) throw new HttpError(409, TAKEN_MESSAGES[again]);
        throw error;
      }
      const token = await createSession(app.db, user.id);
      // With SMTP the new account is mailed a verification link; without, it stays unverified and works.
      if (app.config.smtp) await mailVerificationLink(app, user, user.email);
      return reply.status(201).send({ token, user: toPublicUser(user) });
    },
  );

  const loginSchemas = { body: loginSchema, response: { 200: authResponseSchema } };
  app.post('/login', { ...limited, schema: loginSchemas }, async (request) => {
    const { email, password } = request.body;
    const user = await findUserByEmail(app.db, email);
    // Unknown emails still cost one hash verification, so response time does not reveal accounts.
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await decoyPasswordHash(), password)) && false;
    if (!user || !ok) throw new HttpError(401, 'Invalid email or password');
    const token = await createSession(app.db, user.id);
    return { token, user: toPublicUser(user) };
  });

  app.get(
    '/me',
    { config: { access: 'user' }, schema: { response: { 200: publicUserSchema } } },
    async (request) => toPublicUser(request.session!.user),
  );

  // Anyone may sign out: without a session there is nothing to end, and the cookies are cleared anyway.
  const logoutOptions = { config: { access: 'public' as const }, schema: { response: { 204: noContent } } };
  app.post('/logout', logoutOptions, async (request, reply) => {
    if (request.session) await deleteSession(app.db, request.session.sessionId);
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(USER_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
};

export default authRoutes;
