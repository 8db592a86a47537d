import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';

/** The stored JSON text of a setting, or undefined when it was never saved. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores a setting's JSON text, replacing what was there. */
export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}

/** When a setting was last saved, or undefined when it never was. */
export async function readSettingSavedAt(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('updatedAt').where('key', '=', key).executeTakeFirst();
  return row?.updatedAt;
}
