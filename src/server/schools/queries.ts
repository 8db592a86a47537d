import { directionsUrl, type School, type SchoolType } from '../../shared/schools.ts';
import type { Db } from '../db/connection.ts';
import { stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { SchoolsTable } from './table.ts';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The API's school: directions always lead somewhere. */
export function toSchool(row: SchoolsTable): School {
  return withIds({
    ...row,
    type: row.type as SchoolType,
    direction: row.direction ?? directionsUrl(row.address),
  });
}

/** By name, compared the same way on both engines (their collations differ on case and spaces). */
export async function listSchools(db: Db): Promise<School[]> {
  const rows = await db.selectFrom('schools').selectAll().execute();
  return rows.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1)).map(toSchool);
}

/** Each answers the school as the API shows it, or undefined when no row has the id. */
export const {
  insert: insertSchool,
  update: updateSchool,
  remove: deleteSchool,
} = stampedWrites('schools', toSchool);
