import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Attachments from the document library on news items (issue 29, docs/product/news-uploads-contact.md,
 * "Attachments"): which documents an item lists, in the order staff chose. Deleting the item or the
 * document deletes the link, so a document removed from the library simply drops off the item.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('news_attachments')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_attachments_pk', ['news_id', 'document_id'])
    .execute();
  // A document's deletion finds its links by this index rather than by reading the whole table.
  await db.schema
    .createIndex('news_attachments_document_idx')
    .on('news_attachments')
    .column('document_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('news_attachments').execute();
}
