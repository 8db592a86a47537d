import { useSearchParams } from '../app/router.tsx';
import { eventsViewSearch, readEventsView, type EventsPageView } from '../../shared/events/page-view.ts';
import { useToday } from '../app/today.tsx';

/**
 * The /events view (tab, month, selected day), read from and written to the address. Each change is
 * a new history entry, so Back and Forward step through views; the page keeps its scroll position.
 * `dayChosen` says the address names the day: without one the calendar may open on the next day
 * with events (CalendarTab), and show its month unless the address names one (`monthChosen`).
 */
export function useEventsView() {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const view = readEventsView(search, today);
  const dayChosen = search.has('day');
  // The address names the month: without one the calendar shows the selected day's month.
  const monthChosen = search.has('month');
  const searchOf = (change: Partial<EventsPageView>) =>
    eventsViewSearch({ ...view, ...change }, today, dayChosen || 'day' in change);
  const show = (change: Partial<EventsPageView>) => setSearch(searchOf(change));
  /** The address of another view, for links ("See all upcoming events"). */
  const hrefOf = (change: Partial<EventsPageView>) => `/events${searchOf(change)}`;
  return { view, dayChosen, monthChosen, show, hrefOf };
}
