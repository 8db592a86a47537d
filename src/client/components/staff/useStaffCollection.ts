import { useState } from 'react';
import type { ApiList, Removable } from '../../transport/collection.ts';
import { apiFetch } from '../../transport/client.ts';
import { useApiQuery } from '../../transport/data-cache.tsx';
import { failureText, type Failure } from '../../transport/failure.ts';
import { useStaffWrites } from './useStaffWrites.ts';

/** Where a paged list's next page starts (docs/api.md, Paging), or null. */
const nextCursorOf = (answer: unknown): string | null =>
  answer && typeof answer === 'object' && 'nextCursor' in answer && typeof answer.nextCursor === 'string'
    ? answer.nextCursor
    : null;

/** The list's address with `cursor` added to its own query. */
const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/**
 * "Load more" for a paged list: the pages read after the first, kept while the first page is the
 * one they followed (a reload after a write starts again from the newest).
 */
export function useMorePages<Item, Answer>(
  list: ApiList<Item, Answer>,
  first: Answer | undefined,
  failed: Failure,
) {
  const [more, setMore] = useState<{ after: Answer; items: Item[]; nextCursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextOf = (answer: Answer | undefined) =>
    answer === undefined ? null : list.nextPage ? list.nextPage(answer) : nextCursorOf(answer);
  const extra = more && first !== undefined && more.after === first ? more : null;
  const nextCursor = extra ? extra.nextCursor : nextOf(first);
  const loadMore = async () => {
    if (!nextCursor || first === undefined) return;
    setLoading(true);
    setError(null);
    try {
      const answer = await apiFetch<Answer>(withCursor(list.path, nextCursor));
      setMore({
        after: first,
        items: [...(extra?.items ?? []), ...list.items(answer)],
        nextCursor: nextOf(answer),
      });
    } catch (e) {
      setError(failureText(failed, e));
    } finally {
      setLoading(false);
    }
  };
  return {
    items: [...(first === undefined ? [] : list.items(first)), ...(extra?.items ?? [])],
    more: nextCursor ? { loadMore, loading, error } : error ? { loadMore, loading, error } : null,
  };
}

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
  const pages = useMorePages(collection.list, query.data, loadFailed);
  return {
    ...query,
    items: pages.items,
    more: pages.more,
    ...writes,
  };
}
