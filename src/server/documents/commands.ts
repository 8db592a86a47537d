import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayIn } from '../../shared/dates.ts';
import {
  DOCUMENT_FILE_FIELD,
  documentFieldsSchema,
  type DocumentPatch,
  type LibraryDocument,
} from '../../shared/documents/documents.ts';
import { recordAudit } from '../audit/record.ts';
import { detectDocumentType } from '../files/content-types.ts';
import { parseFields, receiveFiles } from '../files/multipart-files.ts';
import { deleteFile, type StoredFile } from '../files/store.ts';
import { callerOf } from '../http/access.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { extractPdfText, type PdfText } from './pdf-text.ts';
import { NO_TEXT } from './search-text.ts';
import { deleteDocument, findDocument, insertDocument, setDocumentFile, updateDocument } from './queries.ts';

/**
 * The library's writes, each whole: the upload received and read for search, the rows, the bytes
 * no longer used deleted, the audit entry. Each takes the request it serves (its caller, its
 * multipart body, the audit entry's author) and answers the document as the route returns it.
 */

const NOT_FOUND = 'Document';
const IMAGE_TEXT = { ...NO_TEXT, state: 'none' } as const;

/** One file from a multipart request, in the store (an image without its metadata), and the fields. */
async function receiveDocument(app: FastifyInstance, request: FastifyRequest) {
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
}

/**
 * The text of a stored file for search: a PDF's is read in a process of its own, within time and
 * memory limits (past them it is kept without text, and its state says so); an image has none.
 */
function textOf(
  app: FastifyInstance,
  request: FastifyRequest,
  file: StoredFile,
): Promise<PdfText | typeof IMAGE_TEXT> {
  return file.contentType === 'application/pdf'
    ? extractPdfText(app.db, file, { limits: app.config.pdfTextLimits, log: request.log })
    : Promise.resolve(IMAGE_TEXT);
}

/** Deletes a stored file when a later step refuses the upload it came with. */
async function withFile<T>(app: FastifyInstance, file: StoredFile, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await deleteFile(app.db, file.id).catch(() => {});
    throw error;
  }
}

/** A new document from a multipart upload: its fields, then its file. */
export async function uploadDocument(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<LibraryDocument> {
  const { file, fields } = await receiveDocument(app, request);
  const document = await withFile(app, file, async () => {
    // The fields first: a refusal costs no extraction.
    const values = parseFields(documentFieldsSchema, fields);
    const text = await textOf(app, request, file);
    return insertDocument(app.db, {
      title: values.title,
      category: values.category,
      visibility: values.visibility,
      date: values.date ?? todayIn((await app.community.read()).timeZone),
      file,
      text,
      textState: text.state,
      createdBy: callerOf(request).id,
    });
  });
  await recordAudit(request, {
    action: 'create',
    kind: 'document',
    objectId: document.id,
    summary: document.title,
  });
  return document;
}

/** Changes a document's title, shelf, visibility or day. */
export async function editDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  patch: DocumentPatch,
): Promise<LibraryDocument> {
  const { date, ...rest } = patch;
  const document = await updateDocument(app.db, id, { ...rest, ...(date ? { date } : {}) });
  if (!document) throw notFound(NOT_FOUND);
  await recordAudit(request, {
    action: 'update',
    kind: 'document',
    objectId: document.id,
    summary: document.title,
  });
  return document;
}

/** A new file for a document: it keeps its id, title and place; the old bytes go. */
export async function replaceDocumentFile(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<LibraryDocument> {
  // Before the body is read: a file for no document is not received at all.
  if (!(await findDocument(app.db, id))) throw notFound(NOT_FOUND);
  const { file } = await receiveDocument(app, request);
  const { document, oldFileId } = await withFile(app, file, async () => {
    const replaced = await setDocumentFile(app.db, id, file, await textOf(app, request, file));
    if (!replaced) throw notFound(NOT_FOUND);
    return replaced;
  });
  await deleteFile(app.db, oldFileId);
  await recordAudit(request, {
    action: 'update',
    kind: 'document',
    objectId: document.id,
    summary: `${document.title} (file replaced)`,
  });
  return document;
}

/** Removes a document, its text and its bytes. */
export async function removeDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  const found = await findDocument(app.db, id);
  if (!found) throw notFound(NOT_FOUND);
  const fileId = await deleteDocument(app.db, id);
  if (fileId) await deleteFile(app.db, fileId);
  await recordAudit(request, {
    action: 'delete',
    kind: 'document',
    objectId: found.document.id,
    summary: found.document.title,
  });
}
