import { EVENT_LIMITS } from '../../shared/events/limits.ts';
import { isBoardMeeting } from '../../shared/events/meetings.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { nextEvents } from './lists-api.ts';
import { formatDay, formatTimeRange } from './format.ts';
import { allOccurrences, isCancelled } from './occurrences.ts';

/**
 * The home page's next events (embedded there): the next 3 occurrences that are not cancelled,
 * repeating events on each of their days, and the next board meeting called out even when it is
 * further off. It reads the events page's own upcoming read, so the two share it.
 */
export function NextEventsCard() {
  const today = useToday();
  const { timeZone } = useCommunity();
  const { data, error } = useApiQuery(nextEvents(today));
  const coming = allOccurrences(data?.data ?? [], timeZone).filter((o) => o.day >= today && !isCancelled(o));
  const next = coming.slice(0, EVENT_LIMITS.upcomingCard);
  const meeting = coming.find((o) => isBoardMeeting(o.event));
  const href = (id: string) => `/events/${encodeURIComponent(id)}`;
  return (
    <section aria-labelledby="next-events" className={cardClass()}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="next-events" className="text-2xl font-bold text-brand-950">
          Next Events
        </h2>
        <TextLink to="/events" variant="strong">
          All events
        </TextLink>
      </div>
      {meeting && (
        <p className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-slate-900 ring-1 ring-brand-200">
          <strong>Next board meeting:</strong>{' '}
          <TextLink to={href(meeting.event.id)}>{meeting.event.title}</TextLink>,{' '}
          {formatDay(meeting.day, true)}, {formatTimeRange(meeting.event, timeZone)}, {meeting.event.location}
        </p>
      )}
      {next.length === 0 ? (
        <p className="text-slate-600">
          {error ? 'The next events could not be loaded.' : 'No upcoming events at the moment.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {next.map(({ event, day }) => (
            <li key={`${event.id}:${day}`} className="py-3 first:pt-0 last:pb-0">
              <h3 className="font-semibold">
                <TextLink to={href(event.id)}>{event.title}</TextLink>
              </h3>
              <p className="text-sm text-slate-700">
                {formatDay(day, true)}, {formatTimeRange(event, timeZone)}
              </p>
              <p className="text-sm text-slate-600">{event.location}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
