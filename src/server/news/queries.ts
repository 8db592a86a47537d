import type { NewsItem, NewsValues } from '../../shared/news.ts';
import type { Db } from '../db/connection.ts';
import { findById, stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { NewsTable } from './table.ts';

export const toNewsItem = (row: NewsTable): NewsItem => withIds(row);

/** Newest first: by day, then by when it was written (an index covers both). */
export async function listNews(db: Db, limit?: number): Promise<NewsItem[]> {
  let query = db.selectFrom('news').selectAll().orderBy('date', 'desc').orderBy('createdAt', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toNewsItem);
}

export async function findNews(db: Db, id: string): Promise<NewsItem | undefined> {
  const row = await findById(db, 'news', id);
  return row && toNewsItem(row);
}

const writes = stampedWrites('news', toNewsItem);

/** A new item; its day is already decided (the route defaults it to today). */
export const insertNews = writes.insert;

export const deleteNews = writes.remove;

/** Changes the given fields; null clears an optional one, and a blank date keeps the item's day. */
export function updateNews(db: Db, id: string, changes: Partial<NewsValues>): Promise<NewsItem | undefined> {
  const { date, ...rest } = changes;
  return writes.update(db, id, date ? { ...rest, date } : rest);
}
