import type { Notice, NoticeInput } from '../../shared/notices/notices.ts';
import { NOTICE_BOARD_NAME, noticeLetterPath } from '../../shared/notices/notices.ts';
import { residentStatusOf } from '../../shared/roles.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { NoticeCommentRow, NoticeRow } from './table.ts';

/** What a notice is answered with besides its own row: the report's reference and category. */
interface ReportFacts {
  reference: string;
  category: string;
}

export function findNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A notice about to be sent (stored by `insertNotice` in the sending transaction). */
export function newNotice(
  reportId: string,
  home: { id: string; address: string },
  input: NoticeInput,
  senderId: string,
): NoticeRow {
  return {
    id: newId(),
    reportId,
    homeId: home.id,
    address: home.address,
    cureBy: input.cureBy,
    message: input.message,
    createdBy: senderId,
    createdAt: nowIso(),
  };
}

export async function insertNotice(db: Db, row: NoticeRow): Promise<void> {
  await db.insertInto('notices').values(row).execute();
}

export async function insertNoticeComment(
  db: Db,
  noticeId: string,
  author: { id: string; username: string; role: 'board' | 'resident' },
  body: string,
): Promise<void> {
  await db
    .insertInto('noticeComments')
    .values({
      id: newId(),
      noticeId,
      at: nowIso(),
      authorId: author.id,
      authorName: author.username,
      authorRole: author.role,
      body,
    })
    .execute();
}

/** A report's notices, newest first. */
export function noticesOfReport(db: Db, reportId: string): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('reportId', '=', reportId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A home's notices, newest first. */
export function noticesOfHome(db: Db, homeId: string): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('homeId', '=', homeId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The home's residents: accounts linked to it that are approved residents (staff count as approved,
 * as everywhere). A resident whose approval was revoked no longer reads or answers the home's notices.
 */
export async function residentsOfHome(db: Db, homeId: string) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'emailVerifiedAt', 'role', 'residentStatus'])
    .where('homeId', '=', homeId)
    .orderBy('id')
    .execute();
  return rows.filter((row) => residentStatusOf(row.role, row.residentStatus) === 'approved');
}

/** Whether the account is an approved resident of the home the notice went to. */
export function isResidentOf(
  user: { homeId: string | null; role: string; residentStatus: string },
  notice: NoticeRow,
): boolean {
  return user.homeId === notice.homeId && residentStatusOf(user.role, user.residentStatus) === 'approved';
}

/**
 * Notices as the API answers them, with their answers in order. Nothing here reads who reported the
 * violation: only the report's reference and category are taken from it.
 */
export async function toNotices(db: Db, rows: NoticeRow[]): Promise<Notice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const reportIds = [...new Set(rows.map((row) => row.reportId))];
  const [reports, comments] = await Promise.all([
    db.selectFrom('reports').select(['id', 'reference', 'category']).where('id', 'in', reportIds).execute(),
    db
      .selectFrom('noticeComments')
      .selectAll()
      .where('noticeId', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const facts = new Map<string, ReportFacts>(reports.map((r) => [r.id, r]));
  const byNotice = new Map<string, NoticeCommentRow[]>();
  for (const comment of comments) {
    byNotice.set(comment.noticeId, [...(byNotice.get(comment.noticeId) ?? []), comment]);
  }
  return rows.map((row) => {
    const report = facts.get(row.reportId);
    return {
      id: row.id,
      reportReference: report?.reference ?? '',
      category: report?.category ?? 'other',
      homeId: row.homeId,
      address: row.address,
      cureBy: row.cureBy,
      message: row.message,
      sentAt: row.createdAt,
      letterUrl: noticeLetterPath(row.id),
      comments: (byNotice.get(row.id) ?? []).map((c) => ({
        id: c.id,
        at: c.at,
        by: c.authorRole === 'board' ? NOTICE_BOARD_NAME : c.authorName,
        body: c.body,
      })),
    };
  });
}
