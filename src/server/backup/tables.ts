import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connection.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are found at run time, not typed
export type RawDb = Kysely<any>;

export interface TableShape {
  name: string;
  /** Column names as the database spells them (snake_case). */
  columns: string[];
  /** The primary key's columns, in key order: the order rows are read in, page by page. */
  key: string[];
  /** True when a column holds bytes (BLOB / BYTEA): such tables are read a few rows at a time. */
  binary: boolean;
  /** Tables this one references (foreign keys), other than itself. */
  references: string[];
}

/** Kysely's own bookkeeping: the migration list goes in the export's header instead. */
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The database without the camelCase plugin: rows as stored, column names as the database has them. */
export const rawDb = (db: Db): RawDb => db.withoutPlugins() as RawDb;

/**
 * Every table of the site with its columns, key and foreign keys, found in the database itself (on
 * either engine), so a table a later migration adds is exported and imported with no change here.
 * Ordered so that a table comes after every table it references (the order rows can be inserted in).
 */
export async function siteTables(db: Db, engine: 'sqlite' | 'postgres'): Promise<TableShape[]> {
  const raw = rawDb(db);
  const found = (await raw.introspection.getTables()).filter((t) => !SKIPPED.has(t.name) && !t.isView);
  const shapes: TableShape[] = [];
  for (const table of found) {
    const columns = table.columns.map((c) => c.name);
    const binary = table.columns.some((c) => /^(blob|bytea)$/i.test(c.dataType));
    shapes.push({ name: table.name, columns, binary, ...(await keysOf(raw, engine, table.name)) });
  }
  return dependencyOrder(shapes);
}

async function keysOf(
  raw: RawDb,
  engine: 'sqlite' | 'postgres',
  table: string,
): Promise<{ key: string[]; references: string[] }> {
  if (engine === 'sqlite') {
    const info = await sql<{
      name: string;
      pk: number;
    }>`select name, pk from pragma_table_info(${table})`.execute(raw);
    const fks = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
      raw,
    );
    return {
      key: info.rows
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: [...new Set(fks.rows.map((f) => f.table))].filter((t) => t !== table),
    };
  }
  const key = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i
    join lateral unnest(i.indkey) with ordinality as k(attnum, n) on true
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = ${table}::regclass and i.indisprimary
    order by k.n`.execute(raw);
  const fks = await sql<{ parent: string }>`
    select distinct confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and conrelid = ${table}::regclass`.execute(raw);
  return {
    key: key.rows.map((r) => r.name),
    references: fks.rows.map((r) => r.parent.replace(/^"|"$/g, '')).filter((t) => t !== table),
  };
}

/** Parents before children; otherwise by name, so two exports of one site list tables alike. */
function dependencyOrder(shapes: TableShape[]): TableShape[] {
  const byName = new Map(shapes.map((s) => [s.name, s]));
  const done = new Set<string>();
  const ordered: TableShape[] = [];
  const visit = (shape: TableShape, path: Set<string>) => {
    if (done.has(shape.name) || path.has(shape.name)) return;
    path.add(shape.name);
    for (const parent of [...shape.references].sort()) {
      const parentShape = byName.get(parent);
      if (parentShape) visit(parentShape, path);
    }
    done.add(shape.name);
    ordered.push(shape);
  };
  for (const shape of [...shapes].sort((a, b) => a.name.localeCompare(b.name))) visit(shape, new Set());
  return ordered;
}
