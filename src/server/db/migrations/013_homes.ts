import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Homes and households (issue 30, docs/product/homes.md): the community's homes as rows, each
 * resident linked to one as owner or tenant, and what each resident chose to show in the directory.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('homes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    // The address lower-cased with its spacing collapsed: one home per address, whoever typed it.
    .addColumn('address_key', 'text', (c) => c.notNull().unique())
    .addColumn('lot', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The roll is read in address order (GET /api/homes).
  await db.schema.createIndex('homes_address_idx').on('homes').columns(['address', 'id']).execute();
  await db.schema.alterTable('users').addColumn('home_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('home_relation', 'text').execute();
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  for (const column of [
    'directory_listed',
    'directory_show_email',
    'directory_show_phone',
    'directory_show_address',
  ]) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createIndex('users_home_idx').on('users').column('home_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_home_idx').execute();
  for (const column of [
    'directory_show_address',
    'directory_show_phone',
    'directory_show_email',
    'directory_listed',
    'phone',
    'home_relation',
    'home_id',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('homes').execute();
}
