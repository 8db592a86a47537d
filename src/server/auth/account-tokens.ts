import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { deleteUserSessions, updateUser } from '../users/queries.ts';
import { hashToken, newToken } from './sessions.ts';

/**
 * One-time links mailed to an account: a password reset, or the proof that an address is the
 * account's (an email verification, also for a new address). Only a digest of a token is stored.
 */
export type TokenPurpose = 'password-reset' | 'verify-email';

/** At most this many live links per account and purpose, so no form can be used to flood a mailbox. */
const MAX_LIVE_LINKS = 3;

/**
 * A new one-time token of `purpose` for a user, valid for `minutes`: its record id, and the token
 * itself for a caller that hands it over at once (an admin's reset link without mail). A mailed link
 * drops this token: the outbox makes the one the mail carries as it leaves (`reissueAccountToken`),
 * so no stored mail holds it. `email` is the address a verification proves, `sessionId` the session
 * that asked for an email change. Undefined when the account already has MAX_LIVE_LINKS unused,
 * unexpired links of that purpose.
 */
export async function createAccountToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  minutes: number,
  email: string | null = null,
  sessionId: string | null = null,
): Promise<{ id: string; token: string } | undefined> {
  const now = new Date();
  const live = await db
    .selectFrom('accountTokens')
    .select(db.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= MAX_LIVE_LINKS) return undefined;
  const token = newToken();
  const id = newId();
  await db
    .insertInto('accountTokens')
    .values({
      id,
      userId,
      purpose,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
      usedAt: null,
      createdAt: now.toISOString(),
      sessionId,
    })
    .execute();
  return { id, token };
}

/**
 * The token a mail carries, made as the mail leaves: a fresh token replaces the link's stored hash
 * (so an earlier attempt's token stops working). Undefined when the link was used, expired or
 * deleted meanwhile: a mail with a dead link is not sent.
 */
export async function reissueAccountToken(db: Db, id: string): Promise<string | undefined> {
  const token = newToken();
  const result = await db
    .updateTable('accountTokens')
    .set({ tokenHash: hashToken(token) })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : undefined;
}

export type AccountTokenState =
  | { state: 'valid'; id: string; userId: string; email: string | null; sessionId: string | null }
  | { state: 'unknown' | 'used' | 'expired' };

/** What a token of `purpose` is: valid (with its account), or why not. A token of another purpose is unknown. */
export async function checkAccountToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
): Promise<AccountTokenState> {
  const row = await db
    .selectFrom('accountTokens')
    .select(['id', 'userId', 'email', 'usedAt', 'expiresAt', 'sessionId'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt <= nowIso()) return { state: 'expired' };
  return { state: 'valid', id: row.id, userId: row.userId, email: row.email, sessionId: row.sessionId };
}

/**
 * Spends one token inside `trx`; false when it was spent in the meantime (two tabs at once), so
 * only one caller acts on it.
 */
export async function spendAccountToken(trx: Db, id: string): Promise<boolean> {
  const spent = await trx
    .updateTable('accountTokens')
    .set({ usedAt: nowIso() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * Spends every open token of `purpose` of an account (a change made them moot), or only those for
 * one address when `email` is given.
 */
export async function spendOpenTokens(
  trx: Db,
  userId: string,
  purpose: TokenPurpose,
  email?: string,
): Promise<void> {
  let query = trx
    .updateTable('accountTokens')
    .set({ usedAt: nowIso() })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null);
  if (email !== undefined) query = query.where('email', '=', email);
  await query.execute();
}

/**
 * Uses a reset link: sets the password, spends every open reset link of the account and ends its
 * sessions. False when the link was spent in the meantime.
 */
export async function completeReset(
  db: Db,
  reset: { id: string; userId: string },
  passwordHash: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await spendAccountToken(trx, reset.id))) return false;
    await spendOpenTokens(trx, reset.userId, 'password-reset');
    await updateUser(trx, reset.userId, { passwordHash });
    await deleteUserSessions(trx, reset.userId);
    return true;
  });
}

/** Deletes every link (used or not, of any purpose) that expired before `before`. */
export async function deleteAccountTokensExpiredBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('accountTokens').where('expiresAt', '<', before).execute();
}
