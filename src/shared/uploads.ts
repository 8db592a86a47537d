import { z } from 'zod';

/** POST /api/uploads takes one file in this multipart field. */
export const UPLOAD_FIELD = 'image';

/** The largest file the upload accepts, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the file picker offers; the server checks the bytes, not the name or the declared type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The answer of POST /api/uploads (201): where the stored image is served. */
export const uploadResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The URL path of an image this site stored: /uploads/<random name>.<ext>. */
const UPLOADED_IMAGE_PATH = /^\/uploads\/[A-Za-z0-9_-]{1,100}\.(webp|jpe?g|png|gif)$/;

export function isUploadedImagePath(value: string): boolean {
  return UPLOADED_IMAGE_PATH.test(value);
}

/** GET /uploads/:name: any name of a sane length (an unknown one is a 404, not a 400). */
export const uploadNameParamsSchema = z.object({ name: z.string().max(200) });
