import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage.tsx';

/**
 * A list's failure, loading and empty texts in the one place they show, or the list itself.
 * `empty` is the text for a list with nothing in it, null when it has items.
 */
export function ListState({
  error,
  loading,
  loadingText = 'Loading...',
  empty,
  children,
}: {
  error: string | null;
  loading: boolean;
  loadingText?: string;
  empty: string | null;
  children: ReactNode;
}) {
  if (error) return <StatusMessage kind="error">{error}</StatusMessage>;
  if (loading) return <StatusMessage>{loadingText}</StatusMessage>;
  if (empty !== null) return <StatusMessage>{empty}</StatusMessage>;
  return children;
}
