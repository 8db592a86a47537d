import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryContract as api } from '../../shared/contracts/directory.ts';
import { DIRECTORY_PAGE } from '../../shared/directory/directory.ts';
import { routeOf } from '../http/contract-routes.ts';
import { listDirectoryPage } from './queries.ts';

/**
 * /api/directory: the residents' directory (docs/product/homes.md). Approved residents and staff
 * read it (the ability `directory.read`); each neighbour shows only what they chose on their
 * account page.
 */
const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.list),
    handler: async (request) => {
      const { q, limit, cursor } = request.query;
      return listDirectoryPage(app.db, q, { limit, cursor }, DIRECTORY_PAGE);
    },
  });
};

export default directoryRoutes;
