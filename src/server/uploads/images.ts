import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../db/connection.ts';
import { deleteFile, saveFile } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';
import { insertUpload } from './queries.ts';
import { loadSharp } from './sharp.ts';

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

/** Where uploads were kept before the file store; read once at startup (import.ts), never written. */
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

/** The stored type of an image file, from its first bytes. */
export function imageContentType(head: Buffer): string | null {
  const kind = detectImageKind(head);
  return kind ? `image/${kind}` : null;
}

/** sharp's options for an upload: failOn 'error' also rejects truncated data; only a GIF's first frame is kept. */
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };

/** A re-encoded image is a few hundred kilobytes; this only guards the store against the unexpected. */
const MAX_STORED_IMAGE_BYTES = 50 * 1024 * 1024;

/**
 * Checks that bytes are one complete image of the kind their magic number says (decoded with the
 * upload's limits: no image bombs, no truncated files) and answers that kind; a 4xx HttpError if not.
 */
export async function checkImage(bytes: Buffer): Promise<ImageKind> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);

  let metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if (metadata.format !== kind) {
    throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  }
  return kind;
}

/**
 * Decodes an uploaded image and stores a clean copy in the file store: EXIF (GPS included) and
 * every other piece of metadata dropped, turned upright, at most MAX_IMAGE_SIDE pixels a side,
 * re-encoded as WebP, served under a random name (an `uploads` row). Anything that is not a
 * complete JPEG, PNG, WebP or GIF is refused with a 4xx and leaves nothing behind.
 */
export async function storeImage(bytes: Buffer, db: Db): Promise<string> {
  await checkImage(bytes);
  const sharp = await loadSharp();
  let output: Buffer;
  try {
    output = await sharp(bytes, DECODE_OPTIONS)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw decodeError(error);
  }

  const file = await saveFile(db, output, {
    maxBytes: MAX_STORED_IMAGE_BYTES,
    detectType: imageContentType,
  });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  try {
    await insertUpload(db, name, file.id);
  } catch (error) {
    await deleteFile(db, file.id).catch(() => {});
    throw error;
  }
  return `/uploads/${name}`;
}

/**
 * The same image in the same format (JPEG stays JPEG, PNG PNG, WebP WebP), turned upright and at
 * its full size, with every piece of metadata dropped (EXIF and its GPS position, XMP, IPTC,
 * comments): for documents and request attachments, where a plan or a scan must keep its detail.
 * Decoded with the uploads' limits (no image bombs, no truncated files: a 4xx HttpError).
 */
export async function withoutMetadata(bytes: Buffer): Promise<Buffer> {
  const kind = await checkImage(bytes);
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, DECODE_OPTIONS).rotate();
    if (kind === 'jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (kind === 'png') {
      // An indexed PNG (a scanned form, a drawing) stays indexed rather than growing to full colour.
      const { isPalette } = await sharp(bytes, DECODE_OPTIONS).metadata();
      return await image.png({ palette: isPalette }).toBuffer();
    }
    if (kind === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.gif().toBuffer();
  } catch (error) {
    throw decodeError(error);
  }
}

function decodeError(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  return new HttpError(415, UNREADABLE_IMAGE_MESSAGE);
}
