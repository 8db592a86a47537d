import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '../db/connection.ts';
import { readWholeFile, type StoredFile } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';

/** Most characters of a PDF's text kept for search (a few hundred pages of prose). */
const MAX_TEXT = 2_000_000;

export const ENCRYPTED_PDF_MESSAGE =
  'This PDF is protected with a password. Save a copy without the password and upload that.';
export const BROKEN_PDF_MESSAGE = 'This PDF could not be read; it may be damaged or incomplete.';

// pdf.js needs the whole file at once (random access to its cross-reference table), so extraction
// is the one step that holds a document in memory. One at a time per process keeps that to a
// single document (at most DOCUMENT_MAX_MB) however many staff upload at once.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The text of a stored PDF for search, whitespace folded; '' for a scan with no text layer (it
 * stays findable by its title). A damaged PDF or one that needs a password: HttpError 422.
 */
export function extractPdfText(db: Db, file: StoredFile): Promise<string> {
  const run = queue.then(() => extract(db, file));
  queue = run.catch(() => {});
  return run;
}

async function extract(db: Db, file: StoredFile): Promise<string> {
  const bytes = await readWholeFile(db, file);
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
      verbosity: 0,
      // No fonts, workers or anything else fetched: everything pdf.js needs is in the package.
      disableFontFace: true,
      isEvalSupported: false,
    });
  } catch (error) {
    throw pdfError(error);
  }
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
  } catch (error) {
    throw pdfError(error);
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

function pdfError(error: unknown): HttpError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new HttpError(422, ENCRYPTED_PDF_MESSAGE);
  return new HttpError(422, BROKEN_PDF_MESSAGE);
}
