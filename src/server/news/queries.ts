import { sql } from 'kysely';
import { NEWS_PAGE, type NewsItem, type NewsValues } from '../../shared/news/news.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import { findById, stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { NewsTable } from './table.ts';

export const toNewsItem = (row: NewsTable): NewsItem => withIds(row);

/** Newest first: by day, then by when it was written, then id (news_order_idx covers all three). */
export async function listNews(db: Db, limit?: number): Promise<NewsItem[]> {
  let query = db
    .selectFrom('news')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toNewsItem);
}

const NEWS_ORDER: Keyset<NewsTable> = {
  columns: ['date', 'createdAt', 'id'],
  order: 'desc',
  key: (row) => [row.date, row.createdAt, row.id],
};

/**
 * A page of the news, newest first (docs/api.md, Paging): 20 items unless `limit` says, past `cursor`,
 * within `year` when given (a range on the indexed day).
 */
export function listNewsPage(
  db: Db,
  { year, ...page }: PageRequest & { year?: number },
): Promise<Page<NewsItem>> {
  let query = db.selectFrom('news').selectAll();
  if (year !== undefined) {
    query = query.where('date', '>=', `${year}-01-01`).where('date', '<', `${year + 1}-01-01`);
  }
  return keysetPage(query, NEWS_ORDER, page, NEWS_PAGE, toNewsItem);
}

/** The years that have news, newest first, with how many items each (the archive's links). */
export async function newsYears(db: Db): Promise<{ year: number; count: number }[]> {
  const year = sql<string>`substr(${sql.ref('date')}, 1, 4)`;
  const rows = await db
    .selectFrom('news')
    .select([year.as('year'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(year)
    .orderBy(year, 'desc')
    .execute();
  return rows.map((row) => ({ year: Number(row.year), count: Number(row.count) }));
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
