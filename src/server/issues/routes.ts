import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The issues API; filled in by its issue.
const issuesRoutes: FastifyPluginAsyncZod = async () => {};

export default issuesRoutes;
