import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_CONFLICTS,
  accountDeleteSchema,
  accountMessageSchema,
  accountPatchSchema,
  accountSchema,
  EMAIL_CHANGE_SENT,
  emailChangeSchema,
  passwordChangeSchema,
  residentRequestSchema,
  WRONG_PASSWORD,
} from '../../shared/account.ts';
import { noContent } from '../../shared/api.ts';
import { residentStatusOf } from '../../shared/roles.ts';
import { recordAudit } from '../audit/record.ts';
import { mailChangeNotice } from '../auth/change-notices.ts';
import { mailVerificationLink } from '../auth/email-verification.ts';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords.ts';
import { TAKEN_MESSAGES } from '../auth/taken.ts';
import { HttpError } from '../http/errors.ts';
import { syncNewsReader } from '../subscriptions/queries.ts';
import {
  deleteOtherSessions,
  deleteUser,
  findUserByEmail,
  isUsernameTaken,
  toAccount,
  updateUser,
  type UserChanges,
} from '../users/queries.ts';
import type { UserRow } from '../users/table.ts';

const wrongPassword = (path: string) =>
  new HttpError(400, WRONG_PASSWORD, [{ path, message: WRONG_PASSWORD }]);

/**
 * /api/account: the signed-in person's own account (docs/product/accounts.md). Every route acts on the caller's
 * account only, so any signed-in user may call them; the writes that take a password share the
 * per-IP auth budget, since they could be used to guess it.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.config.database.kind;
  const signedIn = { config: { access: 'user' as const } };
  const guessable = { ...signedIn, onRequest: app.authRateLimit };
  const me = (request: { session: { user: UserRow } | null }) => request.session!.user;

  app.get('/', { ...signedIn, schema: { response: { 200: accountSchema } } }, async (request) =>
    toAccount(me(request)),
  );

  app.patch(
    '/',
    { ...signedIn, schema: { body: accountPatchSchema, response: { 200: accountSchema } } },
    async (request) => {
      const user = me(request);
      const { username, address, notifications } = request.body;
      const changes: UserChanges = {};
      if (username !== undefined && username !== user.username) {
        if (await isUsernameTaken(app.db, username, user.id)) {
          throw new HttpError(409, TAKEN_MESSAGES.username, [
            { path: 'username', message: TAKEN_MESSAGES.username },
          ]);
        }
        changes.username = username;
      }
      if (address !== undefined && address !== user.address) {
        changes.address = address;
        // An admin approved (or is to approve) the household at the old address: a new one is
        // reviewed again, and without an address there is nothing to review.
        if (user.role === 'USER' && user.residentStatus !== 'none') {
          changes.residentStatus = address === null ? 'none' : 'pending';
        }
      }
      if (notifications?.news !== undefined) changes.notifyNews = notifications.news ? 1 : 0;
      if (notifications?.events !== undefined) changes.notifyEvents = notifications.events ? 1 : 0;
      if (Object.keys(changes).length === 0) return toAccount(user);
      let updated: UserRow | undefined;
      try {
        updated = await updateUser(app.db, user.id, changes);
      } catch (error) {
        // Two people taking the same name at once: the unique index decides.
        if (changes.username && (await isUsernameTaken(app.db, changes.username, user.id))) {
          throw new HttpError(409, TAKEN_MESSAGES.username);
        }
        throw error;
      }
      // The announcement list follows the news choice now, not when it is next read.
      if (changes.notifyNews !== undefined) await syncNewsReader(app.db, user.email);
      await recordAudit(request, {
        action: 'update',
        kind: 'account',
        objectId: user.id,
        summary: `${user.username}: ${Object.keys(changes).join(', ')}`,
      });
      return toAccount(updated!);
    },
  );

  app.post(
    '/password',
    { ...guessable, schema: { body: passwordChangeSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const user = me(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword('currentPassword');
      refuseCommonPassword(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { passwordHash });
        // Whoever else holds a session (a stolen token, a forgotten browser) is signed out.
        await deleteOtherSessions(trx, user.id, request.session!.sessionId);
      });
      await recordAudit(request, {
        action: 'password',
        kind: 'account',
        objectId: user.id,
        summary: `${user.username}: password changed, other sessions ended`,
      });
      await mailChangeNotice(app, user, { kind: 'password-changed' });
      return reply.status(204).send();
    },
  );

  app.post(
    '/email',
    { ...guessable, schema: { body: emailChangeSchema, response: { 202: accountMessageSchema } } },
    async (request, reply) => {
      const user = me(request);
      const smtp = app.config.smtp;
      const email = request.body.email.trim().toLowerCase();
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw wrongPassword('password');
      if (!smtp) throw new HttpError(409, ACCOUNT_CONFLICTS.noMail);
      if (email === user.email) {
        throw new HttpError(409, ACCOUNT_CONFLICTS.sameEmail, [
          { path: 'email', message: ACCOUNT_CONFLICTS.sameEmail },
        ]);
      }
      if (await findUserByEmail(app.db, email)) {
        throw new HttpError(409, TAKEN_MESSAGES.email, [{ path: 'email', message: TAKEN_MESSAGES.email }]);
      }
      // The link is made now, so a caller over the limit is told; the mail goes after the answer.
      if (!(await mailVerificationLink(app, user, email, request.session!.sessionId)))
        throw new HttpError(429, ACCOUNT_CONFLICTS.tooManyLinks);
      await recordAudit(request, {
        action: 'email',
        kind: 'account',
        objectId: user.id,
        summary: `${user.username}: asked to change email to ${email} (link mailed there)`,
      });
      return reply.status(202).send({ message: EMAIL_CHANGE_SENT(email) });
    },
  );

  app.post(
    '/verify-email',
    { ...guessable, schema: { response: { 204: noContent } } },
    async (request, reply) => {
      const user = me(request);
      if (!app.config.smtp) throw new HttpError(409, ACCOUNT_CONFLICTS.noMail);
      if (user.emailVerifiedAt) throw new HttpError(409, ACCOUNT_CONFLICTS.alreadyVerified);
      if (!(await mailVerificationLink(app, user, user.email))) {
        throw new HttpError(429, ACCOUNT_CONFLICTS.tooManyLinks);
      }
      return reply.status(204).send();
    },
  );

  app.delete(
    '/',
    { ...guessable, schema: { body: accountDeleteSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const user = me(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw wrongPassword('password');
      const result = await deleteUser(app.db, engine, user.id);
      if (result.outcome === 'last-admin') throw new HttpError(409, ACCOUNT_CONFLICTS.lastAdmin);
      await syncNewsReader(app.db, user.email);
      // The account is gone; the log keeps who it was (the actor no longer exists to be looked up).
      await recordAudit(request, {
        action: 'delete',
        kind: 'account',
        objectId: user.id,
        summary: `${user.username} (${user.email}) deleted their own account`,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/resident-request',
    { ...signedIn, schema: { body: residentRequestSchema, response: { 200: accountSchema } } },
    async (request) => {
      const user = me(request);
      if (residentStatusOf(user.role, user.residentStatus) === 'approved') {
        throw new HttpError(409, ACCOUNT_CONFLICTS.alreadyResident);
      }
      const updated = await updateUser(app.db, user.id, {
        address: request.body.address,
        residentStatus: 'pending',
      });
      await recordAudit(request, {
        action: 'resident',
        kind: 'account',
        objectId: user.id,
        summary: `${user.username}: asked to be approved as a resident of ${request.body.address}`,
      });
      return toAccount(updated!);
    },
  );
};

export default accountRoutes;
