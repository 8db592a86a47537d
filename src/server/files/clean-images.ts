import type { Db } from '../db/connection.ts';
import { withoutMetadata } from '../uploads/images.ts';
import { deleteFile, readWholeFile, saveFile, type SaveOptions, type StoredFile } from './store.ts';

/** Stored types that are images (the store checks the type from the bytes). */
export function isStoredImage(file: StoredFile): boolean {
  return file.contentType.startsWith('image/');
}

/**
 * Replaces a stored image by a copy in the same format without its metadata (EXIF with the GPS
 * position a phone writes, XMP, comments), turned upright: documents and request attachments may be
 * public, and a photo of a fence should not tell where the phone stood. Answers the new file and
 * deletes the old one; a damaged image or one with too many pixels throws a 4xx HttpError and
 * leaves the old file for the caller to delete with the rest of its upload.
 */
export async function storeWithoutMetadata(
  db: Db,
  file: StoredFile,
  options: SaveOptions,
): Promise<StoredFile> {
  // A whole image in memory (at most the upload's limit), as sharp reads it.
  const clean = await withoutMetadata(await readWholeFile(db, file));
  const stored = await saveFile(db, clean, options);
  await deleteFile(db, file.id);
  return stored;
}
