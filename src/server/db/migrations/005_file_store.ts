import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * One file store inside the database (docs/product/documents.md): every file the site keeps (documents, news and
 * board images, request attachments) is a `stored_files` row and its bytes are `stored_file_chunks`
 * of 256 KiB, so no query ever reads a whole large file and one backup of the database holds them all.
 * The bytes are the one engine-specific column type: BLOB on SQLite, BYTEA on PostgreSQL.
 * Also the document library (`documents`) and the names under which uploaded images are served
 * (`uploads`, /uploads/<name>), the two first users of the store.
 */
export async function up(db: Db): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    // Null while the bytes are still arriving: such a file is never served, and one left behind
    // by a process that stopped mid-upload is removed at the next start.
    .addColumn('sha256', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stored_files_completed_at_idx')
    .on('stored_files')
    .column('completed_at')
    .execute();

  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pkey', ['file_id', 'seq'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    // The document's own day (YYYY-MM-DD), e.g. the meeting of the minutes.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // The text of a PDF (for snippets) and the lower-cased title and text that search matches.
    .addColumn('text_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_date_idx').on('documents').columns(['category', 'date']).execute();

  await db.schema
    .createTable('uploads')
    // The name in /uploads/<name>, as stored in news and board-member rows.
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
