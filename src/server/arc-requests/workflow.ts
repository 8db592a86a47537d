import type { FastifyInstance } from 'fastify';
import {
  ARC_MESSAGES,
  arcTransitionsFrom,
  findArcTransition,
  isArcDecision,
  type ArcRequest,
  type ArcStatus,
} from '../../shared/arc-requests/arc-requests.ts';
import { todayIn } from '../../shared/dates.ts';
import { can, canSeeArcRequest } from '../../shared/policies.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { MailFollower } from '../mail/outbox.ts';
import { findUserById } from '../users/queries.ts';
import type { UserRow } from '../users/table.ts';
import type { ArcMailEvent, ArcMailSite } from './mail.tsx';
import {
  arcAttachments,
  arcTimeline,
  findArcRequest,
  insertArcEvent,
  letterUrl,
  moveArcRequest,
  toArcAttachment,
  toArcSummary,
  toArcTimelineEntry,
  type ArcCalendar,
} from './queries.ts';
import type { ArcRequestRow } from './table.ts';

/**
 * The workflow's steps that the routes and commands share: who may see a request, what the caller
 * may do with it, moving it (checked against the one transition table, with its timeline entry and
 * the resident's mail in one transaction) and the request as one is answered.
 */

export const isOwner = (row: ArcRequestRow, user: UserRow) => row.residentId === user.id;

/** The request when the caller may see it (its resident, or the committee); else 404, never revealing it. */
export async function visibleRequest(db: Db, id: string, user: UserRow): Promise<ArcRequestRow> {
  const row = await findArcRequest(db, id);
  if (!row || !canSeeArcRequest(user, { userId: row.residentId })) throw notFound('Request');
  return row;
}

/** The community's today, for overdue. */
export async function communityToday(app: FastifyInstance): Promise<string> {
  return (await communityCalendar(app)).today;
}

/** The community's today and time zone: a request's days (overdue, submitted on) are the community's. */
export async function communityCalendar(app: FastifyInstance): Promise<ArcCalendar> {
  const { timeZone } = await app.community.read();
  return { today: todayIn(timeZone), timeZone };
}

/** One request as this caller is answered it: the request, attachments, timeline and allowed moves. */
export async function requestDetail(
  app: FastifyInstance,
  row: ArcRequestRow,
  user: UserRow,
): Promise<ArcRequest> {
  const [events, attachments, calendar] = await Promise.all([
    arcTimeline(app.db, row.id),
    arcAttachments(app.db, row.id),
    communityCalendar(app),
  ]);
  const status = row.status as ArcStatus;
  const owner = isOwner(row, user);
  return {
    ...toArcSummary(row, calendar, attachments.length),
    description: row.description,
    residentId: row.residentId,
    decisionNote: row.decisionNote,
    attachments: attachments.map(toArcAttachment),
    timeline: events.map(toArcTimelineEntry),
    allowedStatuses: can(user, 'arc.review') ? arcTransitionsFrom(status, 'committee').map((t) => t.to) : [],
    canWithdraw: owner && findArcTransition(status, 'withdrawn', 'resident') !== undefined,
    canComment: status !== 'withdrawn',
    letterUrl: isArcDecision(status) ? letterUrl(row.id) : null,
  };
}

/** Who the mails come from; read before a step's transaction (SQLite has one connection). */
export async function mailSite(app: FastifyInstance): Promise<ArcMailSite> {
  const { name, timeZone } = await app.community.read();
  return { name, timeZone, publicUrl: app.config.publicUrl };
}

/**
 * The resident's mails go to the account's address as it is when each mail leaves: an email changed
 * since the request was made (or since the mail was stored) is where the mail goes. A deleted
 * account's request keeps the address it was made with.
 */
export function arcMailFollower(app: FastifyInstance): MailFollower {
  return {
    prepare: async (row, envelope) => {
      const resident = row.recipientUserId ? await findUserById(app.db, row.recipientUserId) : undefined;
      return resident ? { ...envelope, to: resident.email } : envelope;
    },
  };
}

/** Stores the resident's mail about a step in `db` (the step's transaction), when mail can leave. */
export async function mailResident(
  app: FastifyInstance,
  db: Db,
  site: ArcMailSite,
  row: ArcRequestRow,
  event: ArcMailEvent,
): Promise<void> {
  if (!app.outbox.enabled) return;
  // The mail templates (React Email, about 40 MiB once loaded) load with the first mail.
  const { arcRequestMail } = await import('./mail.tsx');
  await app.outbox.store(db, [await arcRequestMail(row, event, site)]);
}

/**
 * Moves a request to `to` as `by`, if the workflow allows it from where the request is now (else
 * 409): the new status, its timeline entry and the resident's mail, all or nothing. A decision
 * keeps its note as the decision note (the letter's conditions or reasons).
 */
export async function moveRequest(
  app: FastifyInstance,
  row: ArcRequestRow,
  to: ArcStatus,
  by: { user: UserRow; actor: 'committee' | 'resident' },
  note: string | null,
): Promise<ArcRequestRow> {
  const from = row.status as ArcStatus;
  if (!findArcTransition(from, to, by.actor))
    throw new HttpError(409, ARC_MESSAGES.forbiddenTransition(from, to));
  const site = await mailSite(app);
  const moved = await app.db.transaction().execute(async (trx) => {
    const updated = await moveArcRequest(trx, row.id, from, to, isArcDecision(to) ? { note } : undefined);
    if (!updated) return undefined;
    await insertArcEvent(trx, {
      requestId: row.id,
      kind: 'status',
      fromStatus: from,
      toStatus: to,
      note,
      author: by.user,
      byCommittee: by.actor === 'committee',
    });
    await mailResident(app, trx, site, updated, { kind: 'status', toStatus: to, note });
    return updated;
  });
  // Someone else moved it first: answer from where it is now.
  if (!moved) {
    const now = (await findArcRequest(app.db, row.id))!;
    throw new HttpError(409, ARC_MESSAGES.forbiddenTransition(now.status as ArcStatus, to));
  }
  void app.outbox.kick();
  return moved;
}
