import { ConfigError, loadConfig, type DatabaseConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';

/**
 * The frame of `npm run export` and `npm run import`: the file from the command line, the database
 * of DATABASE_URL, one summary line, and a plain message (no stack) with exit code 1 on failure.
 */
export async function runBackupCommand(command: {
  usage: string;
  run: (db: Db, engine: DatabaseConfig['kind'], file: string) => Promise<Record<string, number>>;
  summary: (rows: number, tables: number, file: string) => string;
}): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error(`Usage: ${command.usage}`);
    process.exit(2);
  }
  try {
    const config = loadConfig(process.env);
    const db = openDatabase(config.database);
    try {
      const counts = await command.run(db, config.database.kind, file);
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(command.summary(rows, Object.keys(counts).length, file));
    } finally {
      await db.destroy();
    }
  } catch (error) {
    console.error(
      error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message,
    );
    process.exit(1);
  }
}
