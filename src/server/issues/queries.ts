import type { Issue } from '../../shared/issues/issues.ts';
import type { Db } from '../db/connection.ts';
import { stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { IssuesTable } from './table.ts';

export const toIssue = (row: IssuesTable): Issue => withIds(row);

/** Oldest first: staff add the guidelines in the order they want them read. */
export async function listIssues(db: Db): Promise<Issue[]> {
  const rows = await db.selectFrom('issues').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toIssue);
}

/** Each answers the issue as the API shows it, or undefined when no row has the id. */
export const {
  insert: insertIssue,
  update: updateIssue,
  remove: deleteIssue,
} = stampedWrites('issues', toIssue);
