import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Replies to events (issue 33, docs/product/events-rsvp.md).
 *
 * - `events` gains its reply settings (off for every existing event).
 * - `event_rsvp_occurrences`: one row per occurrence that has had a reply, holding the people going
 *   and waitlisted (each reply is 1 + guests) and the next waitlist number. Every reply, change and
 *   cancellation first updates this row in its own transaction: PostgreSQL makes a second writer of
 *   the row wait for the first to commit, SQLite runs one write transaction at a time, and the
 *   places are taken by a conditional `going = going + n WHERE going + n <= capacity`, so the
 *   database, not a count read earlier, keeps the occurrence within its capacity.
 * - `event_rsvps`: one reply per person per occurrence (the unique index), going or waitlisted with
 *   its place in the queue.
 * - `mail_outbox.attachments`: the confirmation's calendar file travels with its mail.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('rsvp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('events').addColumn('rsvp_capacity', 'integer').execute();
  await db.schema.alterTable('events').addColumn('rsvp_closes_before', 'integer').execute();

  await db.schema
    .createTable('event_rsvp_occurrences')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('going', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waitlist', 'integer', (c) => c.notNull().defaultTo(0))
    /** The number the next waitlisted reply takes: the queue's order, whatever the clocks say. */
    .addColumn('next_position', 'integer', (c) => c.notNull().defaultTo(1))
    /** When the reminder the day before was put in the outbox (once). */
    .addColumn('reminded_at', 'text')
    .addPrimaryKeyConstraint('event_rsvp_occurrences_pk', ['event_id', 'date'])
    .execute();
  // The reminder job reads the occurrences of one day.
  await db.schema
    .createIndex('event_rsvp_occurrences_date_idx')
    .on('event_rsvp_occurrences')
    .columns(['date', 'event_id'])
    .execute();

  await db.schema
    .createTable('event_rsvps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('guests', 'integer', (c) => c.notNull())
    /** going | waitlisted */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The waitlist number while waitlisted (lower goes first); null while going. */
    .addColumn('position', 'integer')
    .addColumn('replied_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_rsvps_reply_idx')
    .on('event_rsvps')
    .columns(['event_id', 'date', 'user_id'])
    .unique()
    .execute();
  // The staff list and the move-up read an occurrence's replies by status in queue order.
  await db.schema
    .createIndex('event_rsvps_queue_idx')
    .on('event_rsvps')
    .columns(['event_id', 'date', 'status', 'position'])
    .execute();
  // A signed-in reader's own replies on a page of events.
  await db.schema
    .createIndex('event_rsvps_user_idx')
    .on('event_rsvps')
    .columns(['user_id', 'event_id', 'date'])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('event_rsvps').execute();
  await db.schema.dropTable('event_rsvp_occurrences').execute();
  await db.schema.alterTable('events').dropColumn('rsvp_closes_before').execute();
  await db.schema.alterTable('events').dropColumn('rsvp_capacity').execute();
  await db.schema.alterTable('events').dropColumn('rsvp_enabled').execute();
}
