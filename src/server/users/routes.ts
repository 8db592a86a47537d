import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The users API; filled in by its issue.
const usersRoutes: FastifyPluginAsyncZod = async () => {};

export default usersRoutes;
