import { sql, type Kysely } from 'kysely';

// One schema for both engines: text ids and ISO timestamps, so no engine-specific column types.
// The unsafe `any` is Kysely's convention for migrations, which must not depend on today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Emails are stored lower-cased; usernames keep their case but are unique regardless of it.
  await db.schema.createIndex('users_email_key').on('users').column('email').unique().execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('hoa_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('img_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hoa_members_created_at_idx').on('hoa_members').column('created_at').execute();

  await db.schema
    .createTable('links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('links_created_at_idx').on('links').column('created_at').execute();

  await db.schema
    .createTable('issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('issues_created_at_idx').on('issues').column('created_at').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('repeat', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('repeat_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Range queries look for one-off events by day and repeating events by their last day.
  await db.schema.createIndex('events_date_idx').on('events').column('date').execute();
  await db.schema
    .createIndex('events_repeat_until_idx')
    .on('events')
    .columns(['repeat', 'repeat_until'])
    .execute();

  await db.schema
    .createTable('schools')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('direction', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schools_name_idx').on('schools').column('name').execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faqs_category_idx').on('faqs').columns(['category', 'created_at']).execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('image', 'text')
    .addColumn('link', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_date_idx').on('news').columns(['date', 'created_at']).execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('archived_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('contact_messages_delivery_idx')
    .on('contact_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'settings',
    'audit_log',
    'password_resets',
    'contact_messages',
    'news',
    'faqs',
    'schools',
    'events',
    'issues',
    'links',
    'hoa_members',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
