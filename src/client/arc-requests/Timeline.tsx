import type { ArcTimelineEntry } from '../../shared/arc-requests/arc-requests.ts';
import { ARC_STATUS_LABELS } from '../../shared/arc-requests/workflow.ts';
import { useCommunityDates } from '../community/community-dates.ts';

function what(entry: ArcTimelineEntry): string {
  if (entry.kind === 'comment') return entry.byCommittee ? 'Comment from the committee' : 'Comment';
  if (!entry.fromStatus) return ARC_STATUS_LABELS[entry.toStatus ?? 'submitted'];
  return `${ARC_STATUS_LABELS[entry.fromStatus]} → ${ARC_STATUS_LABELS[entry.toStatus ?? entry.fromStatus]}`;
}

/** Every status change and comment of a request, oldest first: what, who, when and the note. */
export function Timeline({ entries }: { entries: ArcTimelineEntry[] }) {
  const { dateTime } = useCommunityDates();
  return (
    <ol className="space-y-3 border-l-2 border-brand-200 pl-4">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{what(entry)}</p>
          <p className="text-sm text-slate-600">
            {entry.authorName}
            {entry.byCommittee ? ' (committee)' : ''} ·{' '}
            <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
          </p>
          {entry.note && <p className="mt-2 whitespace-pre-line text-slate-800">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
