import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isUploadedImagePath } from '../../shared/uploads.ts';
import type { Db } from '../db/connection.ts';
import { deleteFile, saveFile } from '../files/store.ts';
import { checkImage, imageContentType } from './images.ts';
import { insertUpload, uploadExists } from './queries.ts';

/** The largest file the import takes: uploads were re-encoded copies of at most 5 MB originals. */
const MAX_IMPORTED_BYTES = 50 * 1024 * 1024;

export interface ImportOutcome {
  imported: number;
  /** Files there were already in the store (an earlier start imported them). */
  present: number;
  /** Files that are not a complete image under an upload name (logged, left on disk). */
  skipped: number;
}

/**
 * Copies the images earlier versions kept in DATA_DIR/uploads into the file store, each under its
 * own name so every /uploads/<name> address in news and board rows keeps working. Run at every
 * start and idempotent: a name already in `uploads` is not read again. A file that is not a
 * complete JPEG, PNG, WebP or GIF (or has a name no upload could have) is logged and skipped, never
 * fatal. The files on disk are left where they are: the operator deletes the folder once satisfied.
 */
export async function importDiskUploads(db: Db, dir: string, log: FastifyBaseLogger): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { imported: 0, present: 0, skipped: 0 };
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return outcome;
    throw error;
  }
  for (const entry of entries) {
    // Dot-names were half-written files of the old disk store (.<name>.part).
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const name = entry.name;
    if (!isUploadedImagePath(`/uploads/${name}`)) {
      log.warn({ file: name }, 'uploads import: skipped a file whose name no upload has');
      outcome.skipped += 1;
      continue;
    }
    if (await uploadExists(db, name)) {
      outcome.present += 1;
      continue;
    }
    const bytes = await readFile(path.join(dir, name));
    try {
      await checkImage(bytes);
    } catch (error) {
      log.warn(
        { file: name, reason: (error as Error).message },
        'uploads import: skipped a file that is not an image',
      );
      outcome.skipped += 1;
      continue;
    }
    const file = await saveFile(db, bytes, { maxBytes: MAX_IMPORTED_BYTES, detectType: imageContentType });
    try {
      await insertUpload(db, name, file.id);
      outcome.imported += 1;
    } catch (error) {
      await deleteFile(db, file.id);
      // Another process starting at the same time imported it first.
      if (!(await uploadExists(db, name))) throw error;
      outcome.present += 1;
    }
  }
  return outcome;
}
