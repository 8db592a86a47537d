import { REPORT_STATUS_LABELS, type ReportEvent } from '../../shared/reports/reports.ts';
import { useCommunityDates } from '../community/community-dates.ts';

function what(entry: ReportEvent, first: boolean): string {
  if (entry.type === 'comment') return 'Comment';
  if (entry.type === 'internal') return 'Internal note (the board only)';
  if (first) return 'Reported';
  return entry.status ? REPORT_STATUS_LABELS[entry.status] : 'Status changed';
}

/** Every step of a report, oldest first: the status changes and comments, who and when, the note. */
export function Timeline({ entries }: { entries: readonly ReportEvent[] }) {
  const { dateTime } = useCommunityDates();
  return (
    <ol className="space-y-3 border-l-2 border-brand-200 pl-4">
      {entries.map((entry, index) => (
        <li
          key={`${entry.at}-${index}`}
          className={`rounded-lg p-4 shadow-sm ring-1 ${
            entry.type === 'internal' ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200'
          }`}
        >
          <p className="font-semibold text-slate-900">{what(entry, index === 0)}</p>
          <p className="text-sm text-slate-700">
            {entry.by} · <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          </p>
          {entry.note && <p className="mt-2 whitespace-pre-line text-slate-800">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
