import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { HoaMembersTable } from '../db/schema.ts';
import type { HoaMember } from '../../shared/hoa.ts';

type MemberValues = Pick<HoaMembersTable, 'fName' | 'lName' | 'title' | 'imgUrl'>;

export const toMember = (row: HoaMembersTable): HoaMember => ({ ...row, _id: row.id });

export const fullName = (member: Pick<HoaMember, 'fName' | 'lName'>) => `${member.fName} ${member.lName}`;

/** Oldest first, so the board appears in the order staff added it (president first, usually). */
export async function listMembers(db: Db): Promise<HoaMember[]> {
  const rows = await db.selectFrom('hoaMembers').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toMember);
}

export async function insertMember(db: Db, values: MemberValues): Promise<HoaMember> {
  const now = nowIso();
  const row: HoaMembersTable = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db.insertInto('hoaMembers').values(row).execute();
  return toMember(row);
}

export async function updateMember(
  db: Db,
  id: string,
  changes: Partial<MemberValues>,
): Promise<HoaMember | null> {
  const result = await db
    .updateTable('hoaMembers')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  return toMember(
    await db.selectFrom('hoaMembers').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** Returns the deleted member, or null when there was none. */
export async function deleteMember(db: Db, id: string): Promise<HoaMember | null> {
  const row = await db.deleteFrom('hoaMembers').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toMember(row) : null;
}
