import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The events API; filled in by its issue.
const eventsRoutes: FastifyPluginAsyncZod = async () => {};

export default eventsRoutes;
