import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { isStoredImage, storeWithoutMetadata } from './clean-images.ts';
import { deleteFile, saveFile, tooLargeMessage, type SaveOptions, type StoredFile } from './store.ts';

/**
 * Registers multipart parsing in the calling plugin's scope only, so no other route accepts
 * multipart bodies. Limits are given per request by receiveFiles.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 20, headerPairs: 100 },
  });
}

export interface ReceivedFile {
  /** The form field it came in. */
  field: string;
  /** The name the browser sent (information only: the type comes from the bytes). */
  fileName: string;
  file: StoredFile;
}

export interface ReceiveOptions extends SaveOptions {
  /** The fields files may come in; a file in any other field is refused (400). */
  fileFields: string[];
  /** At most this many files; more -> 413. */
  maxFiles: number;
  /** At most this many text fields (default 20). */
  maxFields?: number;
  /** At most this many bytes of files in one request (default: maxFiles x maxBytes); more -> 413. */
  maxTotalBytes?: number;
  /** Replace every image by a copy without its metadata (storeWithoutMetadata). */
  withoutImageMetadata?: boolean;
}

export interface ReceivedForm {
  files: ReceivedFile[];
  /** Text fields; a field sent twice keeps its last value. */
  fields: Record<string, string>;
}

const FORM_MESSAGE = 'Send the form as multipart/form-data';

export function tooLargeTogetherMessage(maxTotalBytes: number): string {
  const mb = maxTotalBytes / 1024 / 1024;
  return `The files are too large together; the limit is ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB for one upload`;
}

/** The parts' bytes as they pass, refused (413) once the request's files add up to more than allowed. */
async function* countedTotal(
  input: AsyncIterable<Buffer>,
  total: { bytes: number; max: number },
): AsyncGenerator<Buffer> {
  for await (const piece of input) {
    total.bytes += piece.length;
    if (total.bytes > total.max) throw new HttpError(413, tooLargeTogetherMessage(total.max));
    yield piece;
  }
}

/**
 * Streams every file of a multipart request into the file store as it arrives (no file is ever
 * held whole in memory or written to disk) and collects the text fields. Any refusal (too large
 * -> 413, too many files or too many bytes together -> 413, type -> 415, a file in an unknown
 * field -> 400) deletes the files already stored, reads the rest of the body to its end (so the
 * browser sees the answer rather than a reset connection) and throws the HttpError. A
 * Content-Length that cannot fit is refused before anything is read. With withoutImageMetadata,
 * each image is then stored again without its metadata (a damaged one refuses the whole upload).
 */
export async function receiveFiles(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(415, FORM_MESSAGE);
  const eachFull = options.maxFiles * options.maxBytes;
  const total = { bytes: 0, max: Math.min(options.maxTotalBytes ?? eachFull, eachFull) };
  const declared = Number(request.headers['content-length']);
  // The fields and part headers are small beside the files.
  if (Number.isFinite(declared) && declared > total.max + 1024 * 1024) {
    throw new HttpError(
      413,
      total.max < eachFull ? tooLargeTogetherMessage(total.max) : tooLargeMessage(options.maxBytes),
    );
  }

  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      // One byte more than allowed, so saveFile sees the file is too large and says so.
      fileSize: options.maxBytes + 1,
      files: options.maxFiles,
      fields: options.maxFields ?? 20,
      parts: options.maxFiles + (options.maxFields ?? 20),
    },
  });
  let refusal: unknown = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (refusal) {
        await drain(part.file);
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        refusal = new HttpError(400, `Files go in the field "${options.fileFields[0]}"`);
        await drain(part.file);
        continue;
      }
      try {
        // destroyOnReturn false: a refusal mid-file leaves the stream open to be read to its end.
        const input = part.file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
        const file = await saveFile(request.server.db, countedTotal(input, total), options);
        files.push({ field: part.fieldname, fileName: part.filename, file });
      } catch (error) {
        // The stream failing (a part cut short, a client gone) is the body's fault; anything else
        // saveFile throws (the database) stays what it is.
        const streamFailed = part.file.errored !== null || part.file.readableAborted;
        refusal = streamFailed ? multipartError(error, options.maxBytes) : error;
        await drain(part.file);
      }
    }
  } catch (error) {
    refusal ??= multipartError(error, options.maxBytes);
  }
  if (!refusal && options.withoutImageMetadata) {
    try {
      for (const received of files) {
        if (isStoredImage(received.file)) {
          received.file = await storeWithoutMetadata(request.server.db, received.file, options);
        }
      }
    } catch (error) {
      refusal = error;
    }
  }
  if (refusal) {
    await Promise.all(files.map(({ file }) => deleteFile(request.server.db, file.id).catch(() => {})));
    throw refusal;
  }
  return { files, fields };
}

/** Reads the rest of a part and throws it away. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => {});
}

/** Multipart failures (limits, malformed bodies) as clear 4xx answers; anything else as it is. */
function multipartError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLargeMessage(maxBytes));
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'Too many files in one upload');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Too many fields in the form');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, FORM_MESSAGE);
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, 'The form could not be read');
  // Everything else the parser raises is the body (a missing boundary, a part cut short, a client
  // that went away): the client's fault, never a 500.
  return new HttpError(400, 'The upload could not be read');
}

/**
 * The text fields of a multipart form checked against a shared zod schema, with the same error
 * body as a JSON route's validation (400, `{ message, errors }`).
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new HttpError(400, errors[0]?.message ?? 'Invalid form', errors);
}
