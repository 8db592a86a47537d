import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: login, register and password-reset requests share one budget per IP a minute. */
    authRateLimit: onRequestAsyncHookHandler;
  }
}

// One limiter object shared by every route that uses it, so the budget is per IP across them all
// (a route-level rateLimit config would give each route a counter of its own).
export default fp(
  async (app) => {
    app.decorate(
      'authRateLimit',
      app.rateLimit({
        max: app.config.authRateLimit,
        timeWindow: 60_000,
        groupId: 'auth',
      }) as onRequestAsyncHookHandler,
    );
  },
  { name: 'auth-rate-limit', dependencies: ['@fastify/rate-limit'] },
);
