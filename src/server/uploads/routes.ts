import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsContract as api } from '../../shared/contracts/uploads.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads.ts';
import { routeOf } from '../http/contract-routes.ts';
import { uploadImage } from './commands.ts';

/** POST /api/uploads: one image in the multipart field `image`, for staff (uploads.write). */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only, so no other route accepts multipart bodies. The file is read into
  // memory (at most 5 MB) and only its checked, re-encoded copy is stored (in the database).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });

  app.route({
    ...routeOf(api.upload),
    handler: async (request, reply) =>
      reply.status(201).send({ data: { url: await uploadImage(app, request) } }),
  });
};

export default uploadsRoutes;
