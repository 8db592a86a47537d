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

export function findContactMessage(db: Db, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pending messages with no mail in the outbox (stored before the contact form used it). */
export function pendingWithoutMail(db: Db): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contactMessages')
    .selectAll()
    .where('status', '=', STATUS.pending)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mailOutbox')
            .select('mailOutbox.id')
            .whereRef('mailOutbox.contactMessageId', '=', 'contactMessages.id'),
        ),
      ),
    )
    .orderBy('createdAt')
    .execute();
}

/** The message's delivery status, copied from its mail in the outbox after each attempt. */
export async function followOutbox(
  db: Db,
  id: string,
  state: Pick<ContactMessageRow, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'deliveredAt'>,
): Promise<void> {
  await db.updateTable('contactMessages').set(state).where('id', '=', id).execute();
}
