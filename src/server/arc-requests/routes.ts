import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARC_CLOSED_PAGE,
  ARC_MESSAGES,
  arcRequestInputSchema,
  isArcDecision,
} from '../../shared/arc-requests/arc-requests.ts';
import { arcRequestsContract as api } from '../../shared/contracts/arc-requests.ts';
import { can } from '../../shared/policies.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError } from '../http/errors.ts';
import { sendArcAttachment } from './attachments.ts';
import { changeArcStatus, commentOnArcRequest, submitArcRequest, withdrawArcRequest } from './commands.ts';
import { countArcRequests, listArcRequestsPage, toArcSummary } from './queries.ts';
import { submissionLimit } from './submission-limit.ts';
import { parseArcSubmission, registerArcMultipart } from './submission.ts';
import { arcMailFollower, communityCalendar, requestDetail, visibleRequest } from './workflow.ts';

/**
 * ACC requests: approved residents submit and follow their requests; the committee moves them
 * through the workflow. Every write is audited. A request the caller may not see is a 404.
 */
const arcRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerArcMultipart(app);
  app.outbox.follow('arc-request', arcMailFollower(app));

  app.route({
    ...routeOf(api.submit),
    preHandler: submissionLimit(app),
    handler: async (request, reply) => {
      const submission = await parseArcSubmission(request, arcRequestInputSchema);
      const row = await submitArcRequest(app, request, submission);
      return reply.status(201).send(await requestDetail(app, row, callerOf(request)));
    },
  });

  app.route({
    ...routeOf(api.list),
    handler: async (request) => {
      const user = callerOf(request);
      // The committee sees every request; anyone else their own.
      const residentId = can(user, 'arc.review') ? undefined : user.id;
      const calendar = await communityCalendar(app);
      const { status, limit, cursor } = request.query;
      const [page, counts] = await Promise.all([
        listArcRequestsPage(
          app.db,
          calendar.today,
          { residentId, status },
          { limit, cursor },
          ARC_CLOSED_PAGE,
        ),
        countArcRequests(app.db, residentId),
      ]);
      return {
        items: page.items.map(({ row, attachmentCount }) => toArcSummary(row, calendar, attachmentCount)),
        counts,
        nextCursor: page.nextCursor,
        ...(page.prevCursor !== undefined ? { prevCursor: page.prevCursor } : {}),
      };
    },
  });

  app.route({
    ...routeOf(api.one),
    handler: async (request) => {
      const user = callerOf(request);
      return requestDetail(app, await visibleRequest(app.db, request.params.id, user), user);
    },
  });

  app.route({
    ...routeOf(api.changeStatus),
    handler: async (request) => {
      const moved = await changeArcStatus(app, request, request.params.id, request.body);
      return requestDetail(app, moved, callerOf(request));
    },
  });

  app.route({
    ...routeOf(api.withdraw),
    handler: async (request) => {
      const withdrawn = await withdrawArcRequest(app, request, request.params.id);
      return requestDetail(app, withdrawn, callerOf(request));
    },
  });

  app.route({
    ...routeOf(api.comment),
    handler: async (request, reply) => {
      const commented = await commentOnArcRequest(app, request, request.params.id, request.body.body);
      return reply.status(201).send(await requestDetail(app, commented, callerOf(request)));
    },
  });

  app.route({
    ...routeOf(api.letter),
    handler: async (request, reply) => {
      const row = await visibleRequest(app.db, request.params.id, callerOf(request));
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
  });

  app.route({
    ...routeOf(api.attachment),
    handler: async (request, reply) => {
      const row = await visibleRequest(app.db, request.params.id, callerOf(request));
      return sendArcAttachment(app, request, reply, row.id, request.params.attachmentId);
    },
  });
};

export default arcRequestRoutes;
