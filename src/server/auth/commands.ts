import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VERIFY_TOKEN_MESSAGES } from '../../shared/account.ts';
import type { LoginInput, RegisterInput } from '../../shared/auth.ts';
import { RESET_DONE_MESSAGE, RESET_TOKEN_MESSAGES } from '../../shared/password-reset.ts';
import { recordAudit } from '../audit/record.ts';
import { HttpError } from '../http/errors.ts';
import { findTakenField, findUserByEmail, findUserById, insertUser, toPublicUser } from '../users/queries.ts';
import { checkAccountToken, completeReset } from './account-tokens.ts';
import { mailChangeNotice } from './change-notices.ts';
import { mailVerificationLink, verifyEmail, type VerifyOutcome } from './email-verification.ts';
import { decoyPasswordHash, hashPassword, refuseCommonPassword, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { TAKEN_MESSAGES } from './taken.ts';
import { mailEnabled } from '../community/public.ts';

/**
 * The account writes anyone may make, each whole: a sign-up (the account, its session, its
 * verification mail), a sign-in, a password reset (the link spent, the hash, the notice), the use of
 * a verification link (the address, the notice, the audit entry). Each answers what its route sends.
 */

/** A new account, signed in: 409 with the field when its email or name is taken. */
export async function registerAccount(app: FastifyInstance, { username, email, password }: RegisterInput) {
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
  // With mail the new account is mailed a verification link; without, it stays unverified and works.
  if (mailEnabled(app)) await mailVerificationLink(app, user, user.email);
  return { token, user: toPublicUser(user) };
}

/** A new session for the right email and password, 401 otherwise. */
export async function signIn(app: FastifyInstance, { email, password }: LoginInput) {
  const user = await findUserByEmail(app.db, email);
  // Unknown emails still cost one hash verification, so response time does not reveal accounts.
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await decoyPasswordHash(), password)) && false;
  if (!user || !ok) throw new HttpError(401, 'Invalid email or password');
  const token = await createSession(app.db, user.id);
  return { token, user: toPublicUser(user) };
}

/** A new password by a mailed link, which it spends; the account is told by mail. */
export async function resetPassword(
  app: FastifyInstance,
  { token, password }: { token: string; password: string },
) {
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
}

/**
 * Uses a verification link (`verifyEmail`): 400 with the token's state when it cannot be used, 409
 * when the address it proves was taken meanwhile; a changed address is told to the old one.
 */
export async function useVerificationLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  let result: VerifyOutcome;
  try {
    result = await verifyEmail(app.db, token, request.session);
  } catch (error) {
    // The unique index on email decided a race with a sign-up for the same address.
    if (error instanceof HttpError) throw error;
    const again = await checkAccountToken(app.db, 'verify-email', token);
    if (again.state === 'valid' && again.email && (await findUserByEmail(app.db, again.email))) {
      result = { outcome: 'taken' };
    } else throw error;
  }
  if (result.outcome === 'taken') {
    throw new HttpError(409, TAKEN_MESSAGES.email, [{ path: 'token', message: TAKEN_MESSAGES.email }]);
  }
  if (result.outcome !== 'verified') {
    const message = VERIFY_TOKEN_MESSAGES[result.outcome];
    throw new HttpError(400, message, [{ path: 'token', message }]);
  }
  const { user, previousEmail } = result;
  const emailChanged = user.email !== previousEmail;
  if (emailChanged) {
    await mailChangeNotice(app, user, { kind: 'email-changed', from: previousEmail, to: user.email });
  }
  await recordAudit(request, {
    actor: user,
    action: emailChanged ? 'email' : 'verify',
    kind: 'account',
    objectId: user.id,
    summary: emailChanged
      ? `${user.username}: email changed to ${user.email}`
      : `${user.username}: ${user.email} verified`,
  });
}
