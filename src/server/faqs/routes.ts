import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The faqs API; filled in by its issue.
const faqsRoutes: FastifyPluginAsyncZod = async () => {};

export default faqsRoutes;
