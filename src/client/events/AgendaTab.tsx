import { ChevronLeft, ChevronRight } from 'lucide-react';
import { monthOf } from '../../shared/events/paths.ts';
import type { EventsPageView } from '../../shared/events/page-view.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { eventsOfMonth } from './api.ts';
import { DayCancellationStatus } from './DayCancellationStatus.tsx';
import { formatDay, formatMonth } from './format.ts';
import { OccurrenceList } from './OccurrenceList.tsx';
import { allOccurrences, type Occurrence } from './occurrences.ts';
import { cardClass } from './styles.ts';
import { useDayCancellation } from './useDayCancellation.ts';

const LOAD_FAILED = failure.serverFirst('Failed to load events');

/** The first day of the month `months` after the one `firstDay` starts. */
function shiftMonth(firstDay: string, months: number): string {
  const [y, m] = firstDay.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Occurrences grouped by day, in order. */
function byDay(occurrences: Occurrence[]): [string, Occurrence[]][] {
  const days = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences)
    days.set(occurrence.day, [...(days.get(occurrence.day) ?? []), occurrence]);
  return [...days];
}

/**
 * The month as a list: every occurrence, day by day (a cancelled one marked), with the previous and
 * next month a click away. The same month and data as the calendar.
 */
export function AgendaTab({
  view,
  show,
}: {
  view: EventsPageView;
  show: (change: Partial<EventsPageView>) => void;
}) {
  const { timeZone } = useCommunity();
  const query = useApiQuery(eventsOfMonth(view.month), LOAD_FAILED);
  const cancellation = useDayCancellation(query.reload);
  const events = query.current ? query.data?.data : undefined;
  const days = events
    ? byDay(allOccurrences(events, timeZone).filter((o) => monthOf(o.day).from === view.month))
    : undefined;
  const go = (months: number) => {
    const month = shiftMonth(view.month, months);
    show({ month, day: view.day && monthOf(view.day).from === month ? view.day : null });
  };

  return (
    <section aria-labelledby="agenda-heading" className={cardClass}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="agenda-heading" className="text-lg font-semibold text-brand-950">
          {formatMonth(view.month)}
        </h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => go(-1)} className={navClass}>
            <ChevronLeft aria-hidden="true" size={16} /> Previous month
          </button>
          <button type="button" onClick={() => go(1)} className={navClass}>
            Next month <ChevronRight aria-hidden="true" size={16} />
          </button>
        </div>
      </div>
      <DayCancellationStatus done={cancellation.done} error={cancellation.error} />
      {query.error ? (
        <StatusMessage kind="error">{query.error}</StatusMessage>
      ) : !days ? (
        <StatusMessage>Loading events...</StatusMessage>
      ) : days.length === 0 ? (
        <StatusMessage>No events this month.</StatusMessage>
      ) : (
        <ol className="space-y-6" aria-label={`Events in ${formatMonth(view.month)}`}>
          {days.map(([day, occurrences]) => (
            <li key={day}>
              <h3 className="mb-2 border-b border-slate-200 pb-1 font-semibold text-slate-800">
                {formatDay(day)}
              </h3>
              <OccurrenceList
                occurrences={occurrences}
                loading={false}
                error={null}
                onSetCancelled={cancellation.onSetCancelled}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const navClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
