import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ARC_MESSAGES,
  isArcDecision,
  type ArcRequestValues,
  type ArcStatusChangeValues,
} from '../../shared/arc-requests/arc-requests.ts';
import { addDays } from '../../shared/dates.ts';
import { recordAudit } from '../audit/record.ts';
import type { ReceivedFile } from '../files/multipart-files.ts';
import { callerOf } from '../http/access.ts';
import { HttpError } from '../http/errors.ts';
import { insertArcAttachments, insertArcEvent, insertArcRequest, touchArcRequest } from './queries.ts';
import { discardFiles, toStoredAttachments } from './submission.ts';
import type { ArcRequestRow } from './table.ts';
import { communityToday, isOwner, mailResident, mailSite, moveRequest, visibleRequest } from './workflow.ts';

/**
 * The ACC workflow's writes, each whole: the rows and the timeline entry in one transaction with
 * the resident's mail, the outbox woken once it is committed, the audit entry. Each takes the
 * request it serves (its caller, the audit entry's author) and answers the ACC request as it is
 * now, for the route to answer as its caller sees it.
 */

/**
 * A new request from a resident, with the files already received: it is due a decision
 * arcReviewDays from today. Refused (and its files deleted) when there is no address to give it.
 */
export async function submitArcRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  { values, files }: { values: ArcRequestValues; files: ReceivedFile[] },
): Promise<ArcRequestRow> {
  const user = callerOf(request);
  const address = values.address ?? user.address;
  if (!address) {
    await discardFiles(app, files);
    throw new HttpError(400, ARC_MESSAGES.noAddress, [{ path: 'address', message: ARC_MESSAGES.noAddress }]);
  }
  const community = await app.community.read();
  const site = await mailSite(app);
  const today = await communityToday(app);
  const stored = toStoredAttachments(files);
  const row = await app.db
    .transaction()
    .execute(async (trx) => {
      const created = await insertArcRequest(trx, {
        residentId: user.id,
        residentName: user.username,
        residentEmail: user.email,
        title: values.title,
        projectType: values.projectType,
        description: values.description,
        address,
        startDate: values.startDate,
        completionDate: values.completionDate,
        decisionDue: addDays(today, community.arcReviewDays),
      });
      await insertArcAttachments(trx, created.id, stored);
      await insertArcEvent(trx, {
        requestId: created.id,
        kind: 'status',
        toStatus: 'submitted',
        author: user,
        byCommittee: false,
      });
      await mailResident(app, trx, site, created, { kind: 'status', toStatus: 'submitted', note: null });
      return created;
    })
    .catch(async (error: unknown) => {
      await discardFiles(app, files);
      throw error;
    });
  void app.outbox.kick();
  await recordAudit(request, {
    action: 'create',
    kind: 'arc-request',
    objectId: row.id,
    summary: `${user.username}: ${row.title} (${row.projectType}, ${stored.length} attachment${stored.length === 1 ? '' : 's'})`,
  });
  return row;
}

/** The committee moves a request on, with the note a decision or a question needs. */
export async function changeArcStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  change: ArcStatusChangeValues,
): Promise<ArcRequestRow> {
  const user = callerOf(request);
  const row = await visibleRequest(app.db, id, user);
  const to = change.status;
  const note = change.note ?? null;
  const moved = await moveRequest(app, row, to, { user, actor: 'committee' }, note);
  await recordAudit(request, {
    action: 'update',
    kind: 'arc-request',
    objectId: row.id,
    summary: `${row.title}: ${row.status} -> ${to}${note ? `: ${note}` : ''}`,
  });
  return moved;
}

/** The resident takes back a request the committee has not decided. */
export async function withdrawArcRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<ArcRequestRow> {
  const user = callerOf(request);
  const row = await visibleRequest(app.db, id, user);
  if (!isOwner(row, user)) throw new HttpError(403, 'Only the resident who made a request can withdraw it');
  if (row.status === 'withdrawn' || isArcDecision(row.status)) {
    throw new HttpError(409, ARC_MESSAGES.cannotWithdraw);
  }
  const moved = await moveRequest(app, row, 'withdrawn', { user, actor: 'resident' }, null);
  await recordAudit(request, {
    action: 'update',
    kind: 'arc-request',
    objectId: row.id,
    summary: `${row.title}: withdrawn by ${user.username}`,
  });
  return moved;
}

/**
 * A comment on a request that is not withdrawn: the committee's is mailed to the resident; the
 * resident's answer to "more information needed" sends the request back for review.
 */
export async function commentOnArcRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  note: string,
): Promise<ArcRequestRow> {
  const user = callerOf(request);
  const row = await visibleRequest(app.db, id, user);
  if (row.status === 'withdrawn') throw new HttpError(409, ARC_MESSAGES.closedForComments);
  const byCommittee = !isOwner(row, user);
  const site = await mailSite(app);
  await app.db.transaction().execute(async (trx) => {
    await insertArcEvent(trx, { requestId: row.id, kind: 'comment', note, author: user, byCommittee });
    await touchArcRequest(trx, row.id);
    if (byCommittee)
      await mailResident(app, trx, site, row, { kind: 'comment', note, authorName: user.username });
  });
  if (byCommittee) void app.outbox.kick();
  const answered =
    !byCommittee && row.status === 'more_info'
      ? await moveRequest(app, row, 'under_review', { user, actor: 'resident' }, null)
      : undefined;
  await recordAudit(request, {
    action: 'create',
    kind: 'arc-comment',
    objectId: row.id,
    summary: `${row.title}: comment by ${user.username}${answered ? ' (back under review)' : ''}`,
  });
  return answered ?? (await visibleRequest(app.db, row.id, user));
}
