import type { EventWithOccurrences } from '../../shared/events/events.ts';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { EventCard } from './EventCard.tsx';
import type { Occurrence } from './occurrences.ts';

/** A list of event cards with its loading, error and empty states. */
export function OccurrenceList({
  occurrences,
  loading,
  error,
  withYear = false,
  onEdit,
  onDelete,
  onSetCancelled,
}: {
  occurrences: Occurrence[] | undefined;
  loading: boolean;
  error: string | null;
  withYear?: boolean;
  onEdit?: (event: EventWithOccurrences) => void;
  onDelete?: (event: EventWithOccurrences) => void;
  onSetCancelled?: (event: EventWithOccurrences, day: string, cancelled: boolean) => void;
}) {
  if (error) return <StatusMessage kind="error">{error}</StatusMessage>;
  if (!occurrences) return loading ? <StatusMessage>Loading events...</StatusMessage> : null;
  if (occurrences.length === 0) return <StatusMessage>No events found.</StatusMessage>;
  return (
    <ul className="space-y-3">
      {occurrences.map(({ event, day }) => (
        <li key={`${event.id}:${day}`}>
          <EventCard
            event={event}
            day={day}
            withYear={withYear}
            onEdit={onEdit}
            onDelete={onDelete}
            onSetCancelled={onSetCancelled}
          />
        </li>
      ))}
    </ul>
  );
}
