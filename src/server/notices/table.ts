import type { Selectable } from 'kysely';

/** A violation notice sent to a home (docs/product/notices.md). */
export interface NoticesTable {
  id: string;
  reportId: string;
  /** The home it was sent to, and its address then: kept as sent (018_report_notices). */
  homeId: string;
  address: string;
  cureBy: string;
  message: string;
  createdBy: string | null;
  createdAt: string;
}

/** An answer on a notice, by a resident of the home or by the board. */
export interface NoticeCommentsTable {
  id: string;
  noticeId: string;
  at: string;
  authorId: string | null;
  authorName: string;
  authorRole: string;
  body: string;
}

export type NoticeRow = Selectable<NoticesTable>;
export type NoticeCommentRow = Selectable<NoticeCommentsTable>;
