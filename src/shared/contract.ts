import type { z } from 'zod';
import type { Access } from './policies.ts';

/**
 * The API's contracts: one object per operation, in `src/shared/contracts/<domain>.ts`, that the
 * server registers its route from and the client calls it by. An endpoint is the part the wire
 * and the pages need (method, path, who may call it, whether an anonymous answer may be kept),
 * with no schema, so a public page can name one without loading zod; its contract adds the schemas.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Where every API operation lives. */
export const API_PREFIX = '/api';
export type ApiRoutePath = `/api/${string}`;

export interface Endpoint<M extends Method = Method, P extends ApiRoutePath = ApiRoutePath> {
  readonly method: M;
  /** The route pattern, `:name` for a path parameter. */
  readonly path: P;
  /** Who may call it: anyone, anyone signed in, or an ability of the policy table (`policies.ts`). */
  readonly access: Access;
  /**
   * The answer is the same for every anonymous caller: the response cache may keep it, and a page
   * rendered with it needs no second look by the browser.
   */
  readonly cache?: boolean;
}

export interface Schemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Every answer by status; the success ones are what a call returns. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** Request bodies other than JSON (multipart uploads, forms). */
  readonly consumes?: readonly string[];
  /** Answers other than JSON (feeds, files). */
  readonly produces?: readonly string[];
}

export type Contract<E extends Endpoint = Endpoint, S extends Schemas = Schemas> = E & {
  readonly schemas: S;
};

export function endpoint<const M extends Method, const P extends ApiRoutePath>(
  method: M,
  path: P,
  access: Access,
  options: { cache?: boolean } = {},
): Endpoint<M, P> {
  return { method, path, access, ...options };
}

export function contract<E extends Endpoint, const S extends Schemas>(
  endpoint: E,
  schemas: S,
): Contract<E, S> {
  return { ...endpoint, schemas };
}

type SuccessStatus = 200 | 201 | 202 | 204 | 206;
type Output<T> = T extends z.ZodType ? z.output<T> : never;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What a successful call answers: the union of its 2xx schemas. */
export type AnswerOf<C extends Contract> = {
  [S in keyof C['schemas']['responses'] & SuccessStatus]: Output<C['schemas']['responses'][S]>;
}[keyof C['schemas']['responses'] & SuccessStatus];

type Part<S, K extends string> =
  S extends Record<K, infer T> ? (T extends z.ZodType ? Input<T> : never) : never;

/** What a call sends: the parts its contract has, typed as the schemas accept them. */
export type InputOf<C extends Contract> = (C['schemas'] extends { params: z.ZodType }
  ? { params: Part<C['schemas'], 'params'> }
  : { params?: never }) &
  (C['schemas'] extends { query: z.ZodType } ? { query?: Part<C['schemas'], 'query'> } : { query?: never }) &
  (C['schemas'] extends { body: z.ZodType } ? { body: Part<C['schemas'], 'body'> } : { body?: never });

/**
 * The address of a call: the path with its parameters filled in (encoded) and the query's defined
 * values in the order given, so the same call is always the same string (a page's data is keyed by it).
 */
export function addressOf(endpoint: Endpoint, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
