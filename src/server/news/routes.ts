import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The news API; filled in by its issue.
const newsRoutes: FastifyPluginAsyncZod = async () => {};

export default newsRoutes;
