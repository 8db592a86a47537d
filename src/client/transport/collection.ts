import type { z } from 'zod';
import { addressOf, type AnswerOf } from '../../shared/contract.ts';
import type { CollectionContract } from '../../shared/contracts/collection.ts';
import type { CollectionEndpoints } from '../../shared/endpoints/collection.ts';
import type { ApiPath } from './api-path.ts';
import { apiFetch } from './client.ts';

/** A list the API answers at a GET path, and where the items are in that answer. */
export interface ApiList<Item, Answer = Item[]> {
  path: ApiPath<Answer>;
  items: (answer: Answer) => Item[];
  /** A paged list answered as a bare array: the cursor of the page after this answer, or null. */
  nextPage?: (answer: Answer) => string | null;
}

/** What a staff list screen needs of a collection: the list, and how to delete one item. */
export interface Removable<Item, Answer> {
  list: ApiList<Item, Answer>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * A collection's calls (list, create, update, remove), typed by its contracts; the list's items
 * are unwrapped from the envelope the collection answers in.
 */
export function restCollection<C extends CollectionContract>(endpoints: CollectionEndpoints) {
  type Item = z.output<C['schemas']['item']>;
  type Answer = AnswerOf<C['list']>;
  const key = endpoints.envelopes.list;
  const at = (id: string) => addressOf(endpoints.update, { params: { id } });
  const list: ApiList<Item, Answer> = {
    path: addressOf(endpoints.list) as ApiPath<Answer>,
    items: (answer) => (key ? (answer as Record<string, Item[]>)[key]! : (answer as Item[])),
  };
  return {
    list,
    create: (input: z.input<C['schemas']['input']>) =>
      apiFetch<AnswerOf<C['create']>>(list.path, { method: 'POST', body: input }),
    update: (id: string, input: z.input<C['schemas']['patch']>) =>
      apiFetch<AnswerOf<C['update']>>(at(id), { method: 'PATCH', body: input }),
    remove: (id: string) => apiFetch<void>(at(id), { method: 'DELETE' }),
  };
}
