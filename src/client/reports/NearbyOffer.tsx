import { useState } from 'react';
import type { ReportLocation } from '../../shared/reports/reports.ts';
import { Button } from '../components/ui/Button.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure, failureText } from '../transport/failure.ts';
import { followReport, nearbyReportsPath, type MaintenanceCategory } from './api.ts';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * "Is it one of these? Follow it instead": open maintenance reports of the same category pinned
 * near the visitor's pin, asked as soon as both are chosen, so one swing is reported once and the
 * board sees how many neighbours care (docs/product/reports.md, "Pages").
 */
export function NearbyOffer({
  category,
  location,
}: {
  category: MaintenanceCategory;
  location: ReportLocation;
}) {
  const nearby = useApiQuery(nearbyReportsPath(category, location), failure.text(''));
  const [followed, setFollowed] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const items = nearby.data?.items ?? [];
  if (items.length === 0) return null;

  const follow = async (id: string) => {
    setError(null);
    try {
      const { followers } = await followReport(id);
      setFollowed((f) => ({ ...f, [id]: followers }));
    } catch (caught) {
      setError(failureText(failure.withReason('Could not follow the report: {reason}'), caught));
    }
  };

  return (
    <section
      aria-labelledby="nearby-heading"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h3 id="nearby-heading" className="text-lg font-semibold">
        Is it one of these? Follow it instead
      </h3>
      <p className="text-sm text-slate-800">
        Neighbours have already reported these nearby. Following one tells the board you have the same
        problem, and you get its emails; you can still send your own report below.
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <ul className="space-y-2">
        {items.map((report) => {
          const done = followed[report.id] ?? (report.following ? report.followers : undefined);
          return (
            <li
              key={report.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3"
            >
              <div className="min-w-0">
                <TextLink to={`/reports/${encodeURIComponent(report.id)}`}>
                  {report.reference}: {report.title}
                </TextLink>{' '}
                <StatusBadge status={report.status} />
              </div>
              {done !== undefined ? (
                <span className="text-sm font-semibold text-brand-900" role="status">
                  You follow {report.reference} ({done} {done === 1 ? 'follower' : 'followers'})
                </span>
              ) : (
                <Button
                  variant="small"
                  onClick={() => void follow(report.id)}
                  aria-label={`Follow ${report.reference}: ${report.title}`}
                >
                  Follow
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
