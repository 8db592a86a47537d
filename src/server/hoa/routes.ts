import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The hoa API; filled in by its issue.
const hoaRoutes: FastifyPluginAsyncZod = async () => {};

export default hoaRoutes;
