import { apiFetch } from './client.ts';
import { apiPath, type ApiPath } from './api-path.ts';

/** A list the API answers at a GET path, and where the items are in that answer. */
export interface ApiList<Item, Answer = Item[]> {
  path: ApiPath<Answer>;
  items: (answer: Answer) => Item[];
}

/** A list whose answer is a bare array, or (with `items`) one wrapped in an object such as `{ data }`. */
export function apiList<Item>(path: string): ApiList<Item>;
export function apiList<Item, Answer>(path: string, items: (answer: Answer) => Item[]): ApiList<Item, Answer>;
export function apiList<Item, Answer>(
  path: string,
  items?: (answer: Answer) => Item[],
): ApiList<Item, Answer> {
  return { path: apiPath<Answer>(path), items: items ?? ((answer) => answer as unknown as Item[]) };
}

/** The address of one item of a collection. */
export const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** DELETE base/id (204). */
export const deleteAt = (base: string, id: string) =>
  apiFetch<void>(itemPath(base, id), { method: 'DELETE' });

/**
 * A collection staff write: POST to its path, PATCH and DELETE at path/id. `Saved` is what POST and
 * PATCH answer (the item itself unless the API wraps it).
 */
export function restCollection<Item, Input, Saved = Item, Answer = Item[]>(list: ApiList<Item, Answer>) {
  return {
    list,
    create: (input: Input) => apiFetch<Saved>(list.path, { method: 'POST', body: input }),
    update: (id: string, input: Input) =>
      apiFetch<Saved>(itemPath(list.path, id), { method: 'PATCH', body: input }),
    remove: (id: string) => deleteAt(list.path, id),
  };
}

/** What a staff list screen needs of a collection: the list, and how to delete one item. */
export interface Removable<Item, Answer> {
  list: ApiList<Item, Answer>;
  remove: (id: string) => Promise<unknown>;
}
