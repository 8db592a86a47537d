import path from 'node:path';
import { openDatabase, type Db } from '../../src/server/db/connection.ts';
import { factories, type Factories } from '../../test/support/factories.ts';

/**
 * The browser tests' way into the site's database: the app's own typed layer (table types,
 * insert functions, the test factories) on the SQLite file the test server runs on, opened for
 * one step and closed again. Tests seed what the API refuses (past events, delivered messages)
 * and check what a page must not have done, without SQL of their own.
 */
export async function withDatabase<T>(work: (db: Db, make: Factories) => Promise<T>): Promise<T> {
  const db = openDatabase({ kind: 'sqlite', file: path.join(process.env.E2E_DATA_DIR!, 'e2e.sqlite') });
  try {
    return await work(db, factories(db));
  } finally {
    await db.destroy();
  }
}
