import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { ContactMessageRow } from './table.ts';

export const STATUS = { pending: 'pending', delivered: 'delivered', failed: 'failed' } as const;

export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; subject: string; message: string; ip: string | null },
): Promise<ContactMessageRow> {
  const now = nowIso();
  const row: ContactMessageRow = {
    id: newId(),
    ...values,
    status: STATUS.pending,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    deliveredAt: null,
    readAt: null,
    archivedAt: null,
    createdAt: now,
  };
  await db.insertInto('contactMessages').values(row).execute();
  return row;
}

/** Pending messages whose next attempt is due, oldest first. */
export function dueMessages(db: Db, now: string, limit: number): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contactMessages')
    .selectAll()
    .where('status', '=', STATUS.pending)
    .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
    .orderBy('nextAttemptAt')
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

/**
 * Takes a due message for one delivery attempt by moving its next attempt to `leaseUntil`. Only one
 * caller wins the update, so two workers never send the same message at once; if the process dies
 * mid-send, the message is due again when the lease runs out.
 */
export async function claimMessage(db: Db, id: string, now: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('contactMessages')
    .set({ nextAttemptAt: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', STATUS.pending)
    .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .updateTable('contactMessages')
    .set({
      status: STATUS.delivered,
      deliveredAt: nowIso(),
      attempts: sql<number>`attempts + 1`,
      nextAttemptAt: null,
      lastError: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: retried at `nextAttemptAt`, or given up (failed) when that is null. */
/**
 * Counts a failed attempt. Whether it was the last one is decided on the stored count, in the same
 * statement: the count a worker read when it claimed the message may be stale by now (an operator, or
 * a worker whose lease ran out, may have changed it), and the message must end failed with exactly
 * `maxAttempts` attempts however the updates interleave.
 */
export async function markAttemptFailed(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: string,
  maxAttempts: number,
): Promise<{ attempts: number; nextAttemptAt: string | null } | undefined> {
  const last = sql<boolean>`attempts + 1 >= ${maxAttempts}`;
  return db
    .updateTable('contactMessages')
    .set({
      status: sql<string>`case when ${last} then ${STATUS.failed} else ${STATUS.pending} end`,
      attempts: sql<number>`attempts + 1`,
      nextAttemptAt: sql<string | null>`case when ${last} then null else ${nextAttemptAt} end`,
      lastError: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .returning(['attempts', 'nextAttemptAt'])
    .executeTakeFirst();
}
