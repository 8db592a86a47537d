import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { LinksTable } from '../db/schema.ts';
import type { ImportantLink } from '../../shared/links.ts';

type LinkValues = Pick<LinksTable, 'title' | 'link'>;

export const toLink = (row: LinksTable): ImportantLink => ({ ...row, _id: row.id });

/** Oldest first, the order staff added them in. */
export async function listLinks(db: Db): Promise<ImportantLink[]> {
  const rows = await db.selectFrom('links').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toLink);
}

export async function insertLink(db: Db, values: LinkValues): Promise<ImportantLink> {
  const now = nowIso();
  const row: LinksTable = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db.insertInto('links').values(row).execute();
  return toLink(row);
}

export async function updateLink(
  db: Db,
  id: string,
  changes: Partial<LinkValues>,
): Promise<ImportantLink | null> {
  const result = await db
    .updateTable('links')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  return toLink(await db.selectFrom('links').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** Returns the deleted link's title, or null when there was none. */
export async function deleteLink(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom('links').where('id', '=', id).returning('title').executeTakeFirst();
  return row?.title ?? null;
}
