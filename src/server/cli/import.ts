/**
 * npm run import -- FILE
 * Loads an export into the (empty) database of DATABASE_URL, SQLite or PostgreSQL alike.
 */
import { importSite } from '../backup/import.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import -- site-backup.ndjson.gz');
  process.exit(2);
}

try {
  const config = loadConfig(process.env);
  const db = openDatabase(config.database);
  try {
    const counts = await importSite(db, config.database.kind, file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Imported ${rows} rows into ${Object.keys(counts).length} tables from ${file}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message,
  );
  process.exit(1);
}
