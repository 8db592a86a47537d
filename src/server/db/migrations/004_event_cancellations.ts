import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * The cancelled days of a repeating event, stored with the event as a JSON array of YYYY-MM-DD
 * (text on both engines, like every other column). Existing events have none.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('cancelled_dates', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('events').dropColumn('cancelled_dates').execute();
}
