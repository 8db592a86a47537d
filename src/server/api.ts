import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.ts';
import communityRoutes from './community/routes.ts';
import healthRoutes from './health/routes.ts';
import { HttpError } from './http/errors.ts';

/** Every domain's routes, under /api. A new domain adds one line here. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(communityRoutes);
  await app.register(authRoutes, { prefix: '/auth' });

  app.setNotFoundHandler(async (request) => {
    throw new HttpError(404, `No API route ${request.method} ${request.url.split('?')[0]}`);
  });
};

export default api;
