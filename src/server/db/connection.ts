import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Called when PostgreSQL drops an idle pooled connection (a restart, a failover, an admin). */
export type ConnectionLost = (error: Error) => void;

export function openDatabase(config: DatabaseConfig, onConnectionLost: ConnectionLost = () => {}): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // Without a listener, an idle connection that the server ends would crash the process; the pool
    // drops it and opens a fresh one for the next query.
    pool.on('error', onConnectionLost);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  }
  if (config.file !== ':memory:') mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers run beside the writer; NORMAL keeps every committed write through a process
  // crash (FULL would be needed to survive power loss, see README); foreign keys are off by default.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown'}`,
    );
  }
}
