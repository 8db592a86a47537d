import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';

/** The largest side of a stored image; bigger photos are scaled down to it. */
export const MAX_IMAGE_SIDE = 2000;

/**
 * The most pixels an upload may declare. A small compressed file can claim a huge canvas (an image
 * bomb) that would take gigabytes to decode; sharp refuses it from the header, before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read; it may be damaged or incomplete';
export const TOO_MANY_PIXELS_MESSAGE = `The image is too large; it may have at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels`;

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The file's type from its first bytes (its magic number), whatever its name or declared type say. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')))
    return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Decodes an uploaded image and writes a clean copy: EXIF (GPS included) and every other piece of
 * metadata dropped, turned upright, at most MAX_IMAGE_SIDE pixels a side, re-encoded as WebP under
 * a random name. Anything that is not a complete JPEG, PNG, WebP or GIF is refused with a 4xx.
 */
export async function storeImage(bytes: Buffer, dataDir: string): Promise<string> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);

  // failOn 'error' also rejects truncated data; only the first frame of an animated GIF is kept.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };
  let metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if (metadata.format !== kind) {
    throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  }

  let output: Buffer;
  try {
    output = await sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw decodeError(error);
  }

  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const finalPath = path.join(dir, name);
  // Written under a dot-name first and renamed, so a half-written file is never served.
  const tempPath = path.join(dir, `.${name}.part`);
  try {
    await writeFile(tempPath, output, { flag: 'wx' });
    await rename(tempPath, finalPath);
  } catch (error) {
    await unlink(tempPath).catch(() => {});
    throw error;
  }
  return `/uploads/${name}`;
}

function decodeError(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  return new HttpError(415, UNREADABLE_IMAGE_MESSAGE);
}
