import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, noContent } from '../../shared/api.ts';
import { todayIn } from '../../shared/dates.ts';
import {
  DOCUMENT_FILE_FIELD,
  documentFieldsSchema,
  documentListSchema,
  documentPatchSchema,
  documentQuerySchema,
  documentSchema,
} from '../../shared/documents.ts';
import { recordAudit } from '../audit/record.ts';
import { detectDocumentType, fileNameFor } from '../files/content-types.ts';
import { parseFields, receiveFiles, registerMultipart } from '../files/multipart-files.ts';
import { sendStoredFile, storedFileResponseSchema } from '../files/send.ts';
import { deleteFile, getFile, type StoredFile } from '../files/store.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { SIGN_IN_MESSAGE } from '../http/access.ts';
import { extractPdfText, type PdfText } from './pdf-text.ts';
import { NO_TEXT } from './search-text.ts';
import {
  countDocuments,
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  replaceDocumentFile,
  updateDocument,
} from './queries.ts';
import { visibleTo } from './visibility.ts';

const NOT_FOUND = 'Document';
const IMAGE_TEXT = { ...NO_TEXT, state: 'none' } as const;

/**
 * /api/documents (DESIGN 7.3): everyone lists and opens what they may see; moderators and admins
 * upload, edit, replace and delete. A document the caller may not see is 401 signed out and 404
 * otherwise, so its existence is not revealed.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  /** One file from a multipart request, in the store (an image without its metadata), and the fields. */
  const receiveDocument = async (request: FastifyRequest) => {
    const { files, fields } = await receiveFiles(request, {
      fileFields: [DOCUMENT_FILE_FIELD],
      maxFiles: 1,
      maxBytes: app.config.documentMaxBytes,
      detectType: detectDocumentType,
      withoutImageMetadata: true,
    });
    const received = files[0];
    if (!received) throw new HttpError(400, 'Choose a file to upload');
    return { file: received.file, fields };
  };

  /**
   * The text of a stored file for search: a PDF's is read in a process of its own, within time and
   * memory limits (past them it is kept without text, and its state says so); an image has none.
   */
  const textOf = (request: FastifyRequest, file: StoredFile): Promise<PdfText | typeof IMAGE_TEXT> =>
    file.contentType === 'application/pdf'
      ? extractPdfText(app.db, file, { limits: app.config.pdfTextLimits, log: request.log })
      : Promise.resolve(IMAGE_TEXT);

  // Searches a minute per client address: each reads the word lists of every document the caller
  // may see, so an unbounded stream of them could hold the database (listing without `q` is free).
  const searchLimit = app.rateLimit({
    max: app.config.searchRateLimit,
    timeWindow: 60_000,
    groupId: 'document-search',
  }) as preHandlerAsyncHookHandler;

  /** Deletes a stored file when a later step refuses the upload it came with. */
  const withFile = async <T>(file: StoredFile, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      await deleteFile(app.db, file.id).catch(() => {});
      throw error;
    }
  };

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { querystring: documentQuerySchema, response: { 200: documentListSchema } },
      preHandler: async function (request, reply) {
        if (request.query.q) await searchLimit.call(this, request, reply);
      },
    },
    async (request) => {
      const visibilities = visibleTo(request);
      const items = await listDocuments(app.db, app.config.database.kind, { visibilities, ...request.query });
      const residentsOnly = visibilities.includes('residents')
        ? 0
        : await countDocuments(app.db, 'residents');
      return { items, residentsOnly };
    },
  );

  app.post(
    '/',
    {
      config: { access: 'moderator' },
      schema: { consumes: ['multipart/form-data'], response: { 201: documentSchema } },
    },
    async (request, reply) => {
      const { file, fields } = await receiveDocument(request);
      const document = await withFile(file, async () => {
        // The fields first: a refusal costs no extraction.
        const values = parseFields(documentFieldsSchema, fields);
        const text = await textOf(request, file);
        return insertDocument(app.db, {
          title: values.title,
          category: values.category,
          visibility: values.visibility,
          date: values.date ?? todayIn((await app.community.read()).timeZone),
          file,
          text,
          textState: text.state,
          createdBy: request.session?.user.id ?? null,
        });
      });
      await recordAudit(request, {
        action: 'create',
        kind: 'document',
        objectId: document.id,
        summary: document.title,
      });
      return reply.status(201).send(document);
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'moderator' },
      schema: { params: idParamsSchema, body: documentPatchSchema, response: { 200: documentSchema } },
    },
    async (request) => {
      const { date, ...rest } = request.body;
      const document = await updateDocument(app.db, request.params.id, {
        ...rest,
        ...(date ? { date } : {}),
      });
      if (!document) throw notFound(NOT_FOUND);
      await recordAudit(request, {
        action: 'update',
        kind: 'document',
        objectId: document.id,
        summary: document.title,
      });
      return document;
    },
  );

  // Replacing the file keeps the document's id, title and place; the old bytes go.
  app.put(
    '/:id/file',
    {
      config: { access: 'moderator' },
      schema: {
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: documentSchema },
      },
    },
    async (request) => {
      if (!(await findDocument(app.db, request.params.id))) throw notFound(NOT_FOUND);
      const { file } = await receiveDocument(request);
      const result = await withFile(file, async () => {
        const replaced = await replaceDocumentFile(
          app.db,
          request.params.id,
          file,
          await textOf(request, file),
        );
        if (!replaced) throw notFound(NOT_FOUND);
        return replaced;
      });
      await deleteFile(app.db, result.oldFileId);
      await recordAudit(request, {
        action: 'update',
        kind: 'document',
        objectId: result.document.id,
        summary: `${result.document.title} (file replaced)`,
      });
      return result.document;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'moderator' },
      schema: { params: idParamsSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      const found = await findDocument(app.db, request.params.id);
      if (!found) throw notFound(NOT_FOUND);
      const fileId = await deleteDocument(app.db, request.params.id);
      if (fileId) await deleteFile(app.db, fileId);
      await recordAudit(request, {
        action: 'delete',
        kind: 'document',
        objectId: found.document.id,
        summary: found.document.title,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/file',
    {
      config: { access: 'public' },
      schema: {
        params: idParamsSchema,
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
        response: { 200: storedFileResponseSchema, 206: storedFileResponseSchema, 304: noContent },
      },
    },
    async (request, reply) => {
      const found = await findDocument(app.db, request.params.id);
      if (!found || !visibleTo(request).includes(found.document.visibility)) {
        if (!request.session) throw new HttpError(401, SIGN_IN_MESSAGE);
        throw notFound(NOT_FOUND);
      }
      const file = await getFile(app.db, found.fileId);
      if (!file) throw notFound(NOT_FOUND);
      return sendStoredFile(request, reply, file, {
        fileName: fileNameFor(found.document.title, file.contentType),
        inline: true,
      });
    },
  );
};

export default documentRoutes;
