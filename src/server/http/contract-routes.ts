import { API_PREFIX, type Contract, type Schemas } from '../../shared/contract.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous answer is the same for everyone: the response cache may keep it. */
    cache?: boolean;
  }
}

type SchemaOf<S extends Schemas> = (S extends { params: infer P } ? { params: P } : unknown) &
  (S extends { query: infer Q } ? { querystring: Q } : unknown) &
  (S extends { body: infer B } ? { body: B } : unknown) & { response: S['responses'] };

/**
 * Fastify's route options for a contract: its method and path, who may call it (checked before the
 * body is read: `http/access.ts`), whether an anonymous answer may be kept (`http/response-cache.ts`)
 * and its schemas, which validate the request, serialize the answer and describe it in OpenAPI.
 *   app.route({ ...routeOf(EVENTS.list), handler: async (request) => ... })
 */
// The API's own routes are registered inside the API_PREFIX plugin.
export function routeOf<C extends Contract>(contract: C) {
  const { params, query, body, responses, consumes, produces } = contract.schemas;
  const schema: Record<string, unknown> = { response: responses };
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  if (consumes) schema.consumes = consumes;
  if (produces) schema.produces = produces;
  return {
    method: contract.method,
    url: contract.path.slice(API_PREFIX.length),
    config: { access: contract.access, cache: contract.cache ?? false },
    schema: schema as SchemaOf<C['schemas']>,
  };
}
