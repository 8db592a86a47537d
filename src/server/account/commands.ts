import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_CONFLICTS,
  EMAIL_CHANGE_SENT,
  WRONG_PASSWORD,
  type AccountPatch,
  type EmailChange,
  type PasswordChange,
  type ResidentRequest,
} from '../../shared/account.ts';
import { reaches } from '../../shared/policies.ts';
import { residentStatusOf } from '../../shared/roles.ts';
import { recordAudit } from '../audit/record.ts';
import { mailChangeNotice } from '../auth/change-notices.ts';
import { mailVerificationLink } from '../auth/email-verification.ts';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords.ts';
import { TAKEN_MESSAGES } from '../auth/taken.ts';
import { callerOf, sessionOf } from '../http/access.ts';
import { HttpError } from '../http/errors.ts';
import { syncNewsReader } from '../subscriptions/queries.ts';
import {
  deleteOtherSessions,
  deleteUser,
  findUserByEmail,
  isUsernameTaken,
  accountOf,
  updateUser,
  type UserChanges,
} from '../users/queries.ts';
import type { UserRow } from '../users/table.ts';
import { mailEnabled } from '../community/public.ts';

/**
 * The signed-in person's changes to their own account (docs/product/accounts.md), each whole: the password
 * checked where one is asked for, the rows, the announcement list kept in step, the mails, the
 * audit entry. Each acts on the caller of the request it serves and answers what its route sends.
 */

const wrongPassword = (path: string) =>
  new HttpError(400, WRONG_PASSWORD, [{ path, message: WRONG_PASSWORD }]);

/** The directory choices as the account's columns hold them. */
const DIRECTORY_COLUMNS = {
  listed: 'directoryListed',
  showEmail: 'directoryShowEmail',
  showPhone: 'directoryShowPhone',
  showAddress: 'directoryShowAddress',
} as const;

/**
 * A new name, address, phone, notification or directory choice; a new address is reviewed again.
 */
export async function updateAccount(app: FastifyInstance, request: FastifyRequest, input: AccountPatch) {
  const user = callerOf(request);
  const { username, address, notifications, phone, directory } = input;
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
    // reviewed again, and without an address there is nothing to review. Staff are residents by
    // their role.
    if (!reaches(user, 'moderator') && user.residentStatus !== 'none') {
      changes.residentStatus = address === null ? 'none' : 'pending';
      // The home on the roll was the old address's: the admin links the new one when deciding.
      changes.homeId = null;
      changes.homeRelation = null;
    }
  }
  if (notifications?.news !== undefined) changes.notifyNews = notifications.news ? 1 : 0;
  if (notifications?.events !== undefined) changes.notifyEvents = notifications.events ? 1 : 0;
  if (phone !== undefined && phone !== user.phone) changes.phone = phone;
  for (const [choice, column] of Object.entries(DIRECTORY_COLUMNS)) {
    const chosen = directory?.[choice as keyof typeof DIRECTORY_COLUMNS];
    if (chosen !== undefined && (chosen ? 1 : 0) !== user[column]) changes[column] = chosen ? 1 : 0;
  }
  if (Object.keys(changes).length === 0) return accountOf(app.db, user);
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
  return accountOf(app.db, updated!);
}

/** A new password, given the current one: every other session ends, and the account is told by mail. */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  { currentPassword, newPassword }: PasswordChange,
): Promise<void> {
  const { user, sessionId } = sessionOf(request);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword('currentPassword');
  refuseCommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { passwordHash });
    // Whoever else holds a session (a stolen token, a forgotten browser) is signed out.
    await deleteOtherSessions(trx, user.id, sessionId);
  });
  await recordAudit(request, {
    action: 'password',
    kind: 'account',
    objectId: user.id,
    summary: `${user.username}: password changed, other sessions ended`,
  });
  await mailChangeNotice(app, user, { kind: 'password-changed' });
}

/**
 * A new address, given the password: a verification link is mailed there, and the address applies
 * once it is used. Answers what the caller is told.
 */
export async function askEmailChange(app: FastifyInstance, request: FastifyRequest, input: EmailChange) {
  const { user, sessionId } = sessionOf(request);
  const email = input.email.trim().toLowerCase();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword('password');
  if (!mailEnabled(app)) throw new HttpError(409, ACCOUNT_CONFLICTS.noMail);
  if (email === user.email) {
    throw new HttpError(409, ACCOUNT_CONFLICTS.sameEmail, [
      { path: 'email', message: ACCOUNT_CONFLICTS.sameEmail },
    ]);
  }
  if (await findUserByEmail(app.db, email)) {
    throw new HttpError(409, TAKEN_MESSAGES.email, [{ path: 'email', message: TAKEN_MESSAGES.email }]);
  }
  // The link is made now, so a caller over the limit is told; the mail goes after the answer.
  if (!(await mailVerificationLink(app, user, email, sessionId)))
    throw new HttpError(429, ACCOUNT_CONFLICTS.tooManyLinks);
  await recordAudit(request, {
    action: 'email',
    kind: 'account',
    objectId: user.id,
    summary: `${user.username}: asked to change email to ${email} (link mailed there)`,
  });
  return { message: EMAIL_CHANGE_SENT(email) };
}

/** Another verification link for the account's own address, while it is not verified. */
export async function resendVerification(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const user = callerOf(request);
  if (!mailEnabled(app)) throw new HttpError(409, ACCOUNT_CONFLICTS.noMail);
  if (user.emailVerifiedAt) throw new HttpError(409, ACCOUNT_CONFLICTS.alreadyVerified);
  if (!(await mailVerificationLink(app, user, user.email))) {
    throw new HttpError(429, ACCOUNT_CONFLICTS.tooManyLinks);
  }
}

/** The account deleted by its owner, given the password; never the last admin. */
export async function deleteOwnAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  password: string,
): Promise<void> {
  const user = callerOf(request);
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword('password');
  const result = await deleteUser(app.db, app.config.database.kind, user.id);
  if (result.outcome === 'last-admin') throw new HttpError(409, ACCOUNT_CONFLICTS.lastAdmin);
  await syncNewsReader(app.db, user.email);
  // The account is gone; the log keeps who it was (the actor no longer exists to be looked up).
  await recordAudit(request, {
    action: 'delete',
    kind: 'account',
    objectId: user.id,
    summary: `${user.username} (${user.email}) deleted their own account`,
  });
}

/** Asks the admins to approve the caller as a resident of an address. */
export async function requestResidency(
  app: FastifyInstance,
  request: FastifyRequest,
  { address }: ResidentRequest,
) {
  const user = callerOf(request);
  if (residentStatusOf(user.role, user.residentStatus) === 'approved') {
    throw new HttpError(409, ACCOUNT_CONFLICTS.alreadyResident);
  }
  const updated = await updateUser(app.db, user.id, { address, residentStatus: 'pending' });
  await recordAudit(request, {
    action: 'resident',
    kind: 'account',
    objectId: user.id,
    summary: `${user.username}: asked to be approved as a resident of ${address}`,
  });
  return accountOf(app.db, updated!);
}
