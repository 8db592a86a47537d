import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../shared/api.ts';

/**
 * Makes the answer a declaration every route of this subtree must make (`schema.response`, a zod
 * schema per status), and adds the error body to every route for the 4xx and 5xx answers it does
 * not declare itself. The schemas document the API in /api/openapi.json and serialize each answer,
 * which keeps only the declared fields: nothing a route forgot to leave out (a password hash, say)
 * can reach a client.
 */
export function requireDeclaredResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = route.schema?.response as Record<string, unknown> | undefined;
    if (!declared || Object.keys(declared).length === 0) {
      throw new Error(`${String(route.method)} ${route.url} must declare schema.response`);
    }
    // A new object rather than a change to the declared one: routes may share a schema object.
    route.schema = {
      ...route.schema,
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema, ...declared },
    };
  });
}
