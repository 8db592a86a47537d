import { useState } from 'react';
import {
  ARC_PROJECT_TYPE_LABELS,
  ARC_STATUS_LABELS,
  ARC_STATUSES,
  type ArcStatus,
} from '../../shared/arc-requests/workflow.ts';
import { formatLongDay } from '../../shared/dates.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { arcRequestsPath } from './api.ts';
import { RequestList } from './RequestList.tsx';
import { DueDate } from './StatusBadge.tsx';

/**
 * /admin/arc: the committee's queue (docs/product/arc-requests.md). Overdue requests first (past their decision
 * day), then the other open ones by decision day, then the closed ones; a filter per status with
 * its count.
 */
export function ArcQueue() {
  const [status, setStatus] = useState<ArcStatus | ''>('');
  const query = useApiQuery(arcRequestsPath(status), failure.text('Failed to load the requests.'));
  const counts = query.data?.counts ?? {};
  // The open requests come whole; decided and withdrawn ones a page at a time (Load more).
  const pages = useMorePages(
    { path: arcRequestsPath(status), items: (answer) => answer.items },
    query.data,
    failure.text('Failed to load the requests.'),
  );
  const items = pages.items;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const overdue = items.filter((item) => item.overdue).length;

  const filters: { value: ArcStatus | ''; label: string; count: number }[] = [
    { value: '', label: 'All', count: total },
    ...ARC_STATUSES.map((s) => ({ value: s, label: ARC_STATUS_LABELS[s], count: counts[s] ?? 0 })),
  ];

  return (
    <AdminPage title="Architectural Review">
      <nav aria-label="Filter by status" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.value || 'all'}>
              <button
                type="button"
                aria-pressed={status === filter.value}
                onClick={() => setStatus(filter.value)}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                  status === filter.value
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {filter.label} <span className="font-normal">({filter.count})</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {overdue > 0 && (
        <p className="mb-4 font-semibold text-red-800">
          {overdue} request{overdue === 1 ? ' is' : 's are'} past the decision day.
        </p>
      )}
      <ListState
        error={query.error}
        loading={query.loading && !query.current}
        loadingText="Loading requests..."
        empty={items.length === 0 ? 'No requests here.' : null}
      >
        <RequestList
          items={items}
          label="Requests"
          details={(item) => (
            <>
              <p className="text-sm text-slate-600">
                {item.residentName} · {item.address} · {ARC_PROJECT_TYPE_LABELS[item.projectType]} ·{' '}
                {item.attachmentCount} attachment{item.attachmentCount === 1 ? '' : 's'}
              </p>
              <p className="text-sm text-slate-600">
                Submitted <time dateTime={item.submittedOn}>{formatLongDay(item.submittedOn)}</time> ·
                decision due <DueDate day={item.decisionDue} overdue={item.overdue} />
              </p>
            </>
          )}
        />
        <LoadMore more={pages.more} />
      </ListState>
    </AdminPage>
  );
}
