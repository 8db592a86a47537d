import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The schools API; filled in by its issue.
const schoolsRoutes: FastifyPluginAsyncZod = async () => {};

export default schoolsRoutes;
