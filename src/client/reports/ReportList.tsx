import type { Report } from '../../shared/reports/reports.ts';
import { useCommunityDates } from '../community/community-dates.ts';
import { TextLink } from '../components/ui/TextLink.tsx';
import { categoryLabel, KIND_LABELS } from './report-words.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Reports as a list: reference and title (a link to the report), kind, category, status, when. */
export function ReportList({ reports, label }: { reports: readonly Report[]; label: string }) {
  const { date } = useCommunityDates();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" aria-label={label}>
      {reports.map((report) => (
        <li key={report.id} className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div className="min-w-0">
            <p className="font-semibold">
              <TextLink to={`/reports/${encodeURIComponent(report.id)}`}>
                {report.reference}: {report.title}
              </TextLink>
            </p>
            <p className="text-sm text-slate-700">
              {KIND_LABELS[report.kind]} · {categoryLabel(report.category)} · reported{' '}
              <time dateTime={report.createdAt}>{date(report.createdAt)}</time>
              {report.kind === 'maintenance' &&
                ` · ${report.followers} ${report.followers === 1 ? 'follower' : 'followers'}`}
            </p>
          </div>
          <StatusBadge status={report.status} />
        </li>
      ))}
    </ul>
  );
}
