import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The contact API; filled in by its issue.
const contactRoutes: FastifyPluginAsyncZod = async () => {};

export default contactRoutes;
