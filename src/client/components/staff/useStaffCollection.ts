import { useState } from 'react';
import { useApiQuery } from '../../api/data-cache.tsx';
import { confirmDelete } from '../ui/confirm.ts';

/**
 * What every staff list screen keeps: the list itself, which item the add/edit modal is open for,
 * and deletion with the spec's confirmation and the screen's own failure text.
 */
export function useStaffCollection<Response, Item extends { id: string }>({
  path,
  items,
  thing,
  deleteItem,
  deleteFailed,
}: {
  path: string;
  /** The list inside the GET response (a bare array, or `{ data }`). */
  items: (response: Response) => Item[];
  /** Named in "Are you sure you want to delete this …?". */
  thing: string;
  deleteItem: (id: string) => Promise<unknown>;
  deleteFailed: string;
}) {
  const query = useApiQuery<Response>(path);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const remove = async (item: Item) => {
    if (!confirmDelete(thing)) return;
    setActionError(null);
    try {
      await deleteItem(item.id);
      query.reload();
    } catch (error) {
      console.error(error);
      setActionError(deleteFailed);
    }
  };

  /** Closes the modal after a save and shows the list as it now is. */
  const saved = () => {
    setEditing(null);
    query.reload();
  };

  return {
    ...query,
    items: query.data === undefined ? [] : items(query.data),
    editing,
    setEditing,
    actionError,
    remove,
    saved,
  };
}
