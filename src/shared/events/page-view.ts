import { isValidDay } from '../dates.ts';
import {
  allUpcomingEventsPath,
  dayEventsPath,
  monthEventsPath,
  monthOf,
  pastEventsPath,
  upcomingEventsPath,
} from './paths.ts';

// The /events page's state lives in its address, so Back, Forward, reload and a shared link show
// the same view, and the server renders it: ?tab=agenda&month=2030-05&day=2030-05-17.

export const EVENTS_TABS = ['calendar', 'agenda', 'upcoming', 'history'] as const;
export type EventsTab = (typeof EVENTS_TABS)[number];

export interface EventsPageView {
  tab: EventsTab;
  /** The first day of the month shown (calendar and agenda). */
  month: string;
  /** The selected day, or null when none is. */
  day: string | null;
}

/** `day=none` keeps "no day selected" apart from the default (today). */
const NO_DAY = 'none';

/** The view an address asks for; anything missing or malformed takes its default (today, its month). */
export function readEventsView(search: URLSearchParams, today: string): EventsPageView {
  const tabParam = search.get('tab');
  const tab = EVENTS_TABS.find((t) => t === tabParam) ?? 'calendar';
  const dayParam = search.get('day');
  const day = dayParam === NO_DAY ? null : dayParam && isValidDay(dayParam) ? dayParam : today;
  const monthParam = search.get('month');
  const month =
    monthParam && /^\d{4}-\d{2}$/.test(monthParam) && isValidDay(`${monthParam}-01`)
      ? `${monthParam}-01`
      : monthOf(day ?? today).from;
  return { tab, month, day };
}

/**
 * The address query of a view, without the parts that are defaults ('' for the default view).
 * `dayChosen`: the visitor picked the day, so it is written even when it is today: with no `day`
 * the calendar opens on the next day with events when today has none.
 */
export function eventsViewSearch(view: EventsPageView, today: string, dayChosen = false): string {
  const params = new URLSearchParams();
  if (view.tab !== 'calendar') params.set('tab', view.tab);
  if (view.month !== monthOf(view.day ?? today).from) params.set('month', view.month.slice(0, 7));
  if (view.day !== today || dayChosen) params.set('day', view.day ?? NO_DAY);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What /events is rendered with on the server: the reads of the view its address asks for. */
export function eventsPageDataPaths(today: string, search = new URLSearchParams()): string[] {
  const view = readEventsView(search, today);
  const paths = [monthEventsPath(view.month), upcomingEventsPath(today)];
  if (view.day && monthOf(view.day).from !== view.month) paths.push(dayEventsPath(view.day));
  if (view.tab === 'upcoming') paths.push(allUpcomingEventsPath(today));
  if (view.tab === 'history') paths.push(pastEventsPath(today));
  return paths;
}
