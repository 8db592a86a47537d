import { parse } from 'csv-parse/sync';
import { spreadsheetCsv } from '../csv/spreadsheet-csv.ts';
import {
  HOME_MESSAGES,
  HOMES_IMPORT_MAX_LINES,
  homeInputSchema,
  type HomeValues,
} from '../../shared/homes/homes.ts';
import { addressKey } from '../../shared/homes/address-key.ts';

/** A roll read from CSV: the homes to create, how many were already known, and each refused line. */
export interface ReadRoll {
  homes: HomeValues[];
  skipped: number;
  errors: { line: number; message: string }[];
}

/** A file refused as a whole (a wrong header, no rows, too many): nothing of it is imported. */
export class RollFileError extends Error {}

/**
 * Reads a board's roll (`address,lot`, as a spreadsheet exports it) with csv-parse: quotes and commas
 * inside fields, a BOM, CRLF line ends. A line is refused on its own (its number, as a spreadsheet
 * counts: the header is line 1) and the good lines still load; a line whose address is already on
 * the roll, or earlier in the file, is skipped.
 */
export function readRoll(text: string, known: Set<string>): ReadRoll {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // csv-parse types the answer of `info: true` as bare records.
    }) as unknown as typeof records;
  } catch (error) {
    throw new RollFileError(
      HOME_MESSAGES.csvUnreadable(error instanceof Error ? error.message : String(error)),
    );
  }
  const [header, ...rows] = records;
  const columns = header?.record.map((c) => c.toLowerCase());
  if (
    !columns ||
    columns[0] !== 'address' ||
    (columns.length > 1 && columns[1] !== 'lot') ||
    columns.length > 2
  ) {
    throw new RollFileError(rows.length === 0 && !header ? HOME_MESSAGES.csvEmpty : HOME_MESSAGES.csvHeader);
  }
  if (rows.length === 0) throw new RollFileError(HOME_MESSAGES.csvEmpty);
  if (rows.length > HOMES_IMPORT_MAX_LINES) throw new RollFileError(HOME_MESSAGES.csvTooLong);

  const seen = new Set(known);
  const result: ReadRoll = { homes: [], skipped: 0, errors: [] };
  for (const { record: row, info } of rows) {
    // The line the record ends on, as a spreadsheet numbers them (the header is line 1).
    const line = info.lines;
    if (row.length > 2) {
      result.errors.push({ line, message: HOME_MESSAGES.csvFields });
      continue;
    }
    const parsed = homeInputSchema.safeParse({ address: row[0], lot: row[1] });
    if (!parsed.success) {
      result.errors.push({ line, message: parsed.error.issues[0]!.message });
      continue;
    }
    const key = addressKey(parsed.data.address);
    if (seen.has(key)) {
      result.skipped += 1;
      continue;
    }
    seen.add(key);
    result.homes.push(parsed.data);
  }
  return result;
}

/** The roll as CSV, in the import's format, so an export loads back as it was. */
export function writeRoll(homes: { address: string; lot: string | null }[]): string {
  return spreadsheetCsv(
    ['address', 'lot'],
    homes.map((home) => [home.address, home.lot]),
  );
}
