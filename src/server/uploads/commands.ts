import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../shared/uploads.ts';
import { recordAudit } from '../audit/record.ts';
import { HttpError } from '../http/errors.ts';
import { storeImage } from './images.ts';

const TOO_BIG_MESSAGE = `The image is too large; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const SEND_AS_MULTIPART = `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`;

/**
 * An uploaded image, whole: the one file of the multipart body read into memory (at most 5 MB),
 * checked and re-encoded into the store, the audit entry. Answers the URL it is served at.
 */
export async function uploadImage(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new HttpError(415, SEND_AS_MULTIPART);
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, 'Choose an image to upload');
    if (file.fieldname !== UPLOAD_FIELD) {
      file.file.resume();
      throw new HttpError(400, `Send the image in the field "${UPLOAD_FIELD}"`);
    }
    bytes = await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
  const url = await storeImage(bytes, app.db);
  await recordAudit(request, { action: 'create', kind: 'upload', objectId: null, summary: url });
  return url;
}

/** Multipart failures (too big, too many parts, malformed) as clear 4xx answers. */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, TOO_BIG_MESSAGE);
  if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
    return new HttpError(413, 'Send one image at a time');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, SEND_AS_MULTIPART);
  // Everything else that can go wrong here is the request's body (a missing boundary, a part cut
  // short, a client that aborted): the client's fault, never a 500.
  return new HttpError(400, 'The upload could not be read');
}
