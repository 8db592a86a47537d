import { CalendarPlus, Clock, MapPin } from 'lucide-react';
import { timeZoneName } from '../../shared/dates.ts';
import { Link, useParams } from '../app/router.tsx';
import { occurrencesOf } from '../../shared/events/recurrence.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import NotFoundPage from '../components/layout/NotFoundPage.tsx';
import { useItemTitle } from '../components/layout/useItemTitle.ts';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { eventById, eventCalendarFile } from './api.ts';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { LazyWidget } from '../components/lazy/LazyWidget.tsx';

// The replies (counts, the reply control, the staff list) are rendered whole by the server and made
// interactive when their chunk arrives: they stay out of the page's first load (the budget).
const EventReplies = preloadable(async () => (await import('./EventReplies.tsx')).EventReplies);
import { formatDay, formatTimeRange } from './format.ts';
import { cardClass } from '../components/ui/Card.tsx';

/** How many of a repeating event's next days its page lists. */
const NEXT_DAYS = 5;

const REPEATS: Record<string, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  yearly: 'Every year',
};

/**
 * One event's own page (/events/:id), rendered on the server so a shared link previews well: day
 * and time in the community's zone, place, description, the next days of a repeating event,
 * "Add to calendar" (a single-event .ics) and, when the event takes them, replies per date.
 */
export default function EventPage() {
  const { id = '' } = useParams();
  const { timeZone } = useCommunity();
  const today = useToday();
  const { data, error, missing, loading, reload } = useApiQuery(
    eventById(id),
    failure.serverFirst('Failed to load the event. Please try again later.'),
  );
  const event = data?.data;
  useItemTitle(event?.title, missing);

  if (missing) return <NotFoundPage />;
  if (!event) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {error ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : (
          loading && <StatusMessage>Loading event...</StatusMessage>
        )}
      </div>
    );
  }

  const upcoming = occurrencesOf(event, { from: today }).slice(0, NEXT_DAYS);
  const repeats = event.repeat !== 'none' && event.repeatUntil !== null;
  const shownDay = upcoming[0] ?? event.occurrences.at(-1) ?? event.date;
  // Replies are per occurrence: the next dates listed below, or the last one (closed) once past.
  const replyDays = upcoming.length > 0 ? upcoming : [shownDay];
  return (
    <>
      <PageHeading title={event.title} subtitle={`${event.type} event`} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pb-12">
        <section aria-label="When and where" className={cardClass('plain', 'lg', 'max-w-3xl space-y-3')}>
          <p className="text-lg font-semibold text-slate-900">
            <time dateTime={shownDay}>{formatDay(shownDay, true)}</time>
          </p>
          <p className="flex items-center gap-2 text-slate-800">
            <Clock aria-hidden="true" size={18} className="shrink-0" />
            <span>
              {formatTimeRange(event, timeZone)}{' '}
              <span className="text-slate-600">({timeZoneName(timeZone)})</span>
            </span>
          </p>
          <p className="flex items-center gap-2 text-slate-800">
            <MapPin aria-hidden="true" size={18} className="shrink-0" />
            <span className="break-words">{event.location}</span>
          </p>
          {repeats && (
            <p className="text-slate-700">
              {REPEATS[event.repeat] ?? 'Repeats'} until {formatDay(event.repeatUntil!, true)}
            </p>
          )}
          {upcoming.length === 0 && <p className="text-slate-700">This event has taken place.</p>}
          <p>
            <a
              href={eventCalendarFile(event.id)}
              download
              className="inline-flex items-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
            >
              <CalendarPlus aria-hidden="true" size={18} /> Add to calendar
            </a>
          </p>
        </section>
        {event.rsvp && (
          <LazyWidget>
            <EventReplies event={event} days={replyDays} onChanged={reload} />
          </LazyWidget>
        )}
        <section aria-labelledby="event-about" className="max-w-3xl">
          <h2 id="event-about" className="text-xl font-bold text-brand-950">
            About this event
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{event.description}</p>
        </section>
        {repeats && upcoming.length > 0 && (
          <section aria-labelledby="event-next" className="max-w-3xl">
            <h2 id="event-next" className="text-xl font-bold text-brand-950">
              Next dates
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {upcoming.map((day) => (
                <li key={day}>
                  <time dateTime={day}>{formatDay(day, true)}</time>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <Link to="/events" className="font-semibold text-brand-800 underline hover:text-brand-950">
            All community events
          </Link>
        </p>
      </div>
    </>
  );
}
