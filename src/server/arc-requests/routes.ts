import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/api.ts';
import {
  ARC_MESSAGES,
  arcAttachmentParamsSchema,
  arcCommentInputSchema,
  arcListQuerySchema,
  arcRequestInputSchema,
  arcRequestListSchema,
  arcRequestSchema,
  arcStatusChangeSchema,
  isArcDecision,
  type ArcStatus,
} from '../../shared/arc-requests.ts';
import { addDays } from '../../shared/dates.ts';
import { isAdmin, residentStatusOf } from '../../shared/roles.ts';
import { recordAudit } from '../audit/record.ts';
import { HttpError } from '../http/errors.ts';
import type { UserRow } from '../users/table.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { storedFileResponseSchema } from '../files/send.ts';
import { sendArcAttachment } from './attachments.ts';
import { discardFiles, parseArcSubmission, registerArcMultipart, toStoredAttachments } from './submission.ts';
import {
  countArcRequests,
  insertArcAttachments,
  insertArcEvent,
  insertArcRequest,
  listArcRequests,
  toArcSummary,
  touchArcRequest,
} from './queries.ts';
import {
  arcMailFollower,
  communityToday,
  isOwner,
  mailResident,
  mailSite,
  moveRequest,
  requestDetail,
  visibleRequest,
} from './workflow.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "3 hours", "1 minute": how long to wait, rounded up, as the 429 message says it. */
function waitFor(seconds: number): string {
  const [count, unit] =
    seconds >= 3600 ? [Math.ceil(seconds / 3600), 'hour'] : [Math.max(1, Math.ceil(seconds / 60)), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * /api/arc-requests (DESIGN 7.4): approved residents submit and follow their requests; the
 * committee (ADMIN) moves them through the workflow. Every write is audited.
 */
const arcRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerArcMultipart(app);
  app.outbox.follow('arc-request', arcMailFollower(app));
  const signedIn = { config: { access: 'user' as const } };
  const me = (request: { session: { user: UserRow } | null }) => request.session!.user;

  // Submissions per resident (not per address: a household shares one) in 24 hours, counted in the
  // database like the other limits, so every process shares one count. Every attempt counts, before
  // its files are read: a refused upload has cost the server its bytes too. groupId names the
  // counters in the store (rate-limit-store.ts); the plugin passes it on, although its type for
  // createRateLimit leaves it out.
  const submissionLimit: CreateRateLimitOptions & { groupId: string } = {
    max: app.config.arcRequestLimit,
    timeWindow: DAY_MS,
    groupId: 'arc-request',
    keyGenerator: (request) => request.session?.user.id ?? request.ip,
  };
  const submissions = app.createRateLimit(submissionLimit);

  app.post('/', { ...signedIn, schema: { response: { 201: arcRequestSchema } } }, async (request, reply) => {
    const user = me(request);
    if (residentStatusOf(user.role, user.residentStatus) !== 'approved') {
      throw new HttpError(403, ARC_MESSAGES.notResident);
    }
    const limit = await submissions(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('Retry-After', String(limit.ttlInSeconds));
      throw new HttpError(429, ARC_MESSAGES.tooManyRequests(limit.max, waitFor(limit.ttlInSeconds)));
    }
    const { values, files } = await parseArcSubmission(request, arcRequestInputSchema);
    const address = values.address ?? user.address;
    if (!address) {
      await discardFiles(app, files);
      throw new HttpError(400, ARC_MESSAGES.noAddress, [
        { path: 'address', message: ARC_MESSAGES.noAddress },
      ]);
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
    return reply.status(201).send(await requestDetail(app, row, user));
  });

  app.get(
    '/',
    { ...signedIn, schema: { querystring: arcListQuerySchema, response: { 200: arcRequestListSchema } } },
    async (request) => {
      const user = me(request);
      // The committee sees every request; anyone else their own.
      const residentId = isAdmin(user.role) ? undefined : user.id;
      const today = await communityToday(app);
      const [rows, counts] = await Promise.all([
        listArcRequests(app.db, today, { residentId, status: request.query.status }),
        countArcRequests(app.db, residentId),
      ]);
      return {
        items: rows.map(({ row, attachmentCount }) => toArcSummary(row, today, attachmentCount)),
        counts,
      };
    },
  );

  app.get(
    '/:id',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: arcRequestSchema } } },
    async (request) => {
      const user = me(request);
      return requestDetail(app, await visibleRequest(app.db, request.params.id, user), user);
    },
  );

  app.post(
    '/:id/status',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: arcStatusChangeSchema, response: { 200: arcRequestSchema } },
    },
    async (request) => {
      const user = me(request);
      const row = await visibleRequest(app.db, request.params.id, user);
      const to = request.body.status as ArcStatus;
      const note = request.body.note ?? null;
      const moved = await moveRequest(app, row, to, { user, actor: 'committee' }, note);
      await recordAudit(request, {
        action: 'update',
        kind: 'arc-request',
        objectId: row.id,
        summary: `${row.title}: ${row.status} -> ${to}${note ? `: ${note}` : ''}`,
      });
      return requestDetail(app, moved, user);
    },
  );

  app.post(
    '/:id/withdraw',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: arcRequestSchema } } },
    async (request) => {
      const user = me(request);
      const row = await visibleRequest(app.db, request.params.id, user);
      if (!isOwner(row, user))
        throw new HttpError(403, 'Only the resident who made a request can withdraw it');
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
      return requestDetail(app, moved, user);
    },
  );

  app.post(
    '/:id/comments',
    {
      ...signedIn,
      schema: { params: idParamsSchema, body: arcCommentInputSchema, response: { 201: arcRequestSchema } },
    },
    async (request, reply) => {
      const user = me(request);
      const row = await visibleRequest(app.db, request.params.id, user);
      if (row.status === 'withdrawn') throw new HttpError(409, ARC_MESSAGES.closedForComments);
      const note = request.body.body;
      const byCommittee = !isOwner(row, user);
      const site = await mailSite(app);
      await app.db.transaction().execute(async (trx) => {
        await insertArcEvent(trx, { requestId: row.id, kind: 'comment', note, author: user, byCommittee });
        await touchArcRequest(trx, row.id);
        if (byCommittee)
          await mailResident(app, trx, site, row, { kind: 'comment', note, authorName: user.username });
      });
      if (byCommittee) void app.outbox.kick();
      // The resident's answer to "more information needed" sends the request back for review.
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
      const now = answered ?? (await visibleRequest(app.db, row.id, user));
      return reply.status(201).send(await requestDetail(app, now, user));
    },
  );

  app.get(
    '/:id/letter',
    {
      ...signedIn,
      schema: { params: idParamsSchema, response: { 200: storedFileResponseSchema } },
    },
    async (request, reply) => {
      const user = me(request);
      const row = await visibleRequest(app.db, request.params.id, user);
      if (!isArcDecision(row.status)) throw new HttpError(409, ARC_MESSAGES.noLetter);
      // pdf-lib (about 25 MiB once loaded) loads with the first letter asked for.
      const { decisionLetter } = await import('./letter.ts');
      const pdf = await decisionLetter(row, await app.community.read());
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(`ACC decision - ${row.title}.pdf`, false))
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      ...signedIn,
      schema: {
        params: arcAttachmentParamsSchema,
        response: { 200: storedFileResponseSchema, 206: storedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const user = me(request);
      const row = await visibleRequest(app.db, request.params.id, user);
      return sendArcAttachment(app, request, reply, row.id, request.params.attachmentId);
    },
  );
};

export default arcRequestRoutes;
