import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The uploads API; filled in by its issue.
const uploadsRoutes: FastifyPluginAsyncZod = async () => {};

export default uploadsRoutes;
