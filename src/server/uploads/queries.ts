import type { Community } from '../../shared/community/community.ts';
import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';
import { deleteFile, getFile, type StoredFile } from '../files/store.ts';

const PREFIX = '/uploads/';

/** Names an uploaded image's bytes: /uploads/<name> serves the stored file `fileId`. */
export async function insertUpload(db: Db, name: string, fileId: string): Promise<void> {
  await db.insertInto('uploads').values({ name, fileId, createdAt: nowIso() }).execute();
}

export async function uploadExists(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('uploads').select('name').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

/** The stored file served at /uploads/<name>, or undefined. */
export async function findUpload(db: Db, name: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('uploads').select('fileId').where('name', '=', name).executeTakeFirst();
  return row ? getFile(db, row.fileId) : undefined;
}

/** The upload name of an address (/uploads/<name>), or null for any other address. */
export function uploadName(address: string | null | undefined): string | null {
  if (!address?.startsWith(PREFIX)) return null;
  const name = address.slice(PREFIX.length);
  return name ? name : null;
}

/** The community settings fields that may name an uploaded image. */
export const COMMUNITY_IMAGE_FIELDS = ['icon', 'mapImage', 'heroImage'] as const;

/**
 * Whether any row still uses the address: a news item's image, a board member's photo, the saved
 * community settings (any field: the JSON is searched for the quoted address) or the configuration's
 * defaults, which the settings fall back to.
 */
async function isReferenced(db: Db, address: string, defaults: Community): Promise<boolean> {
  if (COMMUNITY_IMAGE_FIELDS.some((field) => defaults[field] === address)) return true;
  const [news, member, setting] = await Promise.all([
    db.selectFrom('news').select('id').where('image', '=', address).executeTakeFirst(),
    db.selectFrom('hoaMembers').select('id').where('imgUrl', '=', address).executeTakeFirst(),
    // The address is a plain path; a `_` in it (a LIKE wildcard) can only match more, so keep more.
    db
      .selectFrom('settings')
      .select('key')
      .where('value', 'like', `%${JSON.stringify(address)}%`)
      .executeTakeFirst(),
  ]);
  return news !== undefined || member !== undefined || setting !== undefined;
}

/**
 * Called after a row that used these addresses was deleted or given another image: each uploaded
 * image no row uses any more is deleted (its `uploads` row and its bytes). Other addresses (http,
 * files of the site) and images still in use are left alone.
 */
export async function releaseUploads(
  db: Db,
  addresses: (string | null | undefined)[],
  defaults: Community,
): Promise<void> {
  for (const address of new Set(addresses)) {
    const name = uploadName(address);
    if (!name || (await isReferenced(db, address!, defaults))) continue;
    const row = await db.selectFrom('uploads').select('fileId').where('name', '=', name).executeTakeFirst();
    if (!row) continue;
    await db.deleteFrom('uploads').where('name', '=', name).execute();
    await deleteFile(db, row.fileId);
  }
}
