import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * News posts that hold a notice (issue 29): a body beside the spec's short description, and an
 * alert's last day on the home page (docs/product/news-uploads-contact.md). Both optional, so every
 * stored item stays as it was: no body, and an alert shows for the default 7 days after its day.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('news').addColumn('body', 'text').execute();
  await db.schema.alterTable('news').addColumn('show_until', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('news').dropColumn('show_until').execute();
  await db.schema.alterTable('news').dropColumn('body').execute();
}
