import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { EventWithOccurrences } from '../../shared/events/events.ts';
import type { RsvpListItem } from '../../shared/events/rsvp.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { repliesCsv, repliesOf } from './replies-api.ts';
import { formatDay } from './format.ts';
import { countsText, partyText } from './reply-words.ts';

const columns = (repliedAt: Intl.DateTimeFormat): DataColumn<RsvpListItem>[] => [
  { name: 'Name', cell: (r) => r.name, role: 'header' },
  { name: 'Email', cell: (r) => r.email, className: '[overflow-wrap:anywhere]' },
  { name: 'Party', cell: (r) => partyText(r.guests) },
  { name: 'Status', cell: (r) => (r.status === 'going' ? 'Going' : `Waitlist, number ${r.position ?? '?'}`) },
  {
    name: 'Replied',
    cell: (r) => <time dateTime={r.repliedAt}>{repliedAt.format(new Date(r.repliedAt))}</time>,
  },
];

/**
 * Who replied (moderators and admins): one occurrence at a time, chosen from the event's dates,
 * going first in reply order then the waitlist in order, and the same rows as a CSV download (a
 * plain link: the session cookie goes with it).
 */
export function StaffReplies({ event, firstDay }: { event: EventWithOccurrences; firstDay: string }) {
  const { timeZone } = useCommunity();
  const repliedAt = useMemo(
    () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [timeZone],
  );
  const days = event.occurrences.filter((day) => event.rsvp?.occurrences[day]);
  const [day, setDay] = useState(firstDay);
  const { data, error, loading } = useApiQuery(
    repliesOf(event.id, day),
    failure.serverFirst('Failed to load the replies. Please try again later.'),
  );
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-lg font-bold text-brand-950">Who replied (staff)</h3>
      <div className="flex flex-wrap items-end gap-3">
        {days.length > 1 && (
          <div>
            <label htmlFor="staff-replies-day" className="block text-sm font-medium text-slate-800">
              Date
            </label>
            <select
              id="staff-replies-day"
              value={day}
              onChange={(e) => setDay(e.target.value)}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
            >
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDay(d, true)}
                </option>
              ))}
            </select>
          </div>
        )}
        <a href={repliesCsv(event.id, day)} download className={buttonClass.secondary}>
          <Download aria-hidden="true" size={18} /> Download CSV
          <span className="sr-only"> of the replies for {formatDay(day, true)}</span>
        </a>
      </div>
      {data && <p className="text-slate-800">{countsText(data)}</p>}
      {error ? (
        <StatusMessage kind="error">{error}</StatusMessage>
      ) : !data ? (
        loading && <StatusMessage>Loading the replies...</StatusMessage>
      ) : data.items.length === 0 ? (
        <p className="text-slate-700">Nobody has replied for {formatDay(day, true)} yet.</p>
      ) : (
        <DataTable
          label={`Replies for ${formatDay(day, true)}`}
          caption={`Who replied to ${event.title} for ${formatDay(day, true)}`}
          columns={columns(repliedAt)}
          rows={data.items}
          rowKey={(r) => `${r.email}:${r.repliedAt}`}
          className="text-sm"
        />
      )}
    </div>
  );
}
