import type { ReactNode } from 'react';
import { Link } from '../app/router.tsx';
import type { ArcRequestSummary } from '../../shared/arc-requests/arc-requests.ts';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * ACC requests, a row each: the title linking to the request's page, what this reader needs to know
 * of it (`details`: the committee sees who and where, a resident only what and when), its status.
 */
export function RequestList({
  items,
  label,
  details,
}: {
  items: ArcRequestSummary[];
  label?: string;
  details: (item: ArcRequestSummary) => ReactNode;
}) {
  return (
    <ul
      className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-label={label}
    >
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <Link
              to={`/acc/requests/${encodeURIComponent(item.id)}`}
              className="font-semibold text-brand-900 underline"
            >
              {item.title}
            </Link>
            {details(item)}
          </div>
          <StatusBadge status={item.status} />
        </li>
      ))}
    </ul>
  );
}
