import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { eventsFrom } from './api.ts';
import { DayCancellationStatus } from './DayCancellationStatus.tsx';
import { OccurrenceList } from './OccurrenceList.tsx';
import { nextOccurrences } from './occurrences.ts';
import { cardClass } from './styles.ts';
import { useDayCancellation } from './useDayCancellation.ts';

/**
 * Every upcoming event, each once at its next date that is not cancelled, with how it repeats: the
 * whole list the Upcoming Events card is the start of.
 */
export function UpcomingTab() {
  const today = useToday();
  const { timeZone } = useCommunity();
  const query = useApiQuery(eventsFrom(today), failure.serverFirst('Failed to load events'));
  const cancellation = useDayCancellation(query.reload);
  const events = query.current ? query.data?.data : undefined;
  const occurrences = events ? nextOccurrences(events, timeZone) : undefined;
  return (
    <section aria-labelledby="all-upcoming-heading" className={cardClass}>
      <h2 id="all-upcoming-heading" className="text-lg font-semibold text-brand-950">
        All Upcoming Events
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {occurrences
          ? `${occurrences.length === 1 ? '1 event' : `${occurrences.length} events`}, each at its next date`
          : 'Every event from today on, each at its next date'}
      </p>
      <DayCancellationStatus done={cancellation.done} error={cancellation.error} />
      <OccurrenceList
        occurrences={occurrences}
        loading={query.loading}
        error={query.error}
        onSetCancelled={cancellation.onSetCancelled}
      />
    </section>
  );
}
