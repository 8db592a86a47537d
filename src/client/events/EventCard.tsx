import { Clock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { EventWithOccurrences } from '../../shared/events.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { formatDay, formatTimeRange } from './format.ts';

const TYPE_BADGE: Record<string, string> = {
  Social: 'bg-emerald-100 text-emerald-900',
  Educational: 'bg-sky-100 text-sky-900',
  Sports: 'bg-orange-100 text-orange-900',
  Cultural: 'bg-purple-100 text-purple-900',
  Business: 'bg-slate-200 text-slate-900',
};

/**
 * One occurrence of an event: type badge, day (with the year in history), time range (and the
 * repeat in parentheses), location and a two-line description. Edit and Delete appear only when
 * the screen passes handlers; the public page passes none.
 */
export function EventCard({
  event,
  day,
  withYear = false,
  onEdit,
  onDelete,
}: {
  event: EventWithOccurrences;
  day: string;
  withYear?: boolean;
  onEdit?: (event: EventWithOccurrences) => void;
  onDelete?: (event: EventWithOccurrences) => void;
}) {
  const { timeZone } = useCommunity();
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-emerald-950">
          <Link to={`/events/${encodeURIComponent(event.id)}`} className="underline-offset-2 hover:underline">
            {event.title}
          </Link>
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TYPE_BADGE[event.type] ?? TYPE_BADGE.Business}`}
        >
          {event.type}
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
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{event.description}</p>
      {(onEdit || onDelete) && (
        <div className="mt-3 flex gap-2">
          {onEdit && (
            <button type="button" className={buttonClass.small} onClick={() => onEdit(event)}>
              <Pencil aria-hidden="true" size={14} /> Edit<span className="sr-only"> {event.title}</span>
            </button>
          )}
          {onDelete && (
            <button type="button" className={buttonClass.danger} onClick={() => onDelete(event)}>
              <Trash2 aria-hidden="true" size={14} /> Delete<span className="sr-only"> {event.title}</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
