import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ARC_ATTACHMENT_FIELD,
  ARC_ATTACHMENT_MAX_MB,
  ARC_ATTACHMENTS_TOTAL_MB,
  ARC_MAX_ATTACHMENTS,
} from '../../shared/arc-requests/arc-requests.ts';
import { HttpError } from '../http/errors.ts';
import { safeFileName } from '../files/content-disposition.ts';
import { detectDocumentType, fileNameFor } from '../files/content-types.ts';
import { receiveFiles, registerMultipart, type ReceivedFile } from '../files/multipart-files.ts';
import { deleteFile } from '../files/store.ts';

export { registerMultipart as registerArcMultipart };

/** An attachment as the request's row keeps it. */
export interface ArcStoredAttachment {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The schema's messages as the API's 400 body, as the route schemas answer them. */
function invalid(error: z.ZodError): HttpError {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
}

/**
 * The fields and files of POST /api/arc-requests: JSON (no files), or multipart/form-data with the
 * same fields and up to ARC_MAX_ATTACHMENTS files in `attachments` (ARC_ATTACHMENTS_TOTAL_MB
 * together), streamed into the file store as they arrive (PDF and images, checked by their bytes;
 * the store's receiveFiles), images stored again without their metadata. When the fields do not
 * pass, the files already stored are deleted again.
 */
export async function parseArcSubmission<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<{ values: z.output<Schema>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(parsed.error);
    return { values: parsed.data, files: [] };
  }
  const form = await receiveFiles(request, {
    fileFields: [ARC_ATTACHMENT_FIELD],
    maxFiles: ARC_MAX_ATTACHMENTS,
    maxBytes: ARC_ATTACHMENT_MAX_MB * 1024 * 1024,
    maxTotalBytes: ARC_ATTACHMENTS_TOTAL_MB * 1024 * 1024,
    detectType: detectDocumentType,
    withoutImageMetadata: true,
  });
  // An empty text field is "not given", as an absent JSON field would be.
  const fields = Object.fromEntries(Object.entries(form.fields).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    await discardFiles(request.server, form.files);
    throw invalid(parsed.error);
  }
  return { values: parsed.data, files: form.files };
}

/** Deletes stored files that no request will use (a refused submission). */
export async function discardFiles(app: FastifyInstance, files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map(({ file }) => deleteFile(app.db, file.id).catch(() => {})));
}

/**
 * The name an attachment is kept and sent under: the documents' rule (the name with the extension of
 * its real type, control characters and path separators removed, at most 150 characters), so a name
 * the browser sent can carry no NUL (PostgreSQL refuses it), no terminal escapes and no 80 KB.
 */
export function attachmentFileName(sent: string, contentType: string): string {
  return safeFileName(fileNameFor(safeFileName(sent || 'attachment'), contentType));
}

/** The rows' view of received files. */
export function toStoredAttachments(files: ReceivedFile[]): ArcStoredAttachment[] {
  return files.map(({ fileName, file }) => ({
    fileId: file.id,
    fileName: attachmentFileName(fileName, file.contentType),
    contentType: file.contentType,
    size: file.size,
  }));
}
