import type { Kysely } from 'kysely';

// Resident accounts (docs/product/accounts.md). Same conventions as 001: text ids, ISO timestamps, and 0/1
// integers for flags, which both engines store and compare alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // Existing accounts start unverified, without an address, not residents and with no mail chosen.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('address', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('resident_status', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_news', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_events', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_resident_status_idx').on('users').column('resident_status').execute();

  // Reset links and email-verification links are the same thing (a one-time digest with an expiry,
  // hanging off an account), so they share one table, told apart by `purpose`. A verification link
  // also names the address it proves, which is how an email change waits for its confirmation.
  await db.schema.alterTable('password_resets').renameTo('account_tokens').execute();
  await db.schema
    .alterTable('account_tokens')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('password-reset'))
    .execute();
  await db.schema.alterTable('account_tokens').addColumn('email', 'text').execute();
  await db.schema.dropIndex('password_resets_user_id_idx').execute();
  await db.schema
    .createIndex('account_tokens_user_purpose_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('account_tokens_user_purpose_idx').execute();
  await db.deleteFrom('account_tokens').where('purpose', '!=', 'password-reset').execute();
  await db.schema.alterTable('account_tokens').dropColumn('email').execute();
  await db.schema.alterTable('account_tokens').dropColumn('purpose').execute();
  await db.schema.alterTable('account_tokens').renameTo('password_resets').execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();
  await db.schema.dropIndex('users_resident_status_idx').execute();
  for (const column of ['notify_events', 'notify_news', 'resident_status', 'address', 'email_verified_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
