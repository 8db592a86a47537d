import { DELIVERY_STATUSES, type DeliveryStatus, type InboxMessage } from '../../shared/contact/inbox.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import { nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import type { ContactMessageRow } from './table.ts';

function toInboxMessage(row: ContactMessageRow): InboxMessage {
  const status: DeliveryStatus = (DELIVERY_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as DeliveryStatus)
    : 'pending';
  return withIds({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status,
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    readAt: row.readAt,
    archivedAt: row.archivedAt,
    deliveredAt: row.deliveredAt,
    createdAt: row.createdAt,
  });
}

/** The inbox (or the archive), newest first. */
export async function listInbox(
  db: Db,
  { archived, limit }: { archived: boolean; limit: number },
): Promise<InboxMessage[]> {
  return (await listInboxPage(db, { archived }, { limit }, limit)).items;
}

const INBOX_ORDER: Keyset<ContactMessageRow> = {
  columns: ['createdAt', 'id'],
  order: 'desc',
  key: (row) => [row.createdAt, row.id],
};

/**
 * A page of the inbox (or the archive), newest first (docs/api.md, Paging), in the order of the partial
 * index contact_messages_inbox_idx (or _archive_idx).
 */
export function listInboxPage(
  db: Db,
  { archived }: { archived: boolean },
  page: PageRequest,
  defaultLimit: number,
): Promise<Page<InboxMessage>> {
  const query = db
    .selectFrom('contactMessages')
    .selectAll()
    .where('archivedAt', archived ? 'is not' : 'is', null);
  return keysetPage(query, INBOX_ORDER, page, defaultLimit, toInboxMessage);
}

/** How many messages in the inbox (not archived) are unread. */
export async function countUnread(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contactMessages')
    .select(db.fn.countAll().as('n'))
    .where('readAt', 'is', null)
    .where('archivedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findInboxMessage(db: Db, id: string): Promise<InboxMessage | undefined> {
  const row = await db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toInboxMessage(row);
}

/**
 * Marks a message read or unread, archived or not. A flag that already has the asked value keeps
 * its original time. Undefined for an unknown id.
 */
export async function updateInboxMessage(
  db: Db,
  id: string,
  changes: { read?: boolean; archived?: boolean },
): Promise<InboxMessage | undefined> {
  const current = await findInboxMessage(db, id);
  if (!current) return undefined;
  const now = nowIso();
  const set: { readAt?: string | null; archivedAt?: string | null } = {};
  if (changes.read !== undefined && changes.read !== current.read) set.readAt = changes.read ? now : null;
  if (changes.archived !== undefined && changes.archived !== current.archived)
    set.archivedAt = changes.archived ? now : null;
  if (Object.keys(set).length > 0) {
    await db.updateTable('contactMessages').set(set).where('id', '=', id).execute();
  }
  return findInboxMessage(db, id);
}

export async function deleteInboxMessage(db: Db, id: string): Promise<InboxMessage | undefined> {
  const current = await findInboxMessage(db, id);
  if (!current) return undefined;
  await db.deleteFrom('contactMessages').where('id', '=', id).execute();
  return current;
}
