import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { PDF_TEXT_LIMITS, type DocumentTextState } from '../../shared/documents/text.ts';
import type { Db } from '../db/connection.ts';
import { readFileRange, type StoredFile } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';
import { runBoundedChild, type ChildLimits } from './bounded-child.ts';
import { PDF_TEXT_EXIT } from './pdf-text-exit.ts';
import { NO_TEXT, type SearchableText } from './search-text.ts';

export const ENCRYPTED_PDF_MESSAGE =
  'This PDF is protected with a password. Save a copy without the password and upload that.';
export const BROKEN_PDF_MESSAGE = 'This PDF could not be read; it may be damaged or incomplete.';

/** A PDF's text in the forms search reads (all '' unless the state is 'indexed' or 'partial'). */
export interface PdfText extends SearchableText {
  state: Exclude<DocumentTextState, 'none'>;
}

/**
 * The child's command line: from the sources (tests, `npm run dev`) the TypeScript file through
 * tsx; from the build (`npm start`) the bundled `pdf-text-child.js`, an entry of its own in
 * dist/server, one folder above the chunk this module is bundled into.
 */
function childArgs(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const source = path.join(here, 'pdf-text-child.ts');
  if (import.meta.url.endsWith('.ts') && existsSync(source)) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return ['--import', tsx, source];
  }
  const built = [path.join(here, 'pdf-text-child.js'), path.join(here, '..', 'pdf-text-child.js')];
  const script = built.find((candidate) => existsSync(candidate));
  if (!script) throw new Error(`pdf-text-child.js is missing from the build (looked in ${here})`);
  return [script];
}

let args: string[] | undefined;

// One extraction at a time per process: each may use up to the memory limit, so several staff
// uploading at once wait for each other rather than add up.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The text of a stored PDF for search, read by pdf.js in a process of its own (pdf-text-child.ts)
 * that is killed past the time or memory limit: the server answers other requests meanwhile, and a
 * PDF that asks too much is kept without its text (its state says why) rather than holding the
 * server. A damaged PDF or one that needs a password: HttpError 422.
 */
export function extractPdfText(
  db: Db,
  file: StoredFile,
  options: { limits: ChildLimits; log?: FastifyBaseLogger },
): Promise<PdfText> {
  const run = queue.then(() => extract(db, file, options.limits, options.log));
  queue = run.catch(() => {});
  return run;
}

async function extract(
  db: Db,
  file: StoredFile,
  limits: ChildLimits,
  log: FastifyBaseLogger | undefined,
): Promise<PdfText> {
  args ??= childArgs();
  const run = await runBoundedChild(args, readFileRange(db, file), {
    ...limits,
    // Three forms of the text; UTF-8 takes at most 3 bytes for a UTF-16 code unit.
    maxOutputBytes: 3 * PDF_TEXT_LIMITS.characters * 3 + 2,
  });
  const facts = {
    fileId: file.id,
    size: file.size,
    code: run.code,
    peakMemoryMb: Math.round(run.peakMemoryBytes / 1024 / 1024),
  };
  if (run.stoppedBy === 'time' || run.stoppedBy === 'memory') {
    log?.warn({ ...facts, stoppedBy: run.stoppedBy }, 'PDF text extraction stopped at its limit');
    return { ...NO_TEXT, state: run.stoppedBy === 'time' ? 'too-slow' : 'too-large' };
  }
  switch (run.stoppedBy === 'output' ? null : run.code) {
    case PDF_TEXT_EXIT.complete:
    case PDF_TEXT_EXIT.cut: {
      const [text = '', searchText = '', searchWords = ''] = run.stdout.toString('utf8').split('\0');
      if (!text) return { ...NO_TEXT, state: 'empty' };
      const state = run.code === PDF_TEXT_EXIT.cut ? 'partial' : 'indexed';
      return { text, searchText, searchWords, state };
    }
    case PDF_TEXT_EXIT.password:
      throw new HttpError(422, ENCRYPTED_PDF_MESSAGE);
    case PDF_TEXT_EXIT.broken:
      throw new HttpError(422, BROKEN_PDF_MESSAGE);
    default:
      // V8 ending the child at its heap limit is the memory limit too; anything else (a crash,
      // more output than any text could be) is logged and the document kept without its text.
      if (/heap out of memory|heap limit/i.test(run.stderr)) {
        log?.warn({ ...facts, stoppedBy: 'heap' }, 'PDF text extraction stopped at its limit');
        return { ...NO_TEXT, state: 'too-large' };
      }
      log?.error({ ...facts, stderr: run.stderr }, 'PDF text extraction failed');
      return { ...NO_TEXT, state: 'unreadable' };
  }
}
