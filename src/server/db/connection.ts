import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteAdapter,
  SqliteDialect,
} from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import type { ContentVersion } from './content-version.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The PostgreSQL pool behind a database, for the pool-usage metrics; none for SQLite. */
const pools = new WeakMap<Db, pg.Pool>();
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** Called when PostgreSQL drops a pooled connection (a restart, a failover, an idle timeout, an admin). */
export type ConnectionLost = (error: Error) => void;

/** `version`, when given, counts the writes made through this connection (the response cache). */
export function openDatabase(
  config: DatabaseConfig,
  onConnectionLost: ConnectionLost = () => {},
  version?: ContentVersion,
): Db {
  const plugins = version ? [new CamelCasePlugin(), version] : [new CamelCasePlugin()];
  if (config.kind === 'postgres') {
    // Loaded here, not with the module: a process on SQLite never needs pg (about 14 MiB).
    const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
    const pool = new Pool({ connectionString: config.url, max: 10 });
    // A connection the server ends emits 'error' on its client, idle or busy. The pool listens only
    // while a client is idle, and an 'error' with no listener ends the process; so every client gets
    // a listener of its own for its whole life. The query in flight fails (the request answers 503,
    // see isDatabaseUnavailable), the pool discards the broken client and opens a fresh one.
    pool.on('connect', (client) => client.on('error', onConnectionLost));
    // The pool re-emits an idle client's error, already reported by the client's own listener.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    pools.set(db, pool);
    return db;
  }
  if (config.file !== ':memory:') mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers run beside the writer; NORMAL keeps every committed write through a process
  // crash (FULL would be needed to survive power loss, see docs/operating.md, "Durability"); foreign keys are off by default.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted and overwritten content is zeroed, not left in free space: a value removed from the
  // database (a scrubbed token, a deleted account) is not still in a copy of the file.
  sqlite.pragma('secure_delete = ON');
  if (version) {
    // Prepared once: `sqlite.pragma()` prepares the statement anew on every call.
    const dataVersion = sqlite.prepare('pragma data_version').pluck();
    version.watchOtherConnections(() => dataVersion.get() as number);
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
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
  if (results?.some((r) => r.status === 'Success')) await emptyWal(db);
}

/**
 * On SQLite, copies the WAL into the database file and truncates it to nothing: page images from
 * before a migration (tokens it scrubbed, say) stay in the WAL file until overwritten otherwise.
 * Nothing on PostgreSQL.
 */
export async function emptyWal(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
}

/** PostgreSQL error classes that mean "no connection right now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or refused connection with these messages and no code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * True when a query failed because the database could not be reached or dropped the connection
 * (a failover, a restart, too many connections, SQLite locked past its busy timeout): the request
 * may succeed if tried again, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code) || code === 'SQLITE_BUSY') return true;
  }
  return UNAVAILABLE_MESSAGES.test(error.message);
}
