import { clockWithSecondsIn } from '../../shared/events/clock.ts';
import type { EventWithOccurrences } from '../../shared/events/events.ts';

/** One showing of an event: the event and one day it falls on. */
export interface Occurrence {
  event: EventWithOccurrences;
  day: string;
}

/**
 * Occurrences by day, then the event's wall-clock start, then title (compareOccurrences' order).
 * Each is keyed once, the clock once per event (it is the same on every day it repeats): a month of
 * weekly events holds hundreds, and a comparator that formats times runs n log n times.
 */
function byDayAndTime(occurrences: Occurrence[], timeZone: string): Occurrence[] {
  const clocks = new Map<EventWithOccurrences, string>();
  const keyed = occurrences.map((o) => {
    let clock = clocks.get(o.event);
    if (clock === undefined) clocks.set(o.event, (clock = clockWithSecondsIn(o.event.startTime, timeZone)));
    return { o, day: o.day, clock, title: o.event.title };
  });
  keyed.sort(
    (a, b) =>
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      (a.clock < b.clock ? -1 : a.clock > b.clock ? 1 : 0) ||
      a.title.localeCompare(b.title),
  );
  return keyed.map((k) => k.o);
}

/** Every day of every event, earliest first (a repeating event appears on each of its days). */
export function allOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return byDayAndTime(
    events.flatMap((event) => event.occurrences.map((day) => ({ event, day }))),
    timeZone,
  );
}

/** The events on one day, by start time. */
export function occurrencesOn(events: EventWithOccurrences[], day: string, timeZone: string): Occurrence[] {
  return byDayAndTime(
    events.filter((event) => event.occurrences.includes(day)).map((event) => ({ event, day })),
    timeZone,
  );
}

/** Whether this day of the event is cancelled (it still shows, marked as cancelled). */
export const isCancelled = ({ event, day }: Occurrence) => event.cancelledDates.includes(day);

/** Each event once, at its first day in the range that is not cancelled (else its first), earliest first. */
export function nextOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return byDayAndTime(
    events
      .filter((event) => event.occurrences.length > 0)
      .map((event) => ({
        event,
        day: event.occurrences.find((day) => !event.cancelledDates.includes(day)) ?? event.occurrences[0]!,
      })),
    timeZone,
  );
}

/** Each event once, at its first day in the range, earliest first. */
export function firstOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return byDayAndTime(
    events
      .filter((event) => event.occurrences.length > 0)
      .map((event) => ({ event, day: event.occurrences[0]! })),
    timeZone,
  );
}

/** Each event once, at its last day in the range, latest first (past = before today, descending). */
export function lastOccurrences(events: EventWithOccurrences[], timeZone: string): Occurrence[] {
  return byDayAndTime(
    events
      .filter((event) => event.occurrences.length > 0)
      .map((event) => ({ event, day: event.occurrences[event.occurrences.length - 1]! })),
    timeZone,
  ).reverse();
}
