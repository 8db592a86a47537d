import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityContract as api } from '../../shared/contracts/community.ts';
import { routeOf } from '../http/contract-routes.ts';
import { saveCommunitySettings } from './commands.ts';
import { publicCommunity } from './public.ts';

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(api.read),
    handler: async () => publicCommunity(app),
  });

  app.route({ ...routeOf(api.settings), handler: async () => app.community.read() });

  app.route({
    ...routeOf(api.save),
    handler: async (request) => saveCommunitySettings(app, request, request.body),
  });
};

export default communityRoutes;
