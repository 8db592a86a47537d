import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';
import { encodeCell, EXPORT_FORMAT, EXPORT_VERSION, type ExportHeader } from './format.ts';
import { rawDb, siteTables, type RawDb, type TableShape } from './tables.ts';

/** Rows read at once: few for tables holding bytes (a file chunk is 256 KiB), more for the rest. */
const PAGE_ROWS = 500;
const BINARY_PAGE_ROWS = 8;

/** The migrations this database has run, in order. */
export async function ranMigrations(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    rawDb(db),
  );
  return rows.rows.map((r) => r.name);
}

/**
 * One table's rows in key order, a page at a time (keyset pagination: `(key) > (last key)`, which
 * both engines understand), so memory holds one page whatever the table's size.
 */
async function* tableRows(raw: RawDb, table: TableShape): AsyncGenerator<Record<string, unknown>> {
  const page = table.binary ? BINARY_PAGE_ROWS : PAGE_ROWS;
  const order = table.key.length > 0 ? table.key : table.columns;
  const keyList = sql.join(order.map((c) => sql.ref(c)));
  let after: unknown[] | null = null;
  for (;;) {
    const from = sql.table(table.name);
    const where: ReturnType<typeof sql> = after
      ? sql`where (${keyList}) > (${sql.join(after.map((v) => sql`${v}`))})`
      : sql``;
    const rows = (
      await sql<
        Record<string, unknown>
      >`select * from ${from} ${where} order by ${keyList} limit ${page}`.execute(raw)
    ).rows;
    for (const row of rows) yield row;
    if (rows.length < page) return;
    const last = rows[rows.length - 1]!;
    after = order.map((c) => last[c]);
  }
}

/** The export's lines, header first. */
async function* exportLines(db: Db, engine: 'sqlite' | 'postgres'): AsyncGenerator<string> {
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    createdAt: nowIso(),
    engine,
    migrations: await ranMigrations(db),
  };
  yield `${JSON.stringify(header)}\n`;
  const raw = rawDb(db);
  const counts: Record<string, number> = {};
  for (const table of await siteTables(db, engine)) {
    yield `${JSON.stringify({ table: table.name, columns: table.columns })}\n`;
    let count = 0;
    for await (const row of tableRows(raw, table)) {
      yield `${JSON.stringify(table.columns.map((c) => encodeCell(row[c])))}\n`;
      count += 1;
    }
    counts[table.name] = count;
  }
  yield `${JSON.stringify({ end: true, rows: counts })}\n`;
}

/**
 * Writes the whole site (every table, files included: their bytes are rows of stored_file_chunks)
 * to `file` as gzip'd NDJSON, streamed. Reads go page by page outside a transaction, so run it on
 * a quiet site or accept that rows written meanwhile may or may not be in it (docs/operating.md: Backups).
 */
export async function exportSite(
  db: Db,
  engine: 'sqlite' | 'postgres',
  file: string,
): Promise<Record<string, number>> {
  let counts: Record<string, number> = {};
  const lines = exportLines(db, engine);
  async function* tracked(): AsyncGenerator<string> {
    for await (const line of lines) {
      if (line.startsWith('{"end":true'))
        counts = (JSON.parse(line) as { rows: Record<string, number> }).rows;
      yield line;
    }
  }
  // Readable by its owner only (0600), set before a byte is written, also when the file existed: it
  // holds every account's password hash and every resident's address.
  const handle = await open(file, 'w', 0o600);
  await handle.chmod(0o600);
  await pipeline(Readable.from(tracked()), createGzip(), handle.createWriteStream());
  return counts;
}
