import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { encodeCursor, type Page, type PageRequest } from '../../shared/paging/paging.ts';

/**
 * Keyset paging (docs/api.md, Paging), the same on SQLite and PostgreSQL: a page is the rows past the
 * cursor's sort key in the list's order, read with a row-value comparison `(a, b, id) < (?, ?, ?)`
 * that an index on the same columns answers by a range scan, so page 500 costs what page 1 does
 * (OFFSET would read and drop every row before it). The key ends with a unique column (the id) so
 * no row is skipped or shown twice when many share a day.
 */
export interface Keyset<Row> {
  /**
   * The sort key's columns (the query's own names, camelCase), all read in one direction; or an
   * expression an index holds (`lower(username)`), whose value the row must carry for `key`.
   */
  columns: readonly (string | Expression<unknown>)[];
  order: 'asc' | 'desc';
  /** The sort key of a row, in the order of `columns`. */
  key: (row: Row) => (string | number)[];
}

/** One page of a query that has no ORDER BY or LIMIT of its own. */
export async function keysetPage<Row, T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table: the columns are checked by the index test
  query: SelectQueryBuilder<any, any, Row>,
  keyset: Keyset<Row>,
  page: PageRequest,
  defaultLimit: number,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const limit = page.limit ?? defaultLimit;
  const cursor = page.cursor;
  const backwards = cursor?.dir === 'before';
  // Reading back toward the start of the list is the same scan the other way round.
  const reading: 'asc' | 'desc' = backwards ? flip(keyset.order) : keyset.order;
  let q = query;
  if (cursor) {
    const columns = sql.join(keyset.columns.map(sortExpression));
    const values = sql.join(cursor.key.map((v) => sql.val(v)));
    const past = reading === 'desc' ? sql`<` : sql`>`;
    q = q.where(sql<boolean>`(${columns}) ${past} (${values})`);
  }
  for (const column of keyset.columns) q = q.orderBy(sortExpression(column), reading);
  const rows = await q.limit(limit + 1).execute();
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  if (backwards) shown.reverse();
  const first = shown[0];
  const last = shown.at(-1);
  const after = last ? encodeCursor({ dir: 'after', key: keyset.key(last) }) : null;
  const before = first ? encodeCursor({ dir: 'before', key: keyset.key(first) }) : null;
  const items = shown.map(map);
  if (!cursor) return { items, nextCursor: more ? after : null };
  if (backwards) return { items, nextCursor: after, prevCursor: more ? before : null };
  return { items, nextCursor: more ? after : null, prevCursor: before };
}

const sortExpression = (column: string | Expression<unknown>) =>
  typeof column === 'string' ? sql.ref(column) : column;

const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc');
