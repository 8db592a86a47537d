import { addressOf } from '../contract.ts';
import { addDays } from '../dates.ts';
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
