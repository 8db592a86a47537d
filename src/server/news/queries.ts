import { sql } from 'kysely';
import { addDays } from '../../shared/dates.ts';
import { ALERT_DAYS, alertShownUntil, isAlert } from '../../shared/news/alerts.ts';
import { NEWS_PAGE, type NewsArticle, type NewsItem, type NewsValues } from '../../shared/news/news.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import { findById, stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import { renderNewsBody } from './body-html.ts';
import type { NewsTable } from './table.ts';

/** A row as the lists read it: everything but the body, which only the item's own read carries. */
type NewsListRow = Omit<NewsTable, 'body'>;

const LIST_COLUMNS = [
  'id',
  'title',
  'description',
  'type',
  'image',
  'link',
  'date',
  'showUntil',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewsListRow)[];

/** An alert answers its last day on the home page (its own or the default); other items answer null. */
export const toNewsItem = ({
  body: _body,
  showUntil,
  ...row
}: NewsListRow & { body?: string | null }): NewsItem =>
  withIds({ ...row, showUntil: isAlert(row.type) ? alertShownUntil(row.date, showUntil) : null });

/** The item with its body, as written and as safe HTML. */
export const toNewsArticle = (row: NewsTable): NewsArticle => ({
  ...toNewsItem(row),
  body: row.body,
  bodyHtml: renderNewsBody(row.body),
});

/** Newest first: by day, then by when it was written, then id (news_order_idx covers all three). */
export async function listNews(db: Db, limit?: number): Promise<NewsItem[]> {
  let query = db
    .selectFrom('news')
    .select(LIST_COLUMNS)
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toNewsItem);
}

const NEWS_ORDER: Keyset<NewsListRow> = {
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
  let query = db.selectFrom('news').select(LIST_COLUMNS);
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

/**
 * The alerts shown on the home page on `day`: posted by then and shown until then or later (their own
 * last day, or 7 days after their day when they have none), newest first.
 */
export async function currentAlerts(db: Db, day: string, limit: number): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom('news')
    .select(LIST_COLUMNS)
    .where(sql<boolean>`lower(trim(${sql.ref('type')})) = 'alert'`)
    .where('date', '<=', day)
    .where((eb) =>
      eb.or([
        eb('showUntil', '>=', day),
        eb.and([eb('showUntil', 'is', null), eb('date', '>=', addDays(day, -ALERT_DAYS))]),
      ]),
    )
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNewsItem);
}

export async function findNews(db: Db, id: string): Promise<NewsArticle | undefined> {
  const row = await findById(db, 'news', id);
  return row && toNewsArticle(row);
}

/** The stored day and "show until" of an item (null: the default), for the rule between them. */
export function findNewsDays(db: Db, id: string) {
  return db.selectFrom('news').select(['date', 'showUntil']).where('id', '=', id).executeTakeFirst();
}

const writes = stampedWrites('news', toNewsArticle);

/** A new item; its day is already decided (the route defaults it to today). */
export const insertNews = writes.insert;

export const deleteNews = writes.remove;

/** Changes the given fields; null clears an optional one, and a blank date keeps the item's day. */
export function updateNews(
  db: Db,
  id: string,
  changes: Partial<NewsValues>,
): Promise<NewsArticle | undefined> {
  const { date, ...rest } = changes;
  return writes.update(db, id, date ? { ...rest, date } : rest);
}
