import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
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
  onRetry,
  children,
}: {
  error: string | null;
  loading: boolean;
  loadingText?: string;
  empty: string | null;
  /** Reads the list again: with it, a failure offers "Try Again". */
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (error && onRetry) {
    return (
      <div className="text-center">
        <StatusMessage kind="error">{error}</StatusMessage>
        <Button className="mt-2" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (error) return <StatusMessage kind="error">{error}</StatusMessage>;
  if (loading) return <StatusMessage>{loadingText}</StatusMessage>;
  if (empty !== null) return <StatusMessage>{empty}</StatusMessage>;
  return children;
}
