import type { Removable } from '../../api/collection.ts';
import { useApiQuery } from '../../api/data-cache.tsx';
import type { Failure } from '../../api/failure.ts';
import { useStaffWrites } from './useStaffWrites.ts';

/** A staff list screen's one list (its declared load failure text in `error`) and its writes. */
export function useStaffCollection<Item extends { id: string }, Answer>({
  collection,
  thing,
  loadFailed,
  deleteFailed,
}: {
  collection: Removable<Item, Answer>;
  thing: string;
  loadFailed: Failure;
  deleteFailed: Failure;
}) {
  const query = useApiQuery(collection.list.path, loadFailed);
  const writes = useStaffWrites<Item>({
    reload: query.reload,
    remove: collection.remove,
    thing,
    deleteFailed,
  });
  return {
    ...query,
    items: query.data === undefined ? [] : collection.list.items(query.data),
    ...writes,
  };
}
