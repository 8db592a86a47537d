import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadNameParamsSchema } from '../../shared/uploads.ts';
import { sendStoredFile } from '../files/send.ts';
import { notFound } from '../http/errors.ts';
import { findUpload } from './queries.ts';

/**
 * Serves uploaded images at /uploads/<name> from the file store. Their names are random and never
 * reused, so browsers may keep them for a year; nosniff stops a browser from reading one as
 * anything but an image. A name no `uploads` row has is a 404 (so is the folder itself: nothing is
 * listed, and no name reaches the disk).
 */
const uploadedImages: FastifyPluginAsyncZod = async (app) => {
  app.get('/uploads/:name', { schema: { params: uploadNameParamsSchema } }, async (request, reply) => {
    const { name } = request.params;
    const file = name ? await findUpload(app.db, name) : undefined;
    if (!file) throw notFound('Image');
    return sendStoredFile(request, reply, file, {
      fileName: name,
      inline: true,
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
};

export default uploadedImages;
