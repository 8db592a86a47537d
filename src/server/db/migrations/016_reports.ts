import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Resident reports (issue 32, docs/product/reports.md). `reference` (R-2026-0042) takes the next
 * number of its year from `report_sequences`, counted up by one conditional UPDATE ... RETURNING in
 * the report's own transaction: PostgreSQL makes a second writer of the year's row wait for the
 * first to commit, SQLite runs one write transaction at a time, so two reports arriving together
 * never share a number (and the unique index would refuse one that did).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('report_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    /** A point on the community map image, fractions of its width and height; both null when none. */
    .addColumn('location_x', 'real')
    .addColumn('location_y', 'real')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('duplicate_of', 'text', (c) => c.references('reports.id').onDelete('set null'))
    /** Null once the reporter's account is deleted: the report stays the board's. */
    .addColumn('reporter_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reporter_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    /** When it was last resolved (the reopen window starts there); null when not resolved. */
    .addColumn('resolved_at', 'text')
    .execute();
  // The lists read oldest first: all, by status (the board's queue), by kind, or by reporter (mine).
  await db.schema
    .createIndex('reports_status_order_idx')
    .on('reports')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reports_kind_order_idx')
    .on('reports')
    .columns(['kind', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('reports_order_idx').on('reports').columns(['created_at', 'id']).execute();
  // A resident's own reports, in the list's order.
  await db.schema
    .createIndex('reports_reporter_idx')
    .on('reports')
    .columns(['reporter_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('report_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    /** 'reporter' or 'board': how the step is signed to those who may not see names. */
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('report_events_report_idx')
    .on('report_events')
    .columns(['report_id', 'at', 'id'])
    .execute();

  await db.schema
    .createTable('report_followers')
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_followers_pk', ['report_id', 'user_id'])
    .execute();
  await db.schema.createIndex('report_followers_user_idx').on('report_followers').column('user_id').execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['report_followers', 'report_events', 'reports', 'report_sequences']) {
    await db.schema.dropTable(table).execute();
  }
}
