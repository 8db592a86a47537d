import type { FastifyRequest } from 'fastify';
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
import { extractPdfText } from './pdf-text.ts';
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

/**
 * /api/documents (DESIGN 7.3): everyone lists and opens what they may see; moderators and admins
 * upload, edit, replace and delete. A document the caller may not see is 401 signed out and 404
 * otherwise, so its existence is not revealed.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  /** One file from a multipart request, in the store, with its text when it is a PDF. */
  const receiveDocument = async (request: FastifyRequest) => {
    const { files, fields } = await receiveFiles(request, {
      fileFields: [DOCUMENT_FILE_FIELD],
      maxFiles: 1,
      maxBytes: app.config.documentMaxBytes,
      detectType: detectDocumentType,
    });
    const received = files[0];
    if (!received) throw new HttpError(400, 'Choose a file to upload');
    try {
      const text =
        received.file.contentType === 'application/pdf' ? await extractPdfText(app.db, received.file) : '';
      return { file: received.file, fileName: received.fileName, fields, text };
    } catch (error) {
      await deleteFile(app.db, received.file.id);
      throw error;
    }
  };

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
    },
    async (request) => {
      const visibilities = visibleTo(request);
      const items = await listDocuments(app.db, { visibilities, ...request.query });
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
      const { file, fields, text } = await receiveDocument(request);
      const document = await withFile(file, async () => {
        const values = parseFields(documentFieldsSchema, fields);
        return insertDocument(app.db, {
          title: values.title,
          category: values.category,
          visibility: values.visibility,
          date: values.date ?? todayIn((await app.community.read()).timeZone),
          file,
          text,
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
      const { file, text } = await receiveDocument(request);
      const result = await withFile(file, async () => {
        const replaced = await replaceDocumentFile(app.db, request.params.id, file, text);
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
