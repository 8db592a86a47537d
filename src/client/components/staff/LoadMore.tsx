import { buttonClass } from '../ui/buttons.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';

/** The control under a paged staff list that reads its next page (docs/api.md, Paging). */
export function LoadMore({
  more,
}: {
  more: { loadMore: () => Promise<void>; loading: boolean; error: string | null } | null;
}) {
  if (!more) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {more.error && <StatusMessage kind="error">{more.error}</StatusMessage>}
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={more.loading}
        onClick={() => void more.loadMore()}
      >
        {more.loading ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
