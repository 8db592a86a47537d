import { createHash } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { HttpError } from '../http/errors.ts';

/** A complete file in the store. */
export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes: the file's ETag and an integrity check. */
  sha256: string;
  createdAt: string;
}

/** Bytes a chunk row holds: small enough that reading one costs little, large enough that a 25 MB file is 100 rows. */
export const CHUNK_SIZE = 256 * 1024;

/** How many bytes of a file detectType is shown (every supported magic number fits in it). */
const HEAD_BYTES = 64;

export const UNSUPPORTED_FILE_MESSAGE = 'Only PDF, PNG, JPEG and WebP files can be uploaded';

export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / 1024 / 1024;
  return `The file is too large; the limit is ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export interface SaveOptions {
  maxBytes: number;
  /** The stored type from the file's first bytes, or null to refuse it (415). */
  detectType: (head: Buffer) => string | null;
  /** The 415's message when detectType refuses (default: the documents' UNSUPPORTED_FILE_MESSAGE). */
  unsupportedMessage?: string;
}

/**
 * Streams the input into the database chunk by chunk: at most one chunk (plus what the input hands
 * over at once) is in memory, each chunk is its own short write (no transaction held open while a
 * slow client uploads, so other requests keep the database), and the file becomes visible only
 * when its last byte and its SHA-256 are written. Above maxBytes: HttpError 413; a type detectType
 * refuses: 415; empty: 400. Whatever was written of a refused or failed file is deleted again.
 */
export async function saveFile(
  db: Db,
  input: AsyncIterable<Buffer> | Buffer,
  options: SaveOptions,
): Promise<StoredFile> {
  const id = newId();
  const createdAt = nowIso();
  const hash = createHash('sha256');
  let contentType: string | null = null;
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let rowWritten = false;

  const writeChunk = async (data: Buffer) => {
    if (!rowWritten) {
      await db
        .insertInto('storedFiles')
        .values({
          id,
          contentType: contentType!,
          size: 0,
          chunkSize: CHUNK_SIZE,
          sha256: null,
          completedAt: null,
          createdAt,
        })
        .execute();
      rowWritten = true;
    }
    await db.insertInto('storedFileChunks').values({ fileId: id, seq, data }).execute();
    seq += 1;
  };

  const take = (length: number): Buffer => {
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const taken = all.subarray(0, length);
    const rest = all.subarray(length);
    pending = rest.length > 0 ? [rest] : [];
    pendingBytes = rest.length;
    return Buffer.from(taken);
  };

  const checkType = () => {
    const head = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    contentType = options.detectType(head.subarray(0, HEAD_BYTES));
    if (!contentType) throw new HttpError(415, options.unsupportedMessage ?? UNSUPPORTED_FILE_MESSAGE);
  };

  try {
    for await (const piece of Buffer.isBuffer(input) ? [input] : input) {
      if (piece.length === 0) continue;
      size += piece.length;
      if (size > options.maxBytes) throw new HttpError(413, tooLargeMessage(options.maxBytes));
      hash.update(piece);
      pending.push(piece);
      pendingBytes += piece.length;
      if (!contentType && pendingBytes >= HEAD_BYTES) checkType();
      while (contentType && pendingBytes >= CHUNK_SIZE) await writeChunk(take(CHUNK_SIZE));
    }
    if (size === 0) throw new HttpError(400, 'The file is empty');
    if (!contentType) checkType();
    if (pendingBytes > 0) await writeChunk(take(pendingBytes));
    const sha256 = hash.digest('hex');
    await db
      .updateTable('storedFiles')
      .set({ size, sha256, completedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return { id, contentType: contentType!, size, sha256, createdAt };
  } catch (error) {
    if (rowWritten) await deleteFile(db, id).catch(() => {});
    throw error;
  }
}

/** A complete file, or undefined (unknown, deleted, or still being written). */
export async function getFile(db: Db, id: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('storedFiles')
    .select(['id', 'contentType', 'size', 'sha256', 'createdAt'])
    .where('id', '=', id)
    .where('completedAt', 'is not', null)
    .executeTakeFirst();
  if (!row || row.sha256 === null) return undefined;
  return { ...row, size: Number(row.size), sha256: row.sha256 };
}

/** Removes the bytes. Callers delete a file when the last row that uses it goes. */
export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('storedFileChunks').where('fileId', '=', id).execute();
  await db.deleteFrom('storedFiles').where('id', '=', id).execute();
}

/**
 * The bytes from `start` to `end` (inclusive), one chunk row per read, so a download never holds
 * more than one chunk in memory. The file must be complete (from getFile).
 */
export async function* readFileRange(
  db: Db,
  file: StoredFile,
  start = 0,
  end = file.size - 1,
): AsyncGenerator<Buffer> {
  if (file.size === 0 || end < start) return;
  const first = Math.floor(start / CHUNK_SIZE);
  const last = Math.floor(end / CHUNK_SIZE);
  for (let seq = first; seq <= last; seq += 1) {
    const row = await db
      .selectFrom('storedFileChunks')
      .select('data')
      .where('fileId', '=', file.id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) throw new Error(`stored file ${file.id} is missing chunk ${seq}`);
    const chunkStart = seq * CHUNK_SIZE;
    const from = Math.max(start - chunkStart, 0);
    const to = Math.min(end - chunkStart + 1, row.data.length);
    yield from === 0 && to === row.data.length ? row.data : row.data.subarray(from, to);
  }
}

/** Reads a whole (small) file into memory: for images being re-encoded, never for documents. */
export async function readWholeFile(db: Db, file: StoredFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readFileRange(db, file)) parts.push(part);
  return Buffer.concat(parts);
}

/**
 * Removes files whose upload never finished (the process stopped or lost its connection midway)
 * and that are older than `olderThanMs`, so a slow upload still in progress elsewhere is left alone.
 */
export async function deleteAbandonedFiles(db: Db, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const before = new Date(Date.now() - olderThanMs).toISOString();
  const rows = await db
    .selectFrom('storedFiles')
    .select('id')
    .where('completedAt', 'is', null)
    .where('createdAt', '<', before)
    .execute();
  for (const row of rows) await deleteFile(db, row.id);
  return rows.length;
}
