import type { Kysely } from 'kysely';

// Announcements by email (docs/product/announcements.md): the stored outbox every mail goes through, the subscriber
// list and the announcements made from news items. Same conventions as 001: text ids, ISO timestamps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What the mail is for (announcement, subscription confirmation, account mail).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    // JSON object of extra headers (List-Unsubscribe, List-Unsubscribe-Post).
    .addColumn('headers', 'text')
    // Fixed when the row is written, so every attempt at one mail carries the same Message-ID.
    .addColumn('message_id', 'text', (c) => c.notNull())
    // pending -> (claimed by a lease) -> sending -> sent | pending again (refused) | failed.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_announcement_idx')
    .on('mail_outbox')
    .columns(['announcement_id', 'status'])
    .execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // pending (waiting for the confirmation link) | confirmed | unsubscribed (kept, so it is honoured).
    .addColumn('status', 'text', (c) => c.notNull())
    // form (the public form, double opt-in) | account (a verified resident's notification choice).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('confirm_sent_at', 'text')
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One announcement per news item: the unique key is what makes a second announce a 409.
    .addColumn('news_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('announcements').execute();
  await db.schema.dropTable('subscribers').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
