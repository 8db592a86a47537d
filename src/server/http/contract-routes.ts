import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type Contract, type Schemas } from '../../shared/contract.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous answer is the same for everyone: the response cache may keep it. */
    cache?: boolean;
    /** The contract a route was registered from (`METHOD /api/path`), set by routeOf. */
    operation?: string;
    /** The API's answer to an address no contract has (a JSON 404): the one route without one. */
    fallback?: boolean;
  }
}

const operationOf = (contract: Pick<Contract, 'method' | 'path'>) => `${contract.method} ${contract.path}`;

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
    config: { access: contract.access, cache: contract.cache ?? false, operation: operationOf(contract) },
    schema: schema as SchemaOf<C['schemas']>,
  };
}

/**
 * Makes every route of this subtree come from a contract (registered with `routeOf`, at its
 * contract's method and path), so what the API answers is what `src/shared/contracts` declares and
 * the client's calls can be typed from: a route written by hand fails at start-up. The HEAD route
 * Fastify adds beside a GET answers for the same contract. The not-found fallback is the one route
 * that declares none (`config.fallback`).
 */
export function requireContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.fallback === true) return;
    const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
    const declared = route.config?.operation;
    if (declared === undefined || methods.some((method) => declared !== `${method} ${route.url}`)) {
      throw new Error(
        `${String(route.method)} ${route.url} must be registered from its contract (routeOf, src/shared/contracts)`,
      );
    }
  });
}
