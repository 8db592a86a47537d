import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCommunity } from './queries.ts';

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/community', async () => loadCommunity(app));
};

export default communityRoutes;
