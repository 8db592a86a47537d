import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  REPORT_MAX_PHOTOS,
  REPORT_MESSAGES,
  REPORT_PHOTO_FIELD,
  REPORT_PHOTO_MAX_MB,
  REPORT_PHOTOS_TOTAL_MB,
  reportInputSchema,
  type ReportInput,
} from '../../shared/reports/reports.ts';
import { receiveFiles, type ReceivedFile } from '../files/multipart-files.ts';
import { deleteFile } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';
import { detectImageKind } from '../uploads/images.ts';

/** The schema's messages as the API's 400 body, as the route schemas answer them. */
function invalid(error: z.ZodError): HttpError {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
}

/** A report's photo types from the bytes: JPEG, PNG, WebP (no GIF: a photo, not an animation). */
export function detectPhotoType(head: Buffer): string | null {
  const kind = detectImageKind(head);
  return kind && kind !== 'gif' ? `image/${kind}` : null;
}

/**
 * A multipart form's text fields as the JSON body would carry them: an empty field is "not given",
 * and `location` is JSON text (`{"x":0.42,"y":0.61}`); text that is not JSON stays text, so the
 * schema answers it with its own message.
 */
function formFields(fields: Record<string, string>): Record<string, unknown> {
  const given: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== ''),
  );
  if (typeof given.location === 'string') {
    try {
      given.location = JSON.parse(given.location);
    } catch {
      // Left as text: "Location must be a point { x, y } on the community map".
    }
  }
  return given;
}

/**
 * The fields and photos of POST /api/reports: JSON (no photos), or multipart/form-data with the
 * same fields and up to REPORT_MAX_PHOTOS images in `photos`, streamed into the file store as they
 * arrive (checked by their bytes), then stored again without their metadata and turned upright,
 * as ACC attachments are (the GPS position a phone writes must not reach the neighbours). When the
 * fields do not pass, the photos already stored are deleted again.
 */
export async function parseReportSubmission(
  request: FastifyRequest,
): Promise<{ values: ReportInput; photos: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    const parsed = reportInputSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(parsed.error);
    return { values: parsed.data, photos: [] };
  }
  const form = await receiveFiles(request, {
    fileFields: [REPORT_PHOTO_FIELD],
    maxFiles: REPORT_MAX_PHOTOS,
    maxBytes: REPORT_PHOTO_MAX_MB * 1024 * 1024,
    maxTotalBytes: REPORT_PHOTOS_TOTAL_MB * 1024 * 1024,
    detectType: detectPhotoType,
    unsupportedMessage: REPORT_MESSAGES.unsupportedPhoto,
    withoutImageMetadata: true,
  });
  const parsed = reportInputSchema.safeParse(formFields(form.fields));
  if (!parsed.success) {
    await discardPhotos(request.server, form.files);
    throw invalid(parsed.error);
  }
  return { values: parsed.data, photos: form.files };
}

/** Deletes stored photos that no report will use (a refused submission). */
export async function discardPhotos(app: FastifyInstance, files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map(({ file }) => deleteFile(app.db, file.id).catch(() => {})));
}
