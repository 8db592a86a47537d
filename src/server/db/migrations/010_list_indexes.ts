import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Ten years of data (issue 28): every list is read a page at a time in the order of an index, so a
 * page costs what it returns. Each index holds a list's whole sort key, ending in a unique column,
 * which the keyset cursor (db/keyset.ts) compares as a row value; the test `list-indexes` runs
 * EXPLAIN for the main reads on both engines.
 */
const INDEXES: { name: string; table: string; columns: string[]; where?: string; replaces?: string }[] = [
  // /newsletter, GET /api/news: newest first by day, then by when written.
  { name: 'news_order_idx', table: 'news', columns: ['date', 'created_at', 'id'], replaces: 'news_date_idx' },
  // The documents library, all shelves and one shelf, newest first.
  { name: 'documents_order_idx', table: 'documents', columns: ['date', 'created_at', 'id'] },
  {
    name: 'documents_category_order_idx',
    table: 'documents',
    columns: ['category', 'date', 'created_at', 'id'],
    replaces: 'documents_date_idx',
  },
  // GET /api/events from a day: the series that began before it and still run (few beside the rest).
  {
    name: 'events_repeating_until_idx',
    table: 'events',
    columns: ['repeat_until'],
    where: `repeat != 'none'`,
    replaces: 'events_repeat_until_idx',
  },
  // Staff lists, newest first.
  {
    name: 'users_order_idx',
    table: 'users',
    columns: ['created_at', 'id'],
    replaces: 'users_created_at_idx',
  },
  {
    name: 'audit_log_order_idx',
    table: 'audit_log',
    columns: ['created_at', 'id'],
    replaces: 'audit_log_created_at_idx',
  },
  {
    name: 'contact_messages_inbox_idx',
    table: 'contact_messages',
    columns: ['created_at', 'id'],
    where: 'archived_at is null',
  },
  {
    name: 'contact_messages_archive_idx',
    table: 'contact_messages',
    columns: ['created_at', 'id'],
    where: 'archived_at is not null',
  },
  { name: 'subscribers_order_idx', table: 'subscribers', columns: ['created_at', 'email'] },
  // The ACC queue's decided and withdrawn requests, newest first (the open ones come whole).
  { name: 'arc_requests_order_idx', table: 'arc_requests', columns: ['created_at', 'id'] },
];

export async function up(db: Db): Promise<void> {
  for (const index of INDEXES) {
    let create = db.schema.createIndex(index.name).on(index.table).columns(index.columns);
    if (index.where) create = create.where(sql.raw<boolean>(index.where));
    await create.execute();
    if (index.replaces) await db.schema.dropIndex(index.replaces).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
  await db.schema.createIndex('news_date_idx').on('news').columns(['date', 'created_at']).execute();
  await db.schema.createIndex('documents_date_idx').on('documents').columns(['category', 'date']).execute();
  await db.schema
    .createIndex('events_repeat_until_idx')
    .on('events')
    .columns(['repeat', 'repeat_until'])
    .execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
}
