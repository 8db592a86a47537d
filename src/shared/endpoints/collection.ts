import type { Ability } from '../policies.ts';
import { endpoint, type ApiRoutePath, type Endpoint } from '../contract.ts';

/**
 * The key an answer is wrapped in, where the API has always wrapped it (`{ data: [...] }`,
 * `{ hoa }`); a bare array or object otherwise. Part of the wire, so the client unwraps by it.
 */
export interface Envelopes {
  list?: string;
  created?: string;
  updated?: string;
}

/**
 * A collection the staff keep and anyone reads: GET path (the list), POST path, PATCH and DELETE
 * path/:id, written by those with the ability.
 */
export function collectionEndpoints<const P extends ApiRoutePath, const E extends Envelopes = object>(
  path: P,
  writers: Ability,
  envelopes: E = {} as E,
) {
  const item = `${path}/:id` as `${P}/:id` & ApiRoutePath;
  return {
    list: endpoint('GET', path, 'public', { cache: true }),
    create: endpoint('POST', path, writers),
    update: endpoint('PATCH', item, writers),
    remove: endpoint('DELETE', item, writers),
    envelopes,
  };
}

/** What a collection's contract is built from (any collection's endpoints). */
export interface CollectionEndpoints {
  list: Endpoint<'GET'>;
  create: Endpoint<'POST'>;
  update: Endpoint<'PATCH'>;
  remove: Endpoint<'DELETE'>;
  envelopes: Envelopes;
}
