import { z } from 'zod';
import { idParamsSchema, noContent } from '../api.ts';
import { contract, type Contract } from '../contract.ts';
import type { CollectionEndpoints } from '../endpoints/collection.ts';

/** A schema wrapped in its envelope key, or as it is. */
type Enveloped<K, S extends z.ZodType> = K extends string ? z.ZodObject<{ [key in K]: S }> : S;

function enveloped<K extends string | undefined, S extends z.ZodType>(key: K, schema: S): Enveloped<K, S> {
  return (key ? z.object({ [key]: schema }) : schema) as Enveloped<K, S>;
}

/**
 * The four contracts of a collection (list, create, update, remove) from its endpoints and its
 * item, input and patch schemas. `followUp` is another answer a create or an edit may give when
 * the body asked for more than the write (news sent with `announce: true`: 202).
 */
export function collectionContract<
  C extends CollectionEndpoints,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Patch extends z.ZodType,
  const FollowUp extends Record<number, z.ZodType> = Record<never, z.ZodType>,
>(endpoints: C, schemas: { item: Item; input: Input; patch: Patch }, followUp?: FollowUp) {
  const { envelopes } = endpoints;
  const more = (followUp ?? {}) as FollowUp;
  return {
    list: contract(endpoints.list, {
      responses: { 200: enveloped(envelopes.list as C['envelopes']['list'], z.array(schemas.item)) },
    }),
    create: contract(endpoints.create, {
      body: schemas.input,
      responses: { 201: enveloped(envelopes.created as C['envelopes']['created'], schemas.item), ...more },
    }),
    update: contract(endpoints.update, {
      params: idParamsSchema,
      body: schemas.patch,
      responses: { 200: enveloped(envelopes.updated as C['envelopes']['updated'], schemas.item), ...more },
    }),
    remove: contract(endpoints.remove, { params: idParamsSchema, responses: { 204: noContent } }),
    /** The item and body schemas the four are made of (the server's handlers are typed by them). */
    schemas,
  };
}

/** Any collection's contracts, as the server's collection routes take them. */
export interface CollectionContract<
  Item extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
  Patch extends z.ZodType = z.ZodType,
> {
  list: Contract;
  create: Contract;
  update: Contract;
  remove: Contract;
  schemas: { item: Item; input: Input; patch: Patch };
}
