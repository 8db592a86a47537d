import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Migrator, sql } from 'kysely';
import { emptyWal, type Db } from '../db/connection.ts';
import { migrations } from '../db/migrations/index.ts';
import { decodeCell, EXPORT_FORMAT, EXPORT_VERSION, type Cell, type ExportHeader } from './format.ts';
import { rawDb, siteTables, type RawDb } from './tables.ts';

/** An export that cannot be loaded here; the CLI prints its message. */
export class ImportError extends Error {}

/** Rows inserted in one statement; statements also stop at about 4 MB of bytes (file chunks). */
const BATCH_ROWS = 200;
const BATCH_BYTES = 4 * 1024 * 1024;

async function* lines(file: string): AsyncGenerator<unknown> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim()) yield JSON.parse(line) as unknown;
  }
}

async function migrateTo(db: Db, last: string | undefined): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = last ? await migrator.migrateTo(last) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Loads an export into an empty database of either engine: the schema is brought to the export's
 * own migrations, the rows go in table by table (parents first) in one transaction, then the
 * migrations this version has beyond the export's run on the loaded data. Nothing is kept if
 * anything fails (a bad file, a count that does not match, a database that is not empty).
 */
export async function importSite(
  db: Db,
  engine: 'sqlite' | 'postgres',
  file: string,
): Promise<Record<string, number>> {
  const reader = lines(file)[Symbol.asyncIterator]();
  const first = await reader.next();
  const header = first.value as Partial<ExportHeader> | undefined;
  if (first.done || header?.format !== EXPORT_FORMAT) throw new ImportError('Not a site export file');
  if (header.version !== EXPORT_VERSION) {
    throw new ImportError(
      `Export format version ${header.version} is not supported (this version reads ${EXPORT_VERSION})`,
    );
  }
  const known = Object.keys(migrations);
  const theirs = header.migrations ?? [];
  if (theirs.length > known.length && known.every((name, i) => theirs[i] === name)) {
    throw new ImportError(
      `The export comes from a newer version of the site: its schema is at ${theirs.at(-1)}, this version ` +
        `knows up to ${known.at(-1)}. Update this site (git pull, npm ci) and import again.`,
    );
  }
  if (theirs.some((name, i) => known[i] !== name)) {
    throw new ImportError(
      `The export was made by a different version of the site (migrations ${theirs.join(', ')}); update this one first`,
    );
  }
  await migrateTo(db, theirs[theirs.length - 1]);
  const tables = new Map((await siteTables(db, engine)).map((t) => [t.name, t]));
  const raw = rawDb(db);
  for (const name of tables.keys()) {
    const row = await raw
      .selectFrom(name)
      .select(sql`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row)
      throw new ImportError(
        `The database is not empty (table ${name} has rows): import only into an empty database`,
      );
  }

  const counts: Record<string, number> = {};
  await raw.transaction().execute(async (trx) => {
    let table: { name: string; columns: string[] } | null = null;
    let batch: Record<string, unknown>[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (table && batch.length > 0) await trx.insertInto(table.name).values(batch).execute();
      batch = [];
      batchBytes = 0;
    };
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      const value = next.value;
      if (Array.isArray(value)) {
        if (!table) throw new ImportError('A row before its table in the export');
        const row: Record<string, unknown> = {};
        (value as Cell[]).forEach((cell, i) => {
          const decoded = decodeCell(cell);
          if (Buffer.isBuffer(decoded)) batchBytes += decoded.length;
          row[table!.columns[i]!] = decoded;
        });
        batch.push(row);
        counts[table.name] = (counts[table.name] ?? 0) + 1;
        if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        continue;
      }
      const marker = value as {
        table?: string;
        columns?: string[];
        end?: boolean;
        rows?: Record<string, number>;
      };
      await flush();
      if (marker.table) {
        const shape = tables.get(marker.table);
        if (!shape) throw new ImportError(`The export has a table this database does not: ${marker.table}`);
        const unknown = marker.columns!.filter((c) => !shape.columns.includes(c));
        if (unknown.length > 0)
          throw new ImportError(`Unknown columns in ${marker.table}: ${unknown.join(', ')}`);
        table = { name: marker.table, columns: marker.columns! };
        counts[table.name] = 0;
      } else if (marker.end) {
        for (const [name, expected] of Object.entries(marker.rows ?? {})) {
          if ((counts[name] ?? 0) !== expected) {
            throw new ImportError(
              `Table ${name}: the export says ${expected} rows, ${counts[name] ?? 0} were read`,
            );
          }
        }
        return;
      }
    }
    throw new ImportError('The export ends early (no end line): it is incomplete');
  });
  await migrateTo(db, undefined);
  // The rows as loaded (an older export may hold tokens a newer migration scrubbed) leave the WAL.
  await emptyWal(db);
  return counts;
}

export type { RawDb };
