import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Architectural review requests (docs/product/arc-requests.md): the requests, their timeline (every status change and
 * comment) and their attachments, whose bytes live in the file store (005) under `file_id`.
 * The resident and the authors are kept by name as well as by id: a request is the association's
 * record of a decision and outlives the account that made it (the id is then set to null).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('arc_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resident_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resident_name', 'text', (c) => c.notNull())
    .addColumn('resident_email', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('project_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('completion_date', 'text', (c) => c.notNull())
    // submitted | under_review | more_info | approved | approved_with_conditions | denied | withdrawn
    .addColumn('status', 'text', (c) => c.notNull())
    // YYYY-MM-DD, fixed at submission (submitted day + arcReviewDays), so the queue sorts by it.
    .addColumn('decision_due', 'text', (c) => c.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('arc_requests_resident_idx')
    .on('arc_requests')
    .columns(['resident_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('arc_requests_status_idx')
    .on('arc_requests')
    .columns(['status', 'decision_due'])
    .execute();

  await db.schema
    .createTable('arc_request_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('arc_requests.id').onDelete('cascade'))
    // status | comment
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('note', 'text')
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    // 1 when the author acted for the committee (an admin on someone else's request).
    .addColumn('by_committee', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('arc_request_events_request_idx')
    .on('arc_request_events')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('arc_request_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('arc_requests.id').onDelete('cascade'))
    // The file store's id (stored_files.id); the bytes are deleted with the request.
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('arc_request_attachments_request_idx')
    .on('arc_request_attachments')
    .columns(['request_id', 'position'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('arc_request_attachments').execute();
  await db.schema.dropTable('arc_request_events').execute();
  await db.schema.dropTable('arc_requests').execute();
}
