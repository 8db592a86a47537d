import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, uploadResponseSchema } from '../../shared/uploads.ts';
import { recordAudit } from '../audit/record.ts';
import { HttpError } from '../http/errors.ts';
import { storeImage } from './images.ts';

const TOO_BIG_MESSAGE = `The image is too large; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** POST /api/uploads: one image in the multipart field `image`, for moderators and admins. */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only, so no other route accepts multipart bodies. The file is read into
  // memory (at most 5 MB) and only its checked, re-encoded copy is stored (in the database).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });

  const schema = { response: { 201: uploadResponseSchema } };
  app.post('/', { config: { access: 'moderator' }, schema }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
    }
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
    return reply.status(201).send({ data: { url } });
  });
};

/** Multipart failures (too big, too many parts, malformed) as clear 4xx answers. */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, TOO_BIG_MESSAGE);
  if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
    return new HttpError(413, 'Send one image at a time');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
  }
  // Everything else that can go wrong here is the request's body (a missing boundary, a part cut
  // short, a client that aborted): the client's fault, never a 500.
  return new HttpError(400, 'The upload could not be read');
}

export default uploadsRoutes;
