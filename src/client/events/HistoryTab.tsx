import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { pastEvents } from './api.ts';
import { OccurrenceList } from './OccurrenceList.tsx';
import { lastOccurrences } from './occurrences.ts';
import { cardClass } from './styles.ts';

/** Past events, latest first, each at the last day it took place (with the year). */
export function HistoryTab() {
  const today = useToday();
  const { timeZone } = useCommunity();
  const query = useApiQuery(pastEvents(today), failure.serverFirst('Failed to load events'));
  const events = query.loading ? undefined : query.data?.data;
  return (
    <section aria-labelledby="past-heading" className={cardClass}>
      <h2 id="past-heading" className="text-lg font-semibold text-brand-950">
        Past Events
      </h2>
      <p className="mb-4 text-sm text-slate-600">Community events that have already taken place</p>
      <OccurrenceList
        occurrences={events ? lastOccurrences(events, timeZone) : undefined}
        loading={query.loading}
        error={query.error}
        withYear
      />
    </section>
  );
}
