import { Link } from '../app/router.tsx';
import { Button } from '../components/ui/Button.tsx';
import { monthOf } from '../../shared/events/paths.ts';
import type { EventsPageView } from '../../shared/events/page-view.ts';
import { EVENT_LIMITS } from '../../shared/events/limits.ts';
import type { EventsResponse } from '../../shared/events/events.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { eventsOfMonth, eventsOnDay, nextEvents } from './api.ts';
import { DayCancellationStatus } from './DayCancellationStatus.tsx';
import { EventCalendar } from './EventCalendar.tsx';
import { formatDay } from './format.ts';
import { OccurrenceList } from './OccurrenceList.tsx';
import { allOccurrences, isCancelled, occurrencesOn } from './occurrences.ts';
import { useDayCancellation } from './useDayCancellation.ts';
import { cardClass } from './styles.ts';

const LOAD_FAILED = failure.serverFirst('Failed to load events');

/**
 * Data of a query only once it belongs to the current path (not the previous month's); kept while
 * the same path reloads after a change, so the list and the button pressed stay in place.
 */
function current(query: { data: EventsResponse | undefined; current: boolean }) {
  return query.current ? query.data?.data : undefined;
}

/**
 * The calendar, the Upcoming Events card and the selected day's events. The month, day and
 * upcoming paths are the ones the server prefetches for the same address (src/shared/events/paths.ts),
 * so the first render uses the data in the HTML.
 */
export function CalendarTab({
  view,
  dayChosen,
  monthChosen,
  show,
  allUpcomingHref,
}: {
  view: EventsPageView;
  /** The address names the day (else it is today by default, and may become the next day with events). */
  dayChosen: boolean;
  /** The address names the month (else it is the selected day's). */
  monthChosen: boolean;
  show: (change: Partial<EventsPageView>) => void;
  allUpcomingHref: string;
}) {
  const today = useToday();
  const { timeZone } = useCommunity();
  const upcomingQuery = useApiQuery(nextEvents(today), LOAD_FAILED);
  const upcomingEvents = current(upcomingQuery);
  // "Next N community events" counts every upcoming occurrence fetched that is not cancelled; the
  // card lists the first 3 (a cancelled one among them, marked).
  const allUpcoming = upcomingEvents
    ? allOccurrences(upcomingEvents, timeZone).filter((o) => o.day >= today)
    : undefined;
  const upcoming = allUpcoming?.slice(0, EVENT_LIMITS.upcomingCard);
  const upcomingCount = allUpcoming?.filter((o) => !isCancelled(o)).length ?? 0;

  // Opened without a day and nothing on today: the page opens on the next day with events (from
  // the upcoming read, which the server renders with), not on an empty "No events found".
  const nextEventDay = allUpcoming?.find((o) => !isCancelled(o))?.day;
  const openedOnNext =
    !dayChosen && view.day === today && nextEventDay !== undefined && nextEventDay !== today;
  const selected = openedOnNext ? nextEventDay : view.day;
  // The calendar shows the selected day's month: opened on the next day with events in a later
  // month, that month (its days with events come with its own read), unless the address names one.
  const month = openedOnNext && !monthChosen ? monthOf(nextEventDay).from : view.month;
  const monthQuery = useApiQuery(eventsOfMonth(month), LOAD_FAILED);
  const selectedInMonth = selected !== null && monthOf(selected).from === month;
  // A day selected in another month than the one shown (after paging) is fetched on its own; the
  // next day with events comes with the upcoming read.
  const dayQuery = useApiQuery(
    selected && !selectedInMonth && !openedOnNext ? eventsOnDay(selected) : null,
    LOAD_FAILED,
  );
  const cancellation = useDayCancellation(() => {
    monthQuery.reload();
    upcomingQuery.reload();
    dayQuery.reload();
  });

  const monthEvents = current(monthQuery);
  const eventDays = [...new Set(monthEvents?.flatMap((event) => event.occurrences) ?? [])];

  const dayFrom = openedOnNext ? upcomingQuery : selectedInMonth ? monthQuery : dayQuery;
  const dayEvents = current(dayFrom);
  const dayItems = selected && dayEvents ? occurrencesOn(dayEvents, selected, timeZone) : undefined;
  const dayCount = dayItems?.filter((o) => !isCancelled(o)).length ?? 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <section aria-labelledby="calendar-heading" className={`${cardClass} w-fit`}>
        <h2 id="calendar-heading" className="sr-only">
          Calendar
        </h2>
        <EventCalendar
          month={month}
          // Paging away from the next day with events keeps it selected, now named in the address,
          // so the month paged to is the one shown (not the next event's again).
          onMonthChange={(day) =>
            show(openedOnNext ? { month: monthOf(day).from, day: selected } : { month: monthOf(day).from })
          }
          selected={selected}
          onSelect={(day) => show({ day, month: day ? monthOf(day).from : month })}
          today={today}
          eventDays={eventDays}
        />
        <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
          <span aria-hidden="true" className="inline-block h-1.5 w-1.5 rounded-full bg-brand-600" />
          Days with events
        </p>
      </section>

      <section aria-labelledby="selected-day-heading" className={cardClass}>
        <h2 id="selected-day-heading" className="text-lg font-semibold text-brand-950">
          {selected ? formatDay(selected, true) : 'No date selected'}
        </h2>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {openedOnNext ? 'Nothing is on today; this is the next day with events. ' : ''}
          {selected
            ? `${dayCount === 1 ? '1 event' : `${dayCount} events`} scheduled`
            : 'Select a date on the calendar to see its events.'}
        </p>
        {openedOnNext && (
          // The calendar may be on a later month: today stays one click away.
          <p className="-mt-2 mb-4 text-sm">
            <Button variant="link" onClick={() => show({ day: today, month: monthOf(today).from })}>
              Show today
            </Button>
          </p>
        )}
        <DayCancellationStatus done={cancellation.done} error={cancellation.error} />
        {selected && (
          <OccurrenceList
            occurrences={dayItems}
            loading={dayFrom.loading}
            error={dayFrom.error}
            onSetCancelled={cancellation.onSetCancelled}
          />
        )}
      </section>

      <section aria-labelledby="upcoming-heading" className={cardClass}>
        <h2 id="upcoming-heading" className="text-lg font-semibold text-brand-950">
          Upcoming Events
        </h2>
        <p className="mb-4 text-sm text-slate-600">Next {upcomingCount} community events</p>
        {/* Focusable so keyboard users can scroll it (a scrollable region must be reachable). */}
        <div
          role="region"
          aria-label="Upcoming events list"
          tabIndex={0}
          className="max-h-96 overflow-y-auto pr-1"
        >
          <OccurrenceList
            occurrences={upcoming}
            loading={upcomingQuery.loading}
            error={upcomingQuery.error}
          />
        </div>
        <Link
          to={allUpcomingHref}
          className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
        >
          See all upcoming events
        </Link>
      </section>
    </div>
  );
}
