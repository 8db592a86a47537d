import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsContract as api } from '../../shared/contracts/documents.ts';
import { visibleDocumentTiers } from '../../shared/policies.ts';
import { fileNameFor } from '../files/content-types.ts';
import { registerMultipart } from '../files/multipart-files.ts';
import { sendStoredFile } from '../files/send.ts';
import { getFile } from '../files/store.ts';
import { SIGN_IN_MESSAGE } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { editDocument, removeDocument, replaceDocumentFile, uploadDocument } from './commands.ts';
import { countDocuments, findDocument, listDocuments } from './queries.ts';

/**
 * The document library. A document the caller may not see is 401 signed out and 404 otherwise, so
 * its existence is not revealed.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies in this plugin's routes only; the uploads read them with their own limits.
  await registerMultipart(app);

  // Searches a minute per client address: each reads the word lists of every document the caller
  // may see, so an unbounded stream of them could hold the database (listing without `q` is free).
  const searchLimit = app.rateLimit({
    max: app.config.searchRateLimit,
    timeWindow: 60_000,
    groupId: 'document-search',
  }) as preHandlerAsyncHookHandler;

  app.route({
    ...routeOf(api.list),
    preHandler: async function (request, reply) {
      if (request.query.q) await searchLimit.call(this, request, reply);
    },
    handler: async (request) => {
      const visibilities = visibleDocumentTiers(request.session?.user);
      const page = await listDocuments(app.db, app.config.database.kind, { visibilities, ...request.query });
      // Those who cannot see the residents' documents are told how many there are, not which.
      const residentsOnly = visibilities.includes('residents')
        ? 0
        : await countDocuments(app.db, 'residents');
      return { ...page, residentsOnly };
    },
  });

  app.route({
    ...routeOf(api.file),
    handler: async (request, reply) => {
      const found = await findDocument(app.db, request.params.id);
      if (!found || !visibleDocumentTiers(request.session?.user).includes(found.document.visibility)) {
        if (!request.session) throw new HttpError(401, SIGN_IN_MESSAGE);
        throw notFound('Document');
      }
      const file = await getFile(app.db, found.fileId);
      if (!file) throw notFound('Document');
      return sendStoredFile(request, reply, file, {
        fileName: fileNameFor(found.document.title, file.contentType),
        inline: true,
      });
    },
  });

  app.route({
    ...routeOf(api.upload),
    handler: async (request, reply) => reply.status(201).send(await uploadDocument(app, request)),
  });

  app.route({
    ...routeOf(api.update),
    handler: async (request) => editDocument(app, request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(api.replaceFile),
    handler: async (request) => replaceDocumentFile(app, request, request.params.id),
  });

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      await removeDocument(app, request, request.params.id);
      return reply.status(204).send();
    },
  });
};

export default documentRoutes;
