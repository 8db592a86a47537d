import { useSearchParams } from '../app/router.tsx';
import { eventsViewSearch, readEventsView, type EventsPageView } from '../../shared/events/page-view.ts';
import { useToday } from '../app/today.tsx';

/**
 * The /events view (tab, month, selected day), read from and written to the address. Each change is
 * a new history entry, so Back and Forward step through views; the page keeps its scroll position.
 */
export function useEventsView() {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const view = readEventsView(search, today);
  const show = (change: Partial<EventsPageView>) =>
    setSearch(eventsViewSearch({ ...view, ...change }, today));
  /** The address of another view, for links ("See all upcoming events"). */
  const hrefOf = (change: Partial<EventsPageView>) =>
    `/events${eventsViewSearch({ ...view, ...change }, today)}`;
  return { view, show, hrefOf };
}
