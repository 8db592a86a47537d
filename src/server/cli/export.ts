/**
 * npm run export -- FILE
 * Writes the whole site (every table, every file) of DATABASE_URL to FILE (gzip'd NDJSON).
 */
import { exportSite } from '../backup/export.ts';
import { runBackupCommand } from './backup-command.ts';

await runBackupCommand({
  usage: 'npm run export -- site-backup.ndjson.gz',
  run: exportSite,
  summary: (rows, tables, file) => `Exported ${rows} rows from ${tables} tables to ${file}`,
});
