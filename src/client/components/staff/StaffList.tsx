import type { ReactNode } from 'react';
import { ErrorBanner } from '../ui/ErrorBanner.tsx';
import { ListState } from '../ui/ListState.tsx';
import { LoadMore } from './LoadMore.tsx';

/**
 * The body of a staff list screen: the failure of the last write above the list, then the list
 * or its failure, loading and empty texts.
 */
export function StaffList({
  staff,
  loadingText,
  empty,
  onRetry,
  className = 'space-y-4',
  children,
}: {
  staff: {
    actionError: string | null;
    error: string | null;
    loading: boolean;
    data: unknown;
    /** A paged list's next page (useMorePages), when there is one. */
    more?: Parameters<typeof LoadMore>[0]['more'];
  };
  loadingText?: string;
  /** The text for a list with nothing to show, null when it has items. */
  empty: string | null;
  /** Reads the list again after a failed load ("Try Again"). */
  onRetry?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <ErrorBanner message={staff.actionError} />
      <ListState
        error={staff.error}
        loading={staff.loading && staff.data === undefined}
        loadingText={loadingText}
        empty={empty}
        onRetry={onRetry}
      >
        {children}
        <LoadMore more={staff.more ?? null} />
      </ListState>
    </div>
  );
}
