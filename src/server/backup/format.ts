/**
 * The export file (docs/operating.md, "Backups"): gzip'd NDJSON, one JSON value a line, so it is written and read as a
 * stream and a large site never sits in memory:
 *   {"format":"hoa-site-export","version":1,"createdAt":…,"engine":…,"migrations":[…]}
 *   {"table":"users","columns":["id","email",…]}          then one line per row:
 *   ["u1","jane@example.org",…]                          (bytes as {"base64":"…"})
 *   …                                                    the next table, and so on
 *   {"end":true,"rows":{"users":12,…}}                   counts, checked on import
 */
export const EXPORT_FORMAT = 'hoa-site-export';
export const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  /** The migrations the exported database had run, in order: the schema the rows fit. */
  migrations: string[];
}

export type Cell = string | number | null | { base64: string };

/** A value as written: bytes become base64 (BLOB from SQLite, BYTEA from PostgreSQL alike). */
export function encodeCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { base64: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

export function decodeCell(cell: Cell): unknown {
  if (cell !== null && typeof cell === 'object') return Buffer.from(cell.base64, 'base64');
  return cell;
}
