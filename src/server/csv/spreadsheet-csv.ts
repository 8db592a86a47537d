import { stringify } from 'csv-stringify/sync';

/**
 * A cell as a spreadsheet will not run it: text starting with = + - @ (or a tab or CR) is read as a
 * formula by Excel and LibreOffice, so it gets a leading apostrophe (OWASP's CSV injection advice).
 */
function defused(value: string | null): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * CSV for download (RFC 4180: quoted where needed, CRLF line ends) with csv-stringify, every cell
 * defused for spreadsheets. The staff's exports (subscribers, the homes roll) all come from here.
 */
export function spreadsheetCsv(columns: string[], rows: (string | null)[][]): string {
  return stringify(
    rows.map((row) => row.map(defused)),
    { header: true, columns, record_delimiter: 'windows' },
  );
}
