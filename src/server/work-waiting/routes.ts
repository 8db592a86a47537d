import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workWaitingContract as api } from '../../shared/contracts/work-waiting.ts';
import { can } from '../../shared/policies.ts';
import type { WorkWaiting } from '../../shared/work-waiting.ts';
import { countOpenArcRequests } from '../arc-requests/queries.ts';
import { communityToday } from '../arc-requests/workflow.ts';
import { countUnread } from '../contact/inbox-queries.ts';
import { countNewReports } from '../reports/queries.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { countResidentRequests } from '../users/queries.ts';

/**
 * The dashboard's work waiting (docs/product/staff-area.md, "Work waiting"): one read of the counts
 * each queue's own screen lists, each asked only when the caller may manage that queue.
 */
const workWaitingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.counts),
    handler: async (request) => {
      const user = callerOf(request);
      const work: WorkWaiting = {};
      if (can(user, 'users.manage')) work.residentRequests = await countResidentRequests(app.db);
      if (can(user, 'messages.manage')) work.unreadMessages = await countUnread(app.db);
      if (can(user, 'arc.review')) {
        const { open, overdue } = await countOpenArcRequests(app.db, await communityToday(app));
        work.openArcRequests = open;
        work.overdueArcRequests = overdue;
      }
      if (can(user, 'reports.manage')) work.newReports = await countNewReports(app.db);
      return work;
    },
  });
};

export default workWaitingRoutes;
