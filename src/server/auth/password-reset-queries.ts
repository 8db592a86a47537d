import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { deleteUserSessions, updateUser } from '../users/queries.ts';
import { hashToken, newToken } from './sessions.ts';

/** At most this many live reset links per account, so the form cannot be used to flood a mailbox. */
const MAX_LIVE_LINKS = 3;

/**
 * A new one-time reset token for a user, valid for `minutes`; only its digest is stored. Undefined
 * when the account already has MAX_LIVE_LINKS unused links that have not expired.
 */
export async function createResetToken(db: Db, userId: string, minutes: number): Promise<string | undefined> {
  const now = new Date();
  const live = await db
    .selectFrom('passwordResets')
    .select(db.fn.countAll().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= MAX_LIVE_LINKS) return undefined;
  const token = newToken();
  await db
    .insertInto('passwordResets')
    .values({
      id: newId(),
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
      usedAt: null,
      createdAt: now.toISOString(),
    })
    .execute();
  return token;
}

export type ResetTokenState =
  { state: 'valid'; id: string; userId: string } | { state: 'unknown' | 'used' | 'expired' };

export async function checkResetToken(db: Db, token: string): Promise<ResetTokenState> {
  const row = await db
    .selectFrom('passwordResets')
    .select(['id', 'userId', 'usedAt', 'expiresAt'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt <= nowIso()) return { state: 'expired' };
  return { state: 'valid', id: row.id, userId: row.userId };
}

/**
 * Uses a reset link: sets the password, spends every open link of the account and ends its
 * sessions. False when the link was spent in the meantime (two tabs submitting at once).
 */
export async function completeReset(
  db: Db,
  reset: { id: string; userId: string },
  passwordHash: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('id', '=', reset.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('userId', '=', reset.userId)
      .where('usedAt', 'is', null)
      .execute();
    await updateUser(trx, reset.userId, { passwordHash });
    await deleteUserSessions(trx, reset.userId);
    return true;
  });
}

/** Deletes every link (used or not) that expired before `before`. */
export async function deleteResetLinksExpiredBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('passwordResets').where('expiresAt', '<', before).execute();
}
