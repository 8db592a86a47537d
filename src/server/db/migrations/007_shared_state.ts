import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * State that several app processes on one database must share (docs/operating.md, "Running several processes"): rate-limit counters,
 * one lease row per scheduled job, and the link from an outbox mail to the contact message it
 * delivers (the contact form's delivery moved onto the stored outbox).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    // The limiter's name and the client's key (its address), e.g. `auth:203.0.113.7`.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch when the window ends (bigint: beyond 32 bits).
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_resets_idx')
    .on('rate_limit_counters')
    .column('resets_at')
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // Which process holds the job now (host:pid:random), or null between runs.
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'text', (c) => c.notNull())
    // When the job is due next, whichever process runs it.
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('contact_message_id', 'text').execute();
  // A unique index (SQLite cannot add a UNIQUE column): one mail per contact message.
  await db.schema
    .createIndex('mail_outbox_contact_message_idx')
    .on('mail_outbox')
    .column('contact_message_id')
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('mail_outbox_contact_message_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('contact_message_id').execute();
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
}
