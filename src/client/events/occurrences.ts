import { compareOccurrences } from '../../shared/events/clock.ts';
import type { EventWithOccurrences } from '../../shared/events/events.ts';

/** One showing of an event: the event and one day it falls on. */
export interface Occurrence {
  event: EventWithOccurrences;
  day: string;
}

const byDayAndTime = (timeZone: string) => (a: Occurrence, b: Occurrence) =>
  compareOccurrences(
    { day: a.day, startTime: a.event.startTime, title: a.event.title },
    { day: b.day, startTime: b.event.startTime, title: b.event.title },
    timeZone,
  );

/** Every day of every event, earliest first (a repeating event appears on each of its days). */
export function allOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return events
    .flatMap((event) => event.occurrences.map((day) => ({ event, day })))
    .sort(byDayAndTime(timeZone));
}

/** The events on one day, by start time. */
export function occurrencesOn(events: EventWithOccurrences[], day: string, timeZone: string): Occurrence[] {
  return events
    .filter((event) => event.occurrences.includes(day))
    .map((event) => ({ event, day }))
    .sort(byDayAndTime(timeZone));
}

/** Whether this day of the event is cancelled (it still shows, marked as cancelled). */
export const isCancelled = ({ event, day }: Occurrence) => event.cancelledDates.includes(day);

/** Each event once, at its first day in the range that is not cancelled (else its first), earliest first. */
export function nextOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return events
    .filter((event) => event.occurrences.length > 0)
    .map((event) => ({
      event,
      day: event.occurrences.find((day) => !event.cancelledDates.includes(day)) ?? event.occurrences[0]!,
    }))
    .sort(byDayAndTime(timeZone));
}

/** Each event once, at its first day in the range, earliest first. */
export function firstOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return events
    .filter((event) => event.occurrences.length > 0)
    .map((event) => ({ event, day: event.occurrences[0]! }))
    .sort(byDayAndTime(timeZone));
}

/** Each event once, at its last day in the range, latest first (past = before today, descending). */
export function lastOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return events
    .filter((event) => event.occurrences.length > 0)
    .map((event) => ({ event, day: event.occurrences[event.occurrences.length - 1]! }))
    .sort(byDayAndTime(timeZone))
    .reverse();
}
