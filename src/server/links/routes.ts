import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The links API; filled in by its issue.
const linksRoutes: FastifyPluginAsyncZod = async () => {};

export default linksRoutes;
