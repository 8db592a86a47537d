import { z } from 'zod';
import { isHttpUrl } from './http.ts';
import { MAX } from './limits.ts';

/** POST /api/uploads takes one file in this multipart field. */
export const UPLOAD_FIELD = 'image';

/** The largest file the upload accepts, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the file picker offers; the server checks the bytes, not the name or the declared type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The answer of POST /api/uploads (201). */
export interface UploadResponse {
  data: { url: string };
}

/** The URL path of an image this site stored: /uploads/<random name>.<ext>. */
const UPLOADED_IMAGE_PATH = /^\/uploads\/[A-Za-z0-9_-]{1,100}\.(webp|jpe?g|png|gif)$/;

export function isUploadedImagePath(value: string): boolean {
  return UPLOADED_IMAGE_PATH.test(value);
}

/**
 * An optional stored image reference: an http(s) address or an image uploaded to this site.
 * Blank or absent means none (null). Shared by news items and board members.
 */
export function storedImageUrl(label = 'Image') {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX.url, `${label} cannot exceed ${MAX.url} characters`)
    .refine(
      (value) => value === '' || isUploadedImagePath(value) || isHttpUrl(value),
      `${label} must be an http or https address or an uploaded image`,
    )
    .nullish()
    .transform((value) => (value ? value : null));
}
