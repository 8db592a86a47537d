import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { SchoolsTable } from '../db/schema.ts';
import { directionsUrl, type School, type SchoolType, type SchoolValues } from '../../shared/schools.ts';

type SchoolRow = SchoolsTable;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The API's school: with `_id`, and directions that always lead somewhere. */
export function toSchool(row: SchoolRow): School {
  return {
    ...row,
    _id: row.id,
    type: row.type as SchoolType,
    direction: row.direction ?? directionsUrl(row.address),
  };
}

/** By name, compared the same way on both engines (their collations differ on case and spaces). */
export async function listSchools(db: Db): Promise<School[]> {
  const rows = await db.selectFrom('schools').selectAll().execute();
  return rows.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1)).map(toSchool);
}

export async function insertSchool(db: Db, values: SchoolValues): Promise<School> {
  const now = nowIso();
  const row: SchoolRow = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db.insertInto('schools').values(row).execute();
  return toSchool(row);
}

/** Applies the given fields; returns null when there is no such school. */
export async function updateSchool(
  db: Db,
  id: string,
  changes: Partial<SchoolValues>,
): Promise<School | null> {
  const result = await db
    .updateTable('schools')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  const row = await db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toSchool(row);
}

/** Returns the deleted school's name, or null when there was none. */
export async function deleteSchool(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom('schools').where('id', '=', id).returning('name').executeTakeFirst();
  return row?.name ?? null;
}
