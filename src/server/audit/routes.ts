import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The audit API; filled in by its issue.
const auditRoutes: FastifyPluginAsyncZod = async () => {};

export default auditRoutes;
