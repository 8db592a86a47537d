import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
type Db = Kysely<any>;

/**
 * Scheduled backups (issue 28): one row per attempt, so every process (and the admin dashboard)
 * knows when the last backup was written and whether the last attempt failed.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The community-local day the backup is for (one successful backup a day).
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('file', 'text')
    .addColumn('bytes', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_started_idx').on('backup_runs').column('started_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
