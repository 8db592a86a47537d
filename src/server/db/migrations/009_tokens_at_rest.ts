import { createHash, randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/** As the app hashes tokens (auth/sessions.ts); written out so the migration never changes with it. */
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** As the app's mail queries spell it (mail/queries.ts TOKEN_SLOT), fixed here for the same reason. */
const TOKEN_SLOT = 'TOKEN-MADE-WHEN-SENT';
/** What a token in a mail that has left (or never will) becomes. */
const REMOVED = 'removed';

/** The site's own links that carried a one-time token in a stored mail, and what each token did. */
const TOKEN_LINK =
  /\/(reset-password|verify-email|confirm-subscription|unsubscribe|api\/subscriptions\/unsubscribe)\?token=([A-Za-z0-9_%-]+)/g;
type Purpose = 'password-reset' | 'verify-email' | 'subscription-confirm' | 'unsubscribe';
const PURPOSE_OF: Record<string, Purpose> = {
  'reset-password': 'password-reset',
  'verify-email': 'verify-email',
  'confirm-subscription': 'subscription-confirm',
  unsubscribe: 'unsubscribe',
  'api/subscriptions/unsubscribe': 'unsubscribe',
};

const PAGE = 200;

interface OutboxMail {
  id: string;
  status: string;
  text_body: string;
  html_body: string | null;
  headers: string | null;
}

/**
 * Tokens at rest: a copy of the database (an export, a backup, the SQLite file and its WAL) holds no
 * usable one-time token.
 * - Unsubscribe tokens were stored in clear, one per address. They become `unsubscribe_tokens`, one
 *   SHA-256 digest per mailed token (the old token's digest is carried over, so links in mails
 *   already sent keep working), and the clear column is dropped.
 * - Stored mails held their links' tokens in clear. From now on the outbox makes a mail's token as
 *   it leaves and stores only its hash (`token_purpose`, `token_record_id` say which). A mail still
 *   waiting is rewritten to that form, so it goes out with a fresh working link; in every other mail
 *   the token is replaced by "removed".
 * Also: an outbox mail may name the account whose current address it goes to (`recipient_user_id`),
 * and an email-change link the session that asked for it (`account_tokens.session_id`).
 * On SQLite the app runs with secure_delete on (freed space is zeroed) and checkpoints the WAL to
 * nothing after migrating (db/connection.ts), so no old page keeps a copy.
 */
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // PostgreSQL runs each migration in a transaction; on SQLite this one makes its own, so a failure
  // halfway leaves neither a rebuilt table without its tokens nor mails half scrubbed.
  // Without the app's camelCase plugin, so rows read here have the columns' own names.
  const raw = db.withoutPlugins();
  if (postgres) await tokensAtRest(raw, true);
  else await raw.transaction().execute((trx) => tokensAtRest(trx, false));
}

async function tokensAtRest(db: Db, postgres: boolean): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('token_purpose', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('token_record_id', 'text').execute();
  // The account whose current address a mail goes to when it leaves (an ACC request's resident).
  await db.schema.alterTable('mail_outbox').addColumn('recipient_user_id', 'text').execute();
  // The session that asked for an email change: it stays signed in when the change takes effect.
  await db.schema.alterTable('account_tokens').addColumn('session_id', 'text').execute();

  // Read while the clear column still exists: pending announcements are matched to their subscriber by it.
  const subscribers = (await db.selectFrom('subscribers').select(['id', 'unsubscribe_token']).execute()) as {
    id: string;
    unsubscribe_token: string;
  }[];
  const subscriberByUnsubscribe = new Map(subscribers.map((s) => [s.unsubscribe_token, s.id]));

  await scrubOutbox(db, subscriberByUnsubscribe);

  if (postgres) {
    await db.schema.alterTable('subscribers').dropColumn('unsubscribe_token').execute();
  } else {
    // SQLite cannot drop a UNIQUE column: the table is rebuilt without it (nothing references it yet).
    await sql`create table subscribers_new (
      id text primary key,
      email text not null unique,
      status text not null,
      source text not null,
      confirm_token_hash text unique,
      confirm_expires_at text,
      confirm_sent_at text,
      confirmed_at text,
      unsubscribed_at text,
      created_at text not null,
      updated_at text not null
    )`.execute(db);
    await sql`insert into subscribers_new (id, email, status, source, confirm_token_hash,
        confirm_expires_at, confirm_sent_at, confirmed_at, unsubscribed_at, created_at, updated_at)
      select id, email, status, source, confirm_token_hash, confirm_expires_at, confirm_sent_at,
        confirmed_at, unsubscribed_at, created_at, updated_at from subscribers`.execute(db);
    await sql`drop table subscribers`.execute(db);
    await sql`alter table subscribers_new rename to subscribers`.execute(db);
  }

  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('subscriber_id', 'text', (c) => c.notNull().references('subscribers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('unsubscribe_tokens_subscriber_idx')
    .on('unsubscribe_tokens')
    .column('subscriber_id')
    .execute();
  const now = new Date().toISOString();
  for (let start = 0; start < subscribers.length; start += PAGE) {
    await db
      .insertInto('unsubscribe_tokens')
      .values(
        subscribers.slice(start, start + PAGE).map((s) => ({
          token_hash: sha256(s.unsubscribe_token),
          subscriber_id: s.id,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** Takes every link token out of the stored mails (see `up`), a page of mails at a time. */
async function scrubOutbox(db: Db, subscriberByUnsubscribe: Map<string, string>): Promise<void> {
  let after = '';
  for (;;) {
    const mails = (await db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'text_body', 'html_body', 'headers'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as OutboxMail[];
    for (const mail of mails) await scrubMail(db, mail, subscriberByUnsubscribe);
    if (mails.length < PAGE) return;
    after = mails[mails.length - 1]!.id;
  }
}

async function scrubMail(db: Db, mail: OutboxMail, subscriberByUnsubscribe: Map<string, string>) {
  const parts = [mail.text_body, mail.html_body ?? '', mail.headers ?? ''].join('\n');
  const links = [...parts.matchAll(TOKEN_LINK)].map((m) => ({
    purpose: PURPOSE_OF[m[1]!]!,
    token: decodeURIComponent(m[2]!),
    raw: m[2]!,
  }));
  if (links.length === 0) return;
  let ref: { purpose: Purpose; recordId: string } | undefined;
  if (mail.status === 'pending') {
    // A mail that has not left keeps its link: it will carry a token made when it is sent.
    const { purpose, token } = links[0]!;
    const recordId = await recordOf(db, purpose, token, subscriberByUnsubscribe);
    if (recordId) ref = { purpose, recordId };
  }
  const replacement = ref ? TOKEN_SLOT : REMOVED;
  const scrub = (value: string | null) => {
    if (value === null) return null;
    let out = value;
    for (const link of links) out = out.replaceAll(link.raw, replacement).replaceAll(link.token, replacement);
    return out;
  };
  const changes: Record<string, unknown> = {
    text_body: scrub(mail.text_body),
    html_body: scrub(mail.html_body),
    headers: scrub(mail.headers),
  };
  if (ref) {
    changes.token_purpose = ref.purpose;
    changes.token_record_id = ref.recordId;
  } else if (mail.status === 'pending') {
    // Its link no longer opens anything (used, expired, deleted): not worth a mail.
    changes.status = 'failed';
    changes.next_attempt_at = null;
    changes.last_error = 'Not sent: its link was used, withdrawn or expired before the mail left';
  }
  await db.updateTable('mail_outbox').set(changes).where('id', '=', mail.id).execute();
}

/** The record a token opens (an account_tokens row, a subscriber), if it still opens one. */
async function recordOf(
  db: Db,
  purpose: Purpose,
  token: string,
  subscriberByUnsubscribe: Map<string, string>,
): Promise<string | undefined> {
  if (purpose === 'unsubscribe') return subscriberByUnsubscribe.get(token);
  if (purpose === 'subscription-confirm') {
    const row = (await db
      .selectFrom('subscribers')
      .select('id')
      .where('confirm_token_hash', '=', sha256(token))
      .executeTakeFirst()) as { id: string } | undefined;
    return row?.id;
  }
  const row = (await db
    .selectFrom('account_tokens')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .executeTakeFirst()) as { id: string } | undefined;
  return row?.id;
}

/**
 * Back to clear unsubscribe tokens: the old links cannot be recovered from their digests, so every
 * address gets a new token (links in mails sent since 009 stop working).
 */
export async function down(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('unsubscribe_tokens').execute();
  await db.schema.alterTable('subscribers').addColumn('unsubscribe_token', 'text').execute();
  const ids = (await db.selectFrom('subscribers').select('id').execute()) as { id: string }[];
  for (const { id } of ids) {
    await db
      .updateTable('subscribers')
      .set({ unsubscribe_token: randomBytes(32).toString('base64url') })
      .where('id', '=', id)
      .execute();
  }
  await db.schema
    .createIndex('subscribers_unsubscribe_token_idx')
    .on('subscribers')
    .column('unsubscribe_token')
    .unique()
    .execute();
  if (postgres) {
    await sql`alter table subscribers alter column unsubscribe_token set not null`.execute(db);
  }
  await db.schema.alterTable('account_tokens').dropColumn('session_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('recipient_user_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('token_record_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('token_purpose').execute();
}
