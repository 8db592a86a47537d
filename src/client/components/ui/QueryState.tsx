import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage.tsx';

/**
 * What a read shows before and instead of its data: its failure, "Loading...", or the words for
 * nothing there; otherwise `children` with the data. Takes what `useApiQuery` answers.
 */
export function QueryState<T>({
  query,
  loadingText = 'Loading...',
  isEmpty,
  empty,
  children,
}: {
  query: { data: T | undefined; error: string | null };
  loadingText?: string;
  /** Whether the data counts as nothing (an empty list); `empty` is what is said then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <StatusMessage kind="error">{query.error}</StatusMessage>;
  // Data already here stays on screen while a fresh read is under way.
  if (query.data === undefined) return <StatusMessage>{loadingText}</StatusMessage>;
  if (isEmpty?.(query.data)) return <StatusMessage>{empty ?? 'Nothing here yet.'}</StatusMessage>;
  return children(query.data);
}
