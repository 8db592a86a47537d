import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Votes and elections (issue 31, docs/product/votes.md). A secret ballot is kept apart from the
 * record that a home voted: `vote_ballots` holds a random id, the choices and the receipt's hash,
 * with no time, no home and (on SQLite, WITHOUT ROWID) no insertion order; `vote_participation`
 * says who cast the home's ballot and when. The primary key of `vote_participation` is what makes a
 * second ballot of a home impossible, whoever sends it and however many at once.
 */
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite tables keep a hidden rowid in insertion order; a ballot table must not.
  const rowOrder = postgres ? sql`` : sql`without rowid`;

  await db.schema
    .createTable('votes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('max_choices', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('secret', 'integer', (c) => c.notNull())
    .addColumn('quorum_percent', 'real', (c) => c.notNull())
    .addColumn('pass_percent', 'real', (c) => c.notNull())
    .addColumn('voters', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    /** When the roll of eligible homes was taken (the vote opened); null before. */
    .addColumn('roll_frozen_at', 'text')
    /** When the opening notice was put in the outbox (once). */
    .addColumn('notice_queued_at', 'text')
    /** When the homes that had not voted were last reminded (at most once a day). */
    .addColumn('reminded_at', 'text')
    /** The certificate filed in the document library, once. */
    .addColumn('certificate_document_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('votes_opens_idx').on('votes').columns(['opens_at', 'id']).execute();

  await db.schema
    .createTable('vote_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vote_id', 'text', (c) => c.notNull().references('votes.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vote_options_vote_idx')
    .on('vote_options')
    .columns(['vote_id', 'position'])
    .execute();

  await db.schema
    .createTable('vote_roll')
    .addColumn('vote_id', 'text', (c) => c.notNull().references('votes.id').onDelete('cascade'))
    .addColumn('home_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vote_roll_pk', ['vote_id', 'home_id'])
    .execute();
  await db.schema.createIndex('vote_roll_home_idx').on('vote_roll').column('home_id').execute();

  await db.schema
    .createTable('vote_participation')
    .addColumn('vote_id', 'text', (c) => c.notNull().references('votes.id').onDelete('cascade'))
    .addColumn('home_id', 'text', (c) => c.notNull())
    /** The resident who cast it online; null for a paper ballot. */
    .addColumn('cast_by', 'text')
    .addColumn('cast_by_name', 'text', (c) => c.notNull())
    /** The admin who recorded a paper ballot; null online. */
    .addColumn('recorded_by', 'text')
    .addColumn('cast_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vote_participation_pk', ['vote_id', 'home_id'])
    .execute();

  await db.schema
    .createTable('vote_ballots')
    .addColumn('vote_id', 'text', (c) => c.notNull().references('votes.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    /** JSON array of option ids. */
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('receipt_hash', 'text', (c) => c.notNull())
    /** Only on an open (not secret) ballot: the home whose choice it is. */
    .addColumn('home_id', 'text')
    .addPrimaryKeyConstraint('vote_ballots_pk', ['vote_id', 'id'])
    .modifyEnd(rowOrder)
    .execute();

  // The published receipts, in code order, with nothing beside them.
  await db.schema
    .createTable('vote_receipts')
    .addColumn('vote_id', 'text', (c) => c.notNull().references('votes.id').onDelete('cascade'))
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vote_receipts_pk', ['vote_id', 'receipt'])
    .modifyEnd(rowOrder)
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'vote_receipts',
    'vote_ballots',
    'vote_participation',
    'vote_roll',
    'vote_options',
    'votes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
