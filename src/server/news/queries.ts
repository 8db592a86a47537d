import { sql } from 'kysely';
import { addDays } from '../../shared/dates.ts';
import { ALERT_DAYS, alertShownUntil, isAlert } from '../../shared/news/alerts.ts';
import { DOCUMENT_VISIBILITIES, type DocumentVisibility } from '../../shared/documents/documents.ts';
import {
  NEWS_PAGE,
  type NewsArticle,
  type NewsAttachment,
  type NewsItem,
  type NewsValues,
} from '../../shared/news/news.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import { findById, stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import { newsAttachments, replaceNewsAttachments } from './attachments.ts';
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

/** The item with its body, as written and as safe HTML, and the attachments its reader may open. */
export const toNewsArticle = (row: NewsTable, attachments: NewsAttachment[]): NewsArticle => ({
  ...toNewsItem(row),
  body: row.body,
  bodyHtml: renderNewsBody(row.body),
  attachments,
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

/**
 * The item with its body and the attachments a reader who may open documents of `visibilities`
 * sees (visibleDocumentTiers of the caller; the announcement mail, read by anyone, only public ones).
 */
export async function findNews(
  db: Db,
  id: string,
  visibilities: readonly DocumentVisibility[],
): Promise<NewsArticle | undefined> {
  const row = await findById(db, 'news', id);
  return row && toNewsArticle(row, await newsAttachments(db, id, visibilities));
}

/** The stored day and "show until" of an item (null: the default), for the rule between them. */
export function findNewsDays(db: Db, id: string) {
  return db.selectFrom('news').select(['date', 'showUntil']).where('id', '=', id).executeTakeFirst();
}

/** The stored image of an item (to release a replaced one), or undefined when there is no item. */
export function findNewsImage(db: Db, id: string) {
  return db.selectFrom('news').select('image').where('id', '=', id).executeTakeFirst();
}

/** The ids of the documents an item lists now, of any visibility. */
export async function listedDocumentIds(db: Db, newsId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('newsAttachments')
    .select('documentId')
    .where('newsId', '=', newsId)
    .execute();
  return rows.map((row) => row.documentId);
}

const writes = stampedWrites('news', (row) => row);

/** What the writes answer their author (staff, who may open every document): the whole item. */
const writtenArticle = async (db: Db, row: NewsTable) =>
  toNewsArticle(row, await newsAttachments(db, row.id, DOCUMENT_VISIBILITIES));

/** The documents an item lists, when a write sends them: they replace its list. */
type Listed = { attachments?: string[] | undefined };

/** A new item, with its attachments in the same transaction; its day is already decided. */
export function insertNews(
  db: Db,
  { attachments, ...values }: Parameters<typeof writes.insert>[1] & Listed,
): Promise<NewsArticle> {
  return db.transaction().execute(async (trx) => {
    const row = await writes.insert(trx, values);
    if (attachments) await replaceNewsAttachments(trx, row.id, attachments);
    return writtenArticle(trx, row);
  });
}

/** Deletes the item (its attachment links go with it); answers it as it was. */
export async function deleteNews(db: Db, id: string): Promise<NewsItem | undefined> {
  const row = await writes.remove(db, id);
  return row && toNewsItem(row);
}

/**
 * Changes the given fields; null clears an optional one, a blank date keeps the item's day, and a
 * sent list of attachments replaces the item's (in the same transaction).
 */
export function updateNews(
  db: Db,
  id: string,
  { date, attachments, ...rest }: Partial<Omit<NewsValues, 'announce' | 'attachments'>> & Listed,
): Promise<NewsArticle | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await writes.update(trx, id, date ? { ...rest, date } : rest);
    if (!row) return undefined;
    if (attachments) await replaceNewsAttachments(trx, id, attachments);
    return writtenArticle(trx, row);
  });
}
