import type { HoaMember } from '../../shared/board.ts';
import type { Db } from '../db/connection.ts';
import { stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { HoaMembersTable } from './table.ts';

export const toMember = (row: HoaMembersTable): HoaMember => withIds(row);

export const fullName = (member: Pick<HoaMember, 'fName' | 'lName'>) => `${member.fName} ${member.lName}`;

/** Oldest first, so the board appears in the order staff added it (president first, usually). */
export async function listMembers(db: Db): Promise<HoaMember[]> {
  const rows = await db.selectFrom('hoaMembers').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toMember);
}

/** Each answers the member as the API shows it, or undefined when no row has the id. */
export const {
  insert: insertMember,
  update: updateMember,
  remove: deleteMember,
} = stampedWrites('hoaMembers', toMember);

export async function findMember(db: Db, id: string): Promise<HoaMember | undefined> {
  const row = await db.selectFrom('hoaMembers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMember(row) : undefined;
}
