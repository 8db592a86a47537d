import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../shared/api.ts';
import { openapiContract } from '../shared/contracts/openapi.ts';
import accountRoutes from './account/routes.ts';
import announcementRoutes from './announcements/routes.ts';
import arcRequestRoutes from './arc-requests/routes.ts';
import auditRoutes from './audit/routes.ts';
import authRoutes from './auth/routes.ts';
import { backupRoutes } from './backup/scheduled.ts';
import communityRoutes from './community/routes.ts';
import contactRoutes from './contact/routes.ts';
import directoryRoutes from './directory/routes.ts';
import documentRoutes from './documents/routes.ts';
import eventsRoutes from './events/routes.ts';
import eventRsvpRoutes from './events/rsvp-routes.ts';
import faqsRoutes from './faqs/routes.ts';
import healthRoutes from './health/routes.ts';
import hoaRoutes from './board/routes.ts';
import homesRoutes from './homes/routes.ts';
import votesRoutes from './votes/routes.ts';
import reportsRoutes from './reports/routes.ts';
import { requireDeclaredAccess } from './http/access.ts';
import { requireContracts, routeOf } from './http/contract-routes.ts';
import { HttpError } from './http/errors.ts';
import { requireDeclaredResponses } from './http/responses.ts';
import issuesRoutes from './issues/routes.ts';
import linksRoutes from './links/routes.ts';
import newsFeedRoutes from './news/feed.ts';
import newsRoutes from './news/routes.ts';
import schoolsRoutes from './schools/routes.ts';
import subscriberAdminRoutes from './subscriptions/admin-routes.ts';
import subscriptionRoutes from './subscriptions/routes.ts';
import uploadsRoutes from './uploads/routes.ts';
import usersRoutes from './users/routes.ts';
import workWaitingRoutes from './work-waiting/routes.ts';

/**
 * Every domain's routes, under /api. A new domain adds one line here. Each route comes from its
 * contract (src/shared/contracts), which says who may call it and what it answers; one that does
 * not fails at start-up.
 */
const api: FastifyPluginAsyncZod = async (app) => {
  requireContracts(app);
  requireDeclaredAccess(app);
  requireDeclaredResponses(app);

  await app.register(healthRoutes);
  await app.register(communityRoutes);
  await app.register(authRoutes);
  await app.register(eventsRoutes);
  await app.register(eventRsvpRoutes);
  await app.register(newsRoutes);
  await app.register(newsFeedRoutes);
  await app.register(uploadsRoutes);
  await app.register(documentRoutes);
  await app.register(contactRoutes);
  await app.register(schoolsRoutes);
  await app.register(faqsRoutes);
  await app.register(issuesRoutes);
  await app.register(linksRoutes);
  await app.register(hoaRoutes);
  await app.register(usersRoutes);
  await app.register(homesRoutes);
  await app.register(votesRoutes);
  await app.register(reportsRoutes);
  await app.register(directoryRoutes);
  await app.register(workWaitingRoutes);
  await app.register(accountRoutes);
  await app.register(auditRoutes);
  await app.register(announcementRoutes);
  await app.register(subscriptionRoutes);
  await app.register(subscriberAdminRoutes);
  await app.register(arcRequestRoutes);
  await app.register(backupRoutes);

  // The OpenAPI description, generated from the same zod schemas that validate requests and
  // serialize answers. Its title is the community's name as it is now.
  const description = routeOf(openapiContract.description);
  app.route({
    ...description,
    schema: { ...description.schema, hide: true },
    handler: async () => {
      const document = app.swagger();
      const { name } = await app.community.read();
      return { ...document, info: { ...document.info, title: `${name} API` } };
    },
  });

  // Any other /api/ address answers a JSON 404. A route rather than a not-found handler: the pages'
  // catch-all GET /* would otherwise answer unknown API reads with the HTML not-found page, and this
  // wildcard is the more specific of the two.
  app.all(
    '/*',
    {
      config: { access: 'public', fallback: true },
      schema: { hide: true, response: { 404: apiErrorSchema } },
    },
    async (request) => {
      throw new HttpError(404, `No API route ${request.method} ${request.url.split('?')[0]}`);
    },
  );
};

export default api;
