import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Resident reports, second layer (issue 32, docs/product/reports.md): photos, comments and internal
 * notes, and the reads of the map and the open queue.
 * - `report_photos`: up to five images of a report, in the order sent, their bytes in the file store
 *   (005) under `file_id`, already stripped of their metadata.
 * - `report_events.type`: a timeline step is a status change (`status`, every row so far), a public
 *   comment (`comment`) or the board's internal note (`internal`); the text is in `note`.
 * - `reports_open_idx`: the open reports (new, acknowledged, in progress) in the list's order,
 *   partial so `status=open` and the map's pins walk only what the board still works on. It is
 *   written "not resolved, closed or duplicate" (the same set): with `status in (...)` SQLite reads
 *   the status index and sorts. Queries must spell the predicate with the same literals
 *   (queries.ts, isOpen) for the engines to use it.
 * - `reports_category_idx`: one category in the list's order (the board's filter).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('report_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_photos_report_idx')
    .on('report_photos')
    .columns(['report_id', 'position'])
    .execute();

  await db.schema
    .alterTable('report_events')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('status'))
    .execute();

  await db.schema
    .createIndex('reports_open_idx')
    .on('reports')
    .columns(['created_at', 'id'])
    .where(sql.ref('status'), 'not in', [sql.lit('resolved'), sql.lit('closed'), sql.lit('duplicate')])
    .execute();
  await db.schema
    .createIndex('reports_category_idx')
    .on('reports')
    .columns(['category', 'created_at', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('reports_category_idx').execute();
  await db.schema.dropIndex('reports_open_idx').execute();
  await db.schema.alterTable('report_events').dropColumn('type').execute();
  await db.schema.dropTable('report_photos').execute();
}
