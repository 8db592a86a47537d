import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsContract as api } from '../../shared/contracts/reports.ts';
import { todayIn } from '../../shared/dates.ts';
import { can } from '../../shared/policies.ts';
import { REPORT_MESSAGES, REPORT_STATUS_LABELS, type ReportStatus } from '../../shared/reports/reports.ts';
import { recordAudit } from '../audit/record.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError } from '../http/errors.ts';
import type { UserRow } from '../users/table.ts';
import {
  canSeeReport,
  findReport,
  follow,
  insertReport,
  listReportsPage,
  moveReport,
  timelineOf,
  addComment,
  toReports,
  unfollow,
  type ReportViewer,
} from './queries.ts';
import { checkComment, checkMove, checkReopen } from './rules.ts';
import { mailStatusChange } from './status-mail.ts';
import { nearbyReports, reportPins } from './map-queries.ts';
import { findReportPhoto } from './photos.ts';
import { discardPhotos, parseReportSubmission } from './submission.ts';
import { mailBoardComment } from './comment-mail.ts';
import { sendStoredFile } from '../files/send.ts';
import { getFile } from '../files/store.ts';
import { extensionFor } from '../files/content-types.ts';
import { registerMultipart } from '../files/multipart-files.ts';
import type { ReportRow } from './table.ts';

const notFound = () => new HttpError(404, REPORT_MESSAGES.notFound);

const viewerOf = (user: UserRow): ReportViewer => ({ id: user.id, admin: can(user, 'reports.manage') });

/** /api/reports (docs/product/reports.md): residents report problems, the board works them to the end. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies (the photos) in this plugin's scope only.
  await registerMultipart(app);

  /** The report if the viewer may know it exists; a violation is 404 to all but its reporter and admins. */
  async function visibleReport(id: string, viewer: ReportViewer): Promise<ReportRow> {
    const row = await findReport(app.db, id);
    if (!row || !canSeeReport(viewer, row)) throw notFound();
    return row;
  }

  async function detailOf(row: ReportRow, viewer: ReportViewer) {
    const [report] = await toReports(app.db, [row], viewer);
    return { ...report!, timeline: await timelineOf(app.db, row.id, viewer) };
  }

  app.route({
    ...routeOf(api.list),
    handler: async (request) => {
      const viewer = viewerOf(callerOf(request));
      const { kind, status, category, mine, limit, cursor } = request.query;
      const page = await listReportsPage(app.db, viewer, { kind, status, category, mine }, { limit, cursor });
      return { ...page, items: await toReports(app.db, page.items, viewer) };
    },
  });

  app.route({
    ...routeOf(api.nearby),
    handler: async (request) => {
      const viewer = viewerOf(callerOf(request));
      const { category, x, y } = request.query;
      const rows = await nearbyReports(app.db, category, { x, y });
      return { items: await toReports(app.db, rows, viewer) };
    },
  });

  app.route({
    ...routeOf(api.pins),
    handler: async (request) => {
      const viewer = viewerOf(callerOf(request));
      return { items: await reportPins(app.db, viewer, request.query) };
    },
  });

  app.route({
    ...routeOf(api.photo),
    handler: async (request, reply) => {
      // The report's own visibility: a violation's photos are 404 to whoever may not see it.
      const row = await visibleReport(request.params.id, viewerOf(callerOf(request)));
      const photo = await findReportPhoto(app.db, row.id, request.params.photoId);
      const file = photo && (await getFile(app.db, photo.fileId));
      if (!photo || !file) throw new HttpError(404, REPORT_MESSAGES.photoNotFound);
      const fileName = `${row.reference} photo ${photo.position + 1}.${extensionFor(file.contentType)}`;
      return sendStoredFile(request, reply, file, { fileName, inline: true });
    },
  });

  app.route({
    ...routeOf(api.comment),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const viewer = viewerOf(caller);
      const row = await visibleReport(request.params.id, viewer);
      const { body, internal } = request.body;
      const role = checkComment(row, viewer, internal);
      const commented = await addComment(app.db, row, {
        body,
        internal,
        actor: { id: caller.id, username: caller.username, role },
      });
      await recordAudit(request, {
        action: 'update',
        kind: 'report',
        objectId: row.id,
        summary: `${row.reference}: ${internal ? 'internal note' : role === 'board' ? 'comment by the board' : 'comment by its reporter'}`,
      });
      if (role === 'board' && !internal) await mailBoardComment(app, commented, body, caller.id);
      return reply.status(201).send(await detailOf(commented, viewer));
    },
  });

  app.route({
    ...routeOf(api.one),
    handler: async (request) => {
      const viewer = viewerOf(callerOf(request));
      return detailOf(await visibleReport(request.params.id, viewer), viewer);
    },
  });

  app.route({
    ...routeOf(api.create),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { timeZone } = await app.community.read();
      const year = Number(todayIn(timeZone).slice(0, 4));
      const { values, photos } = await parseReportSubmission(request);
      let row: ReportRow;
      try {
        row = await insertReport(app.db, values, caller, year, photos);
      } catch (error) {
        // No report holds the photos: their bytes go too.
        await discardPhotos(app, photos);
        throw error;
      }
      // The audit log is the admins' screen: it may name the reporter.
      await recordAudit(request, {
        action: 'create',
        kind: 'report',
        objectId: row.id,
        summary: `${row.reference}: ${row.kind} (${row.category}) "${row.title}"${photos.length > 0 ? `, ${photos.length} photo${photos.length === 1 ? '' : 's'}` : ''}`,
      });
      return reply.status(201).send(await detailOf(row, viewerOf(caller)));
    },
  });

  app.route({
    ...routeOf(api.status),
    handler: async (request) => {
      const caller = callerOf(request);
      const row = await findReport(app.db, request.params.id);
      if (!row) throw notFound();
      const body = request.body;
      const target = body.duplicateOf ? await findReport(app.db, body.duplicateOf) : undefined;
      checkMove(row, body, target);
      const moved = await moveReport(app.db, row, body.status, {
        note: body.note,
        duplicateOf: body.duplicateOf,
        actor: { id: caller.id, username: caller.username, role: 'board' },
      });
      // Another admin moved it first: this move was decided on a status it no longer has.
      if (!moved)
        throw new HttpError(409, REPORT_MESSAGES.forbiddenMove(row.status as ReportStatus, body.status));
      await recordAudit(request, {
        action: 'update',
        kind: 'report',
        objectId: row.id,
        summary: `${row.reference}: ${REPORT_STATUS_LABELS[row.status as ReportStatus]} -> ${REPORT_STATUS_LABELS[body.status]}${target ? ` (duplicate of ${target.reference})` : ''}`,
      });
      await mailStatusChange(app, moved, body.note, caller.id);
      return detailOf(moved, viewerOf(caller));
    },
  });

  app.route({
    ...routeOf(api.reopen),
    handler: async (request) => {
      const caller = callerOf(request);
      const viewer = viewerOf(caller);
      const row = await visibleReport(request.params.id, viewer);
      checkReopen(row, caller.id);
      const moved = await moveReport(app.db, row, 'in_progress', {
        note: null,
        duplicateOf: null,
        actor: { id: caller.id, username: caller.username, role: 'reporter' },
      });
      if (!moved) throw new HttpError(409, REPORT_MESSAGES.reopenNotResolved);
      await recordAudit(request, {
        action: 'update',
        kind: 'report',
        objectId: row.id,
        summary: `${row.reference}: reopened by its reporter (Resolved -> In progress)`,
      });
      await mailStatusChange(app, moved, null, caller.id);
      return detailOf(moved, viewer);
    },
  });

  /** The maintenance report the caller may follow; a violation they can see is not one to follow (409). */
  async function followable(id: string, viewer: ReportViewer): Promise<ReportRow> {
    const row = await visibleReport(id, viewer);
    if (row.kind !== 'maintenance') throw new HttpError(409, REPORT_MESSAGES.followOnlyMaintenance);
    return row;
  }

  app.route({
    ...routeOf(api.follow),
    handler: async (request) => {
      const caller = callerOf(request);
      const row = await followable(request.params.id, viewerOf(caller));
      const followers = await follow(app.db, row.id, caller.id);
      await recordAudit(request, {
        action: 'update',
        kind: 'report',
        objectId: row.id,
        summary: `${row.reference}: followed (${followers} following)`,
      });
      return { followers };
    },
  });

  app.route({
    ...routeOf(api.unfollow),
    handler: async (request) => {
      const caller = callerOf(request);
      const row = await followable(request.params.id, viewerOf(caller));
      const followers = await unfollow(app.db, row.id, caller.id);
      await recordAudit(request, {
        action: 'update',
        kind: 'report',
        objectId: row.id,
        summary: `${row.reference}: no longer followed (${followers} following)`,
      });
      return { followers };
    },
  });
};

export default reportsRoutes;
