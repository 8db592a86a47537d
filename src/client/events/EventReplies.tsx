import type { EventWithOccurrences } from '../../shared/events/events.ts';
import { RSVP_LIMITS } from '../../shared/events/rsvp-limits.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { LazyWidget } from '../components/lazy/LazyWidget.tsx';
import { formatDay } from './format.ts';
import { OccurrenceReply } from './OccurrenceReply.tsx';

// Staff only, and it reads the list after the page: its code stays out of the page's first load.
const StaffReplies = preloadable(async () => (await import('./StaffReplies.tsx')).StaffReplies);

/**
 * "Replies" on an event's page: per occurrence (`days`: the next dates of a repeating event, the
 * day of a one-off), the counts and the visitor's reply control; below it, for staff, who replied.
 * Nothing when the event takes no replies.
 */
export function EventReplies({
  event,
  days,
  onChanged,
}: {
  event: EventWithOccurrences;
  days: string[];
  onChanged: () => void;
}) {
  const { can } = useAuth();
  const rsvp = event.rsvp;
  if (!rsvp) return null;
  const shown = days.filter((day) => rsvp.occurrences[day]);
  if (shown.length === 0) return null;
  const one = shown.length === 1;
  const closesNote =
    rsvp.closesBefore && rsvp.closesBefore > 0
      ? `Replies close ${rsvp.closesBefore} ${rsvp.closesBefore === 1 ? 'hour' : 'hours'} before the start.`
      : 'Replies close when the event starts.';
  return (
    <section aria-labelledby="event-replies" className="max-w-3xl space-y-3">
      <h2 id="event-replies" className="text-xl font-bold text-brand-950">
        Replies
      </h2>
      <p className="text-slate-700">
        {one ? 'Say whether you are coming' : 'Reply for each date you are coming to'}, with up to{' '}
        {RSVP_LIMITS.guestsMax} guests. {closesNote}
      </p>
      <ul className="space-y-3">
        {shown.map((day) => (
          <li key={day} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="mb-2 font-semibold text-brand-950">
              <time dateTime={day}>{formatDay(day, true)}</time>
              {event.cancelledDates.includes(day) && ' (cancelled)'}
            </h3>
            <OccurrenceReply
              eventId={event.id}
              eventTitle={event.title}
              day={day}
              counts={rsvp.occurrences[day]!}
              mine={rsvp.myRsvp?.[day]}
              onChanged={onChanged}
            />
          </li>
        ))}
      </ul>
      {can('events.replies') && (
        <LazyWidget>
          <StaffReplies event={event} firstDay={shown[0]!} />
        </LazyWidget>
      )}
    </section>
  );
}
