import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Violation notices to a home (issue 32, docs/product/notices.md). A notice keeps the home's id and
 * its address as they were when it was sent, with no foreign key to `homes`: the notice is a record
 * of what the board sent, and stays one if the home is later renamed or taken off the roll.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('home_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    /** YYYY-MM-DD, a day in the community's time zone. */
    .addColumn('cure_by', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    /** The admin who sent it (null once the account is deleted); never shown to the home. */
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A home's notices (the account page) and a report's (the board), newest first.
  await db.schema
    .createIndex('notices_home_idx')
    .on('notices')
    .columns(['home_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notices_report_idx')
    .on('notices')
    .columns(['report_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('notice_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('notice_id', 'text', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    /** The username when written: a resident is signed by it, the board as "The board". */
    .addColumn('author_name', 'text', (c) => c.notNull())
    /** 'board' or 'resident'. */
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notice_comments_notice_idx')
    .on('notice_comments')
    .columns(['notice_id', 'at', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('notice_comments').execute();
  await db.schema.dropTable('notices').execute();
}
