import { mapsSearchLink } from '../../shared/maps.ts';
import type { School, SchoolType } from '../../shared/schools/schools.ts';
import type { Db } from '../db/connection.ts';
import { stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { SchoolsTable } from './table.ts';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The API's school: directions always lead somewhere, the link staff gave or a search for the
 * address with the community's maps provider (`mapsSearchUrl`, src/shared/maps.ts).
 */
export function toSchool(row: SchoolsTable, mapsSearchUrl: string): School {
  return withIds({
    ...row,
    type: row.type as SchoolType,
    direction: row.direction ?? mapsSearchLink(mapsSearchUrl, row.address),
  });
}

/** By name, compared the same way on both engines (their collations differ on case and spaces). */
export async function listSchoolRows(db: Db): Promise<SchoolsTable[]> {
  const rows = await db.selectFrom('schools').selectAll().execute();
  return rows.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}

/**
 * Each answers the row as stored, or undefined when no row has the id; the routes map it with
 * `toSchool`, since the directions depend on the maps provider in the community settings.
 */
export const {
  insert: insertSchoolRow,
  update: updateSchoolRow,
  remove: deleteSchoolRow,
} = stampedWrites('schools', (row): SchoolsTable => row);
