/**
 * npm run export -- FILE
 * Writes the whole site (every table, every file) of DATABASE_URL to FILE (gzip'd NDJSON).
 */
import { exportSite } from '../backup/export.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run export -- site-backup.ndjson.gz');
  process.exit(2);
}

try {
  const config = loadConfig(process.env);
  const db = openDatabase(config.database);
  try {
    const counts = await exportSite(db, config.database.kind, file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Exported ${rows} rows from ${Object.keys(counts).length} tables to ${file}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message,
  );
  process.exit(1);
}
