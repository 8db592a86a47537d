import type { FastifyInstance } from 'fastify';
import { VERIFY_LINK_HOURS } from '../../shared/account.ts';
import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';
import { TOKEN_SLOT } from '../mail/queries.ts';
import { sendAccountMail } from '../mail/send.ts';
import { isUnsubscribed, syncNewsReader } from '../subscriptions/queries.ts';
import {
  deleteOtherSessions,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserChanges,
} from '../users/queries.ts';
import type { UserRow } from '../users/table.ts';
import {
  checkAccountToken,
  createAccountToken,
  spendAccountToken,
  spendOpenTokens,
} from './account-tokens.ts';
import type { SessionUser } from './sessions.ts';

/**
 * Makes a verification link for `email` (the account's own address, or the new one of an email
 * change, with `askedBy`, the session that asked) and stores its mail in the outbox, to that
 * address. False when the account already has three live links. The stored mail holds no token: the outbox makes it as the mail leaves.
 */
export async function mailVerificationLink(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'username'>,
  email: string,
  askedBy: string | null = null,
): Promise<boolean> {
  const minutes = VERIFY_LINK_HOURS * 60;
  const link = await createAccountToken(app.db, user.id, 'verify-email', minutes, email, askedBy);
  if (!link) return false;
  const { name } = await app.community.read();
  await sendAccountMail(app, {
    to: email,
    subject: `Confirm your email address for ${name}`,
    text: [
      `Hello ${user.username},`,
      '',
      `Please confirm that ${email} is your email address for your account on the ${name} website.`,
      `Open this link within ${VERIFY_LINK_HOURS} hours:`,
      `${app.config.publicUrl}/verify-email?token=${TOKEN_SLOT}`,
      '',
      'The link works once. If you did not ask for this, ignore this message: nothing changes.',
    ].join('\n'),
    token: { purpose: 'verify-email', recordId: link.id },
  });
  return true;
}

export type VerifyOutcome =
  | { outcome: 'verified'; user: UserRow; previousEmail: string }
  | { outcome: 'unknown' | 'used' | 'expired' | 'taken' };

/**
 * Uses a verification link: marks the address verified and, when the link proves a new address,
 * makes it the account's email; then the open reset links (mailed to the old address) are spent too,
 * and every session ends but the one that asked for the change and the one using the link (when it
 * is the account's own), since the account now belongs to another mailbox.
 */
export async function verifyEmail(db: Db, token: string, usedBy: SessionUser | null): Promise<VerifyOutcome> {
  const link = await checkAccountToken(db, 'verify-email', token);
  if (link.state !== 'valid') return { outcome: link.state };
  return db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const user = await findUserById(trx, link.userId);
    if (!user || !(await spendAccountToken(trx, link.id))) return { outcome: 'used' };
    const email = link.email ?? user.email;
    const emailChanged = email !== user.email;
    if (emailChanged) {
      const holder = await findUserByEmail(trx, email);
      if (holder) return { outcome: 'taken' };
      await spendOpenTokens(trx, user.id, 'password-reset');
      // Every other verification link: one for the old address would otherwise change it back.
      await spendOpenTokens(trx, user.id, 'verify-email');
      const keep = [link.sessionId, usedBy?.user.id === user.id ? usedBy.sessionId : null];
      await deleteOtherSessions(trx, user.id, ...keep.filter((id) => id !== null));
    } else {
      // The other links for this address; a pending change to another one stays open.
      await spendOpenTokens(trx, user.id, 'verify-email', email);
    }
    const changes: UserChanges = { email, emailVerifiedAt: nowIso() };
    // The news choice was made for the old address. One that unsubscribed from the list stays off it
    // until its owner opts in again (docs/product/announcements.md: unsubscribes are honoured for good).
    if (emailChanged && user.notifyNews === 1 && (await isUnsubscribed(trx, email))) changes.notifyNews = 0;
    const updated = await updateUser(trx, user.id, changes);
    // The list follows the account: a news choice now on a verified address, or off the old one.
    await syncNewsReader(trx, user.email, email);
    return { outcome: 'verified', user: updated!, previousEmail: user.email };
  });
}
