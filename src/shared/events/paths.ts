import { addressOf } from '../contract.ts';
import { addDays, isValidDay } from '../dates.ts';
import { EVENTS } from '../endpoints/events.ts';
import { EVENT_LIMITS } from './limits.ts';
import type { EventsQuery } from './events.ts';

/**
 * The GET /api/events paths the pages read. The server renders /events with the same ones, so a
 * page's first render and the browser's cache share their keys.
 */

/** The GET path for a query, its parameters always in one order so it is one cache key. */
export function eventsPath(query: EventsQuery = {}): string {
  return addressOf(EVENTS.list, {
    query: { from: query.from, to: query.to, limit: query.limit, order: query.order },
  });
}

/** The first and last day of the month a day is in. */
export function monthOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const prefix = day.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

/** The calendar's month: every event occurring in it. */
export const monthEventsPath = (day: string) => eventsPath({ ...monthOf(day), limit: EVENT_LIMITS.maxFetch });
/** The Upcoming Events card: the next events (the API's default limit) occurring today or later. */
export const upcomingEventsPath = (today: string) => eventsPath({ from: today });
/** Events that occurred before today (the History tab). */
export const pastEventsPath = (today: string) =>
  eventsPath({ to: addDays(today, -1), limit: EVENT_LIMITS.maxFetch, order: 'desc' });
/** Events occurring today or later, all of them (the staff screen's Upcoming tab). */
export const allUpcomingEventsPath = (today: string) =>
  eventsPath({ from: today, limit: EVENT_LIMITS.maxFetch });

/** A single day's events (a selected day outside the month shown). */
export const dayEventsPath = (day: string) =>
  eventsPath({ from: day, to: day, limit: EVENT_LIMITS.maxFetch });

// ---------------------------------------------------------------------------------------------
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
