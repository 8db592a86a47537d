import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { IssuesTable } from '../db/schema.ts';
import type { Issue } from '../../shared/issues.ts';

type IssueValues = Pick<IssuesTable, 'title' | 'description'>;

export const toIssue = (row: IssuesTable): Issue => ({ ...row, _id: row.id });

/** Oldest first: staff add the guidelines in the order they want them read. */
export async function listIssues(db: Db): Promise<Issue[]> {
  const rows = await db.selectFrom('issues').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toIssue);
}

export async function insertIssue(db: Db, values: IssueValues): Promise<Issue> {
  const now = nowIso();
  const row: IssuesTable = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db.insertInto('issues').values(row).execute();
  return toIssue(row);
}

export async function updateIssue(db: Db, id: string, changes: Partial<IssueValues>): Promise<Issue | null> {
  const result = await db
    .updateTable('issues')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  return toIssue(await db.selectFrom('issues').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** Returns the deleted issue's title, or null when there was none. */
export async function deleteIssue(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom('issues').where('id', '=', id).returning('title').executeTakeFirst();
  return row?.title ?? null;
}
