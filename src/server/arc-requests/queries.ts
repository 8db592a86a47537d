import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import { sql } from 'kysely';
import {
  ARC_STATUSES,
  isArcClosed,
  type ArcAttachment,
  type ArcRequestSummary,
  type ArcStatus,
  type ArcTimelineEntry,
} from '../../shared/arc-requests/arc-requests.ts';
import { addressOf } from '../../shared/contract.ts';
import { dayIn } from '../../shared/dates.ts';
import { arcRequestsContract as api } from '../../shared/contracts/arc-requests.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { safeFileName } from '../files/content-disposition.ts';
import { withIds } from '../http/serialize.ts';
import type {
  ArcRequestAttachmentRow,
  ArcRequestEventRow,
  ArcRequestRow,
  ArcRequestsTable,
} from './table.ts';

const OPEN_STATUSES: ArcStatus[] = ['submitted', 'under_review', 'more_info'];

/** The address of a request's attachment and of its decision letter. */
export const attachmentUrl = (requestId: string, attachmentId: string) =>
  addressOf(api.attachment, { params: { id: requestId, attachmentId } });
export const letterUrl = (requestId: string) => addressOf(api.letter, { params: { id: requestId } });

/** Still open and its decision day is before `today` (the community's today). */
export function isOverdue(row: Pick<ArcRequestRow, 'status' | 'decisionDue'>, today: string): boolean {
  return !isArcClosed(row.status as ArcStatus) && row.decisionDue < today;
}

/** The community's today (for overdue) and time zone (for the day a request was submitted on). */
export interface ArcCalendar {
  today: string;
  timeZone: string;
}

/** A row as the lists answer it. */
export function toArcSummary(
  row: ArcRequestRow,
  calendar: ArcCalendar,
  attachmentCount: number,
): ArcRequestSummary {
  return withIds({
    id: row.id,
    title: row.title,
    projectType: row.projectType as ArcRequestSummary['projectType'],
    status: row.status as ArcStatus,
    address: row.address,
    residentName: row.residentName,
    startDate: row.startDate,
    completionDate: row.completionDate,
    decisionDue: row.decisionDue,
    overdue: isOverdue(row, calendar.today),
    attachmentCount,
    decidedAt: row.decidedAt,
    submittedOn: dayIn(calendar.timeZone, new Date(row.createdAt)),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

export function toArcAttachment(row: ArcRequestAttachmentRow): ArcAttachment {
  return {
    id: row.id,
    // Names stored before they were made safe on the way in (attachmentFileName) are made safe here.
    fileName: safeFileName(row.fileName),
    contentType: row.contentType,
    size: row.size,
    url: attachmentUrl(row.requestId, row.id),
  };
}

export function toArcTimelineEntry(row: ArcRequestEventRow): ArcTimelineEntry {
  return {
    id: row.id,
    kind: row.kind === 'status' ? 'status' : 'comment',
    fromStatus: (row.fromStatus as ArcStatus | null) ?? null,
    toStatus: (row.toStatus as ArcStatus | null) ?? null,
    note: row.note,
    authorName: row.authorName,
    byCommittee: row.byCommittee === 1,
    createdAt: row.createdAt,
  };
}

export type NewArcRequest = Omit<
  ArcRequestsTable,
  'id' | 'status' | 'decisionNote' | 'decidedAt' | 'createdAt' | 'updatedAt'
>;

/** Inserts a submitted request; the caller adds its first timeline entry in the same transaction. */
export async function insertArcRequest(db: Db, values: NewArcRequest): Promise<ArcRequestRow> {
  const now = nowIso();
  const row: ArcRequestRow = {
    id: newId(),
    ...values,
    status: 'submitted',
    decisionNote: null,
    decidedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('arcRequests').values(row).execute();
  return row;
}

export interface NewArcEvent {
  requestId: string;
  kind: 'status' | 'comment';
  fromStatus?: ArcStatus | null;
  toStatus?: ArcStatus | null;
  note?: string | null;
  author: { id: string; username: string };
  byCommittee: boolean;
}

/** Adds one entry to a request's timeline. */
export async function insertArcEvent(db: Db, event: NewArcEvent): Promise<ArcRequestEventRow> {
  const row: ArcRequestEventRow = {
    id: newId(),
    requestId: event.requestId,
    kind: event.kind,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    note: event.note ?? null,
    authorId: event.author.id,
    authorName: event.author.username,
    byCommittee: event.byCommittee ? 1 : 0,
    createdAt: nowIso(),
  };
  await db.insertInto('arcRequestEvents').values(row).execute();
  return row;
}

export async function insertArcAttachments(
  db: Db,
  requestId: string,
  files: { fileId: string; fileName: string; contentType: string; size: number }[],
): Promise<void> {
  if (files.length === 0) return;
  const createdAt = nowIso();
  await db
    .insertInto('arcRequestAttachments')
    .values(files.map((file, position) => ({ id: newId(), requestId, ...file, position, createdAt })))
    .execute();
}

export function findArcRequest(db: Db, id: string): Promise<ArcRequestRow | undefined> {
  return db.selectFrom('arcRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function arcTimeline(db: Db, requestId: string): Promise<ArcRequestEventRow[]> {
  return (
    db
      .selectFrom('arcRequestEvents')
      .selectAll()
      .where('requestId', '=', requestId)
      .orderBy('createdAt')
      // A reply and the move back under review it causes can share a millisecond: the comment first.
      .orderBy('kind')
      .orderBy('id')
      .execute()
  );
}

export function arcAttachments(db: Db, requestId: string): Promise<ArcRequestAttachmentRow[]> {
  return db
    .selectFrom('arcRequestAttachments')
    .selectAll()
    .where('requestId', '=', requestId)
    .orderBy('position')
    .execute();
}

export function findArcAttachment(
  db: Db,
  requestId: string,
  attachmentId: string,
): Promise<ArcRequestAttachmentRow | undefined> {
  return db
    .selectFrom('arcRequestAttachments')
    .selectAll()
    .where('requestId', '=', requestId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

/** Every column of a request, and how many files it has (the queue's paperclip count). */
function withAttachmentCount(db: Db) {
  return db
    .selectFrom('arcRequests')
    .selectAll('arcRequests')
    .select((eb) =>
      eb
        .selectFrom('arcRequestAttachments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('arcRequestAttachments.requestId', '=', 'arcRequests.id')
        .as('attachmentCount'),
    );
}

/**
 * Requests with their attachment counts: a resident's own (`residentId`) or all, optionally of one
 * status. The queue's order: overdue first, then the other open ones by decision day, then the
 * closed ones, newest first.
 */
export async function listArcRequests(
  db: Db,
  today: string,
  filter: { residentId?: string; status?: ArcStatus; openOnly?: boolean },
): Promise<{ row: ArcRequestRow; attachmentCount: number }[]> {
  const open = sql.join(OPEN_STATUSES.map((status) => sql.lit(status)));
  let query = withAttachmentCount(db);
  if (filter.residentId !== undefined) query = query.where('residentId', '=', filter.residentId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  // The open ones only (arc_requests_status_idx): the queue's first part.
  if (filter.openOnly) query = query.where('status', 'in', OPEN_STATUSES);
  const rows = await query
    .orderBy(sql`case when status in (${open}) and decision_due < ${today} then 0 else 1 end`)
    .orderBy(sql`case when status in (${open}) then 0 else 1 end`)
    .orderBy(sql`case when status in (${open}) then decision_due else '' end`)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(({ attachmentCount, ...row }) => ({ row, attachmentCount: Number(attachmentCount ?? 0) }));
}

type ListedRequest = { row: ArcRequestRow; attachmentCount: number };

const CLOSED_ORDER: Keyset<ArcRequestRow & { attachmentCount: unknown }> = {
  columns: ['createdAt', 'id'],
  order: 'desc',
  key: (row) => [row.createdAt, row.id],
};

/**
 * The requests a page at a time (docs/api.md, Paging): the open ones always come whole on the first page,
 * in the queue's order (they are what the committee works on, and the workflow keeps them few); the
 * decided and withdrawn ones, which grow without end, follow newest first, `defaultLimit` a page by
 * keyset (arc_requests_order_idx).
 */
export async function listArcRequestsPage(
  db: Db,
  today: string,
  filter: { residentId?: string; status?: ArcStatus },
  page: PageRequest,
  defaultLimit: number,
): Promise<Page<ListedRequest>> {
  const openOnes = page.cursor ? [] : await listArcRequests(db, today, { ...filter, openOnly: true });
  let closed = withAttachmentCount(db).where('status', 'not in', OPEN_STATUSES);
  if (filter.residentId !== undefined) closed = closed.where('residentId', '=', filter.residentId);
  if (filter.status !== undefined) closed = closed.where('status', '=', filter.status);
  const rest = await keysetPage(closed, CLOSED_ORDER, page, defaultLimit, ({ attachmentCount, ...row }) => ({
    row: row as ArcRequestRow,
    attachmentCount: Number(attachmentCount ?? 0),
  }));
  return { ...rest, items: [...openOnes, ...rest.items] };
}

/** Requests per status (of one resident, or all): every status present, zero when none. */
export async function countArcRequests(db: Db, residentId?: string): Promise<Record<ArcStatus, number>> {
  let query = db
    .selectFrom('arcRequests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status');
  if (residentId !== undefined) query = query.where('residentId', '=', residentId);
  const counts = Object.fromEntries(ARC_STATUSES.map((status) => [status, 0])) as Record<ArcStatus, number>;
  for (const { status, n } of await query.execute()) {
    if (status in counts) counts[status as ArcStatus] = Number(n);
  }
  return counts;
}

/** Requests waiting for the committee, and how many of them are past their decision day (`today`'s). */
export async function countOpenArcRequests(
  db: Db,
  today: string,
): Promise<{ open: number; overdue: number }> {
  const rows = await db
    .selectFrom('arcRequests')
    .select(['decisionDue'])
    .where('status', 'in', OPEN_STATUSES)
    .execute();
  return { open: rows.length, overdue: rows.filter((row) => row.decisionDue < today).length };
}

/**
 * Moves a request from `from` to `to`, only if it is still in `from` (two admins deciding at once:
 * one wins, the other finds it moved). Answers the row as changed, or undefined.
 */
export async function moveArcRequest(
  db: Db,
  id: string,
  from: ArcStatus,
  to: ArcStatus,
  decision?: { note: string | null },
): Promise<ArcRequestRow | undefined> {
  const now = nowIso();
  const result = await db
    .updateTable('arcRequests')
    .set({
      status: to,
      updatedAt: now,
      ...(decision ? { decisionNote: decision.note, decidedAt: now } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findArcRequest(db, id);
}

/** Marks a request changed (a comment), so lists sorted by change show it. */
export async function touchArcRequest(db: Db, id: string): Promise<void> {
  await db.updateTable('arcRequests').set({ updatedAt: nowIso() }).where('id', '=', id).execute();
}
