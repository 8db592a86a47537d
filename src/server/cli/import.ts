/**
 * npm run import -- FILE
 * Loads an export into the (empty) database of DATABASE_URL, SQLite or PostgreSQL alike.
 */
import { importSite } from '../backup/import.ts';
import { runBackupCommand } from './backup-command.ts';

await runBackupCommand({
  usage: 'npm run import -- site-backup.ndjson.gz',
  run: importSite,
  summary: (rows, tables, file) => `Imported ${rows} rows into ${tables} tables from ${file}`,
});
