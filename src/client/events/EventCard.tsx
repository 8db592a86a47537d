import { Ban, Clock, MapPin, Pencil, RotateCcw, Trash2, Users } from 'lucide-react';
import { Link } from '../app/router.tsx';
import type { EventWithOccurrences } from '../../shared/events/events.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { formatDay, formatTimeRange } from './format.ts';
import { countsText } from './reply-words.ts';
import { Button } from '../components/ui/Button.tsx';

const TYPE_BADGE: Record<string, string> = {
  Social: 'bg-brand-100 text-brand-900',
  Educational: 'bg-sky-100 text-sky-900',
  Sports: 'bg-orange-100 text-orange-900',
  Cultural: 'bg-purple-100 text-purple-900',
  Business: 'bg-slate-200 text-slate-900',
};

/**
 * One occurrence of an event: type badge, day (with the year in history), time range (and the
 * repeat in parentheses), location, the day's reply counts when the event takes replies, and a
 * two-line description. A cancelled day says so and keeps
 * its place (struck through), so nobody mistakes a missing event for a mistake. Edit, Delete and
 * "Cancel this date"/"Restore this date" (repeating events) appear only when the screen passes
 * handlers, which it does for admins only.
 */
export function EventCard({
  event,
  day,
  withYear = false,
  onEdit,
  onDelete,
  onSetCancelled,
}: {
  event: EventWithOccurrences;
  day: string;
  withYear?: boolean;
  onEdit?: (event: EventWithOccurrences) => void;
  onDelete?: (event: EventWithOccurrences) => void;
  /** Cancels (true) or restores (false) this day of a repeating event. */
  onSetCancelled?: (event: EventWithOccurrences, day: string, cancelled: boolean) => void;
}) {
  const { timeZone } = useCommunity();
  const cancelled = event.cancelledDates.includes(day);
  const dayAction = onSetCancelled && event.repeat !== 'none';
  // This day's replies ("12 of 60 going, 3 on the waitlist"); the event's page has the control.
  const replies = cancelled ? undefined : event.rsvp?.occurrences[day];
  return (
    <article
      className={`rounded-lg border p-4 shadow-sm ${cancelled ? 'border-red-200 bg-red-50/40' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className={`text-base font-semibold text-brand-950 ${cancelled ? 'line-through' : ''}`}>
          <Link to={`/events/${encodeURIComponent(event.id)}`} className="underline-offset-2 hover:underline">
            {event.title}
          </Link>
        </h3>
        <span className="flex flex-wrap gap-1.5">
          {cancelled && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
              Cancelled
            </span>
          )}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TYPE_BADGE[event.type] ?? TYPE_BADGE.Business}`}
          >
            {event.type}
          </span>
        </span>
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">{formatDay(day, withYear)}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
        <Clock aria-hidden="true" size={14} className="shrink-0" />
        <span>
          {formatTimeRange(event, timeZone)}
          {event.repeat !== 'none' && ` (${event.repeat})`}
        </span>
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden="true" size={14} className="shrink-0" />
        <span className="break-words">{event.location}</span>
      </p>
      {replies && (
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <Users aria-hidden="true" size={14} className="shrink-0" />
          <span>{countsText(replies)}</span>
        </p>
      )}
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{event.description}</p>
      {(onEdit || onDelete || dayAction) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {onEdit && (
            <Button variant="small" onClick={() => onEdit(event)}>
              <Pencil aria-hidden="true" size={14} /> Edit<span className="sr-only"> {event.title}</span>
            </Button>
          )}
          {onDelete && (
            <Button variant="danger" onClick={() => onDelete(event)}>
              <Trash2 aria-hidden="true" size={14} /> Delete<span className="sr-only"> {event.title}</span>
            </Button>
          )}
          {dayAction && (
            <Button variant="small" onClick={() => onSetCancelled(event, day, !cancelled)}>
              {cancelled ? <RotateCcw aria-hidden="true" size={14} /> : <Ban aria-hidden="true" size={14} />}
              {cancelled ? 'Restore this date' : 'Cancel this date'}
              <span className="sr-only">
                {' '}
                of {event.title}, {formatDay(day, true)}
              </span>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
