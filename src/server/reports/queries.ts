import { sql } from 'kysely';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import {
  ANONYMOUS_REPORTER,
  BOARD_NAME,
  REPORT_DEFAULT_PAGE,
  reportReference,
  type Report,
  type ReportEvent,
  type ReportEventType,
  type ReportInput,
  type ReportKind,
  type ReportStatus,
  type ReportStatusFilter,
} from '../../shared/reports/reports.ts';
import type { Db } from '../db/connection.ts';
import type { Keyset } from '../db/keyset.ts';
import { keysetPage } from '../db/keyset.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { ReceivedFile } from '../files/multipart-files.ts';
import { isOpen } from './open.ts';
import { reportPhotos } from './photos.ts';
import type { ReportRow } from './table.ts';

/** Who reads reports: admins see every report and every name; anyone else, "A resident". */
export interface ReportViewer {
  id: string;
  admin: boolean;
}

/** Who made a step: the resident who reported (reopen, the report itself) or the board. */
export interface ReportActor {
  id: string;
  username: string;
  role: 'reporter' | 'board';
}

export function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the viewer may know the report exists: a violation is its reporter's and the admins'. */
export function canSeeReport(viewer: ReportViewer, row: ReportRow): boolean {
  return row.kind === 'maintenance' || viewer.admin || row.reporterId === viewer.id;
}

/**
 * Stores a report with the next reference of its year (the community's year), and its first step,
 * in one transaction: the year's counter goes up by a conditional update that returns the new
 * number, which the engines hand to one writer at a time (016_reports).
 */
export async function insertReport(
  db: Db,
  input: ReportInput,
  reporter: { id: string; username: string },
  year: number,
  photos: ReceivedFile[] = [],
): Promise<ReportRow> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reportSequences')
      .values({ year, last: 0 })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    const { last } = await trx
      .updateTable('reportSequences')
      .set({ last: sql`last + 1` })
      .where('year', '=', year)
      .returning('last')
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const row: ReportRow = {
      id: newId(),
      reference: reportReference(year, Number(last)),
      kind: input.kind,
      category: input.category,
      title: input.title,
      description: input.description,
      address: input.address,
      locationX: input.location?.x ?? null,
      locationY: input.location?.y ?? null,
      status: 'new',
      duplicateOf: null,
      reporterId: reporter.id,
      reporterName: reporter.username,
      createdAt: now,
      updatedAt: now,
      resolvedAt: null,
    };
    await trx.insertInto('reports').values(row).execute();
    await trx
      .insertInto('reportEvents')
      .values(eventValues(row.id, now, { ...reporter, role: 'reporter' }, 'new', null))
      .execute();
    if (photos.length > 0) {
      await trx
        .insertInto('reportPhotos')
        .values(
          photos.map(({ file }, position) => ({
            id: newId(),
            reportId: row.id,
            fileId: file.id,
            position,
            contentType: file.contentType,
            size: file.size,
            createdAt: now,
          })),
        )
        .execute();
    }
    return row;
  });
}

function eventValues(
  reportId: string,
  at: string,
  actor: ReportActor,
  status: ReportStatus | null,
  note: string | null,
  type: ReportEventType = 'status',
) {
  return {
    id: newId(),
    reportId,
    at,
    actorId: actor.id,
    actorName: actor.username,
    actorRole: actor.role,
    type,
    status,
    note,
  };
}

/**
 * Adds a comment (public) or an internal note (the board's) to the report's timeline; the report's
 * updatedAt moves with it. Answers the report as it now is.
 */
export async function addComment(
  db: Db,
  row: ReportRow,
  comment: { body: string; internal: boolean; actor: ReportActor },
): Promise<ReportRow> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const type: ReportEventType = comment.internal ? 'internal' : 'comment';
    await trx
      .insertInto('reportEvents')
      .values(eventValues(row.id, now, comment.actor, null, comment.body, type))
      .execute();
    return trx
      .updateTable('reports')
      .set({ updatedAt: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Moves a report from `from` to `to` with its timeline step, only if it is still `from` (two
 * admins at once: the second is told the move no longer applies). Undefined when it was not.
 */
export async function moveReport(
  db: Db,
  row: ReportRow,
  to: ReportStatus,
  step: { note: string | null; duplicateOf: string | null; actor: ReportActor },
): Promise<ReportRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const moved = await trx
      .updateTable('reports')
      .set({
        status: to,
        duplicateOf: to === 'duplicate' ? step.duplicateOf : null,
        resolvedAt: to === 'resolved' ? now : null,
        updatedAt: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .returningAll()
      .executeTakeFirst();
    if (!moved) return undefined;
    await trx
      .insertInto('reportEvents')
      .values(eventValues(row.id, now, step.actor, to, step.note))
      .execute();
    return moved;
  });
}

/** Oldest first (the board's queue order; docs/product/reports.md), by keyset on (createdAt, id). */
const REPORT_ORDER: Keyset<ReportRow> = {
  columns: ['createdAt', 'id'],
  order: 'asc',
  key: (row) => [row.createdAt, row.id],
};

/** The reports a viewer may see, a page at a time: maintenance and their own; admins, all. */
export function listReportsPage(
  db: Db,
  viewer: ReportViewer,
  filter: { kind?: ReportKind; status?: ReportStatusFilter; category?: string; mine?: boolean },
  page: PageRequest,
): Promise<Page<ReportRow>> {
  let query = db.selectFrom('reports').selectAll();
  if (filter.mine) query = query.where('reporterId', '=', viewer.id);
  else if (!viewer.admin)
    query = query.where((eb) => eb.or([eb('kind', '=', 'maintenance'), eb('reporterId', '=', viewer.id)]));
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status === 'open') query = query.where(isOpen());
  else if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.category) query = query.where('category', '=', filter.category);
  return keysetPage(query, REPORT_ORDER, page, REPORT_DEFAULT_PAGE, (row) => row);
}

/** The board's work waiting: reports nobody has looked at yet (status `new`), of both kinds. */
export async function countNewReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select(db.fn.countAll<number>().as('n'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function followerCount(db: Db, reportId: string): Promise<number> {
  const row = await db
    .selectFrom('reportFollowers')
    .select(db.fn.countAll<number>().as('n'))
    .where('reportId', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Follows (once, however often asked) and answers the count. */
export async function follow(db: Db, reportId: string, userId: string): Promise<number> {
  await db
    .insertInto('reportFollowers')
    .values({ reportId, userId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['reportId', 'userId']).doNothing())
    .execute();
  return followerCount(db, reportId);
}

export async function unfollow(db: Db, reportId: string, userId: string): Promise<number> {
  await db
    .deleteFrom('reportFollowers')
    .where('reportId', '=', reportId)
    .where('userId', '=', userId)
    .execute();
  return followerCount(db, reportId);
}

/** The reports as the viewer sees them: followers, whether they follow, the reporter named to admins only. */
export async function toReports(db: Db, rows: ReportRow[], viewer: ReportViewer): Promise<Report[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .selectFrom('reportFollowers')
    .select(['reportId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('reportId', 'in', ids)
    .groupBy('reportId')
    .execute();
  const followed = await db
    .selectFrom('reportFollowers')
    .select('reportId')
    .where('reportId', 'in', ids)
    .where('userId', '=', viewer.id)
    .execute();
  const photosOf = await reportPhotos(db, ids);
  const countOf = new Map(counts.map((c) => [c.reportId, Number(c.n)]));
  const following = new Set(followed.map((f) => f.reportId));
  return rows.map((row) => ({
    id: row.id,
    _id: row.id,
    reference: row.reference,
    kind: row.kind as ReportKind,
    category: row.category,
    title: row.title,
    description: row.description,
    address: row.address,
    location:
      row.locationX === null || row.locationY === null ? null : { x: row.locationX, y: row.locationY },
    photos: photosOf.get(row.id) ?? [],
    status: row.status as ReportStatus,
    duplicateOf: row.duplicateOf,
    reporter: viewer.admin ? row.reporterName : ANONYMOUS_REPORTER,
    followers: countOf.get(row.id) ?? 0,
    following: following.has(row.id),
    mine: row.reporterId === viewer.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    resolvedAt: row.resolvedAt,
  }));
}

/**
 * The report's steps in order; names only to admins, otherwise "A resident" or "The board". The
 * board's internal notes only to admins.
 */
export async function timelineOf(db: Db, reportId: string, viewer: ReportViewer): Promise<ReportEvent[]> {
  let query = db.selectFrom('reportEvents').selectAll().where('reportId', '=', reportId);
  if (!viewer.admin) query = query.where('type', '!=', 'internal');
  const rows = await query.orderBy('at').orderBy('id').execute();
  return rows.map((row) => ({
    at: row.at,
    by: viewer.admin ? row.actorName : row.actorRole === 'board' ? BOARD_NAME : ANONYMOUS_REPORTER,
    type: row.type as ReportEventType,
    ...(row.status ? { status: row.status as ReportStatus } : {}),
    note: row.note,
  }));
}

/** Who is mailed at a status change: the reporter and the followers, verified addresses, each once. */
export async function statusMailRecipients(db: Db, report: ReportRow, exceptUserId: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.email'])
    .where('users.emailVerifiedAt', 'is not', null)
    .where('users.id', '!=', exceptUserId)
    .where((eb) =>
      eb.or([
        eb('users.id', '=', report.reporterId ?? ''),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('reportFollowers')
            .select('reportFollowers.userId')
            .where('reportFollowers.reportId', '=', report.id),
        ),
      ]),
    )
    .execute();
}
