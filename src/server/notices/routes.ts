import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticesContract as api } from '../../shared/contracts/notices.ts';
import { NOTICE_MESSAGES } from '../../shared/notices/notices.ts';
import { can } from '../../shared/policies.ts';
import { REPORT_MESSAGES } from '../../shared/reports/reports.ts';
import { residentStatusOf } from '../../shared/roles.ts';
import { recordAudit } from '../audit/record.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import type { Db } from '../db/connection.ts';
import { findHome } from '../homes/queries.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError } from '../http/errors.ts';
import { findReport } from '../reports/queries.ts';
import type { UserRow } from '../users/table.ts';
import type { OutgoingMail } from '../mail/queries.ts';
import { answerMailsToBoard, answerMailsToHome, noticeMails } from './mail.ts';
import {
  findNotice,
  insertNotice,
  newNotice,
  insertNoticeComment,
  isResidentOf,
  noticesOfHome,
  noticesOfReport,
  toNotices,
} from './queries.ts';
import { checkCureBy } from './rules.ts';
import type { NoticeRow } from './table.ts';

const noticeNotFound = () => new HttpError(404, NOTICE_MESSAGES.notFound);

/**
 * Violation notices (docs/product/notices.md): the board sends one to a home about a violation
 * report; the home's approved residents read it, its letter, and answer. A notice is the board's and
 * that home's: anyone else is told it does not exist. Nothing answered or mailed names the reporter.
 */
const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The notice and how the caller stands to it: the board, a resident of its home, or 404. */
  async function reachableNotice(id: string, caller: UserRow) {
    const notice = await findNotice(app.db, id);
    if (!notice) throw noticeNotFound();
    if (can(caller, 'reports.manage')) return { notice, as: 'board' as const };
    if (isResidentOf(caller, notice)) return { notice, as: 'resident' as const };
    throw noticeNotFound();
  }

  async function reportOf(notice: NoticeRow) {
    const report = await findReport(app.db, notice.reportId);
    if (!report) throw noticeNotFound();
    return report;
  }

  /** Runs a write and stores its mails in one transaction, then starts the mails on their way. */
  async function withMails(mails: OutgoingMail[], write: (db: Db) => Promise<void>) {
    await app.db.transaction().execute(async (trx) => {
      await write(trx);
      if (mails.length > 0) await app.outbox.store(trx, mails);
    });
    if (mails.length > 0) void app.outbox.kick();
  }

  async function answer(notice: NoticeRow) {
    const [one] = await toNotices(app.db, [notice]);
    return one!;
  }

  app.route({
    ...routeOf(api.send),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const report = await findReport(app.db, request.params.id);
      if (!report) throw new HttpError(404, REPORT_MESSAGES.notFound);
      if (report.kind !== 'violation') throw new HttpError(409, NOTICE_MESSAGES.onlyViolations);
      const body = request.body;
      const home = await findHome(app.db, body.homeId);
      if (!home) {
        throw new HttpError(400, NOTICE_MESSAGES.homeNotFound, [
          { path: 'homeId', message: NOTICE_MESSAGES.homeNotFound },
        ]);
      }
      const { timeZone } = await app.community.read();
      checkCureBy(body.cureBy, timeZone);
      const notice = newNotice(report.id, home, body, caller.id);
      await withMails(await noticeMails(app, notice, report), (db) => insertNotice(db, notice));
      await recordAudit(request, {
        action: 'create',
        kind: 'notice',
        objectId: notice.id,
        summary: `${report.reference}: notice to ${home.address}, cure by ${notice.cureBy}`,
      });
      return reply.status(201).send(await answer(notice));
    },
  });

  app.route({
    ...routeOf(api.ofReport),
    handler: async (request) => {
      const report = await findReport(app.db, request.params.id);
      if (!report) throw new HttpError(404, REPORT_MESSAGES.notFound);
      return { items: await toNotices(app.db, await noticesOfReport(app.db, report.id)) };
    },
  });

  app.route({
    ...routeOf(api.mine),
    handler: async (request) => {
      const caller = callerOf(request);
      // Only an approved resident linked to a home reads its notices; anyone else has none.
      if (!caller.homeId || residentStatusOf(caller.role, caller.residentStatus) !== 'approved') {
        return { items: [] };
      }
      return { items: await toNotices(app.db, await noticesOfHome(app.db, caller.homeId)) };
    },
  });

  app.route({
    ...routeOf(api.comment),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { notice, as } = await reachableNotice(request.params.id, caller);
      const report = await reportOf(notice);
      const { body } = request.body;
      const mails =
        as === 'board'
          ? await answerMailsToHome(app, notice, report, body)
          : await answerMailsToBoard(app, notice, report, caller.username, body);
      await withMails(mails, (db) =>
        insertNoticeComment(db, notice.id, { id: caller.id, username: caller.username, role: as }, body),
      );
      await recordAudit(request, {
        action: 'create',
        kind: 'notice-comment',
        objectId: notice.id,
        summary: `${report.reference}: ${as === 'board' ? 'the board' : caller.username} answered the notice to ${notice.address}`,
      });
      return reply.status(201).send(await answer(notice));
    },
  });

  app.route({
    ...routeOf(api.letter),
    handler: async (request, reply) => {
      const { notice } = await reachableNotice(request.params.id, callerOf(request));
      const report = await reportOf(notice);
      // pdf-lib (about 25 MiB once loaded) loads with the first letter asked for.
      const { noticeLetter } = await import('./letter.ts');
      const pdf = await noticeLetter(
        notice,
        { reference: report.reference, category: report.category },
        await app.community.read(),
        app.config.publicUrl,
      );
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          contentDisposition(`Notice of violation - ${notice.address}.pdf`, false),
        )
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(pdf));
    },
  });
};

export default noticesRoutes;
