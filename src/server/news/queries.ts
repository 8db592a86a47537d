import type { Selectable } from 'kysely';
import type { NewsItem, NewsValues } from '../../shared/news.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { NewsTable } from '../db/schema.ts';
import { withIds } from '../http/serialize.ts';

type NewsRow = Selectable<NewsTable>;

export function toNewsItem(row: NewsRow): NewsItem {
  return withIds({
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    image: row.image,
    link: row.link,
    date: row.date,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

/** Newest first: by day, then by when it was written (an index covers both). */
export async function listNews(db: Db, limit?: number): Promise<NewsItem[]> {
  let query = db.selectFrom('news').selectAll().orderBy('date', 'desc').orderBy('createdAt', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toNewsItem);
}

export async function findNews(db: Db, id: string): Promise<NewsItem | null> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toNewsItem(row) : null;
}

export async function insertNews(db: Db, values: NewsValues & { date: string }): Promise<NewsItem> {
  const now = nowIso();
  const row: NewsRow = {
    id: newId(),
    title: values.title,
    description: values.description,
    type: values.type,
    image: values.image,
    link: values.link,
    date: values.date,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('news').values(row).execute();
  return toNewsItem(row);
}

/** Changes the given fields; null clears an optional one. Returns null when the item does not exist. */
export async function updateNews(db: Db, id: string, changes: Partial<NewsValues>): Promise<NewsItem | null> {
  const set: Partial<NewsRow> = { updatedAt: nowIso() };
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.type !== undefined) set.type = changes.type;
  if (changes.image !== undefined) set.image = changes.image;
  if (changes.link !== undefined) set.link = changes.link;
  // A blank date on an edit keeps the item's day.
  if (changes.date) set.date = changes.date;
  const result = await db.updateTable('news').set(set).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return findNews(db, id);
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
