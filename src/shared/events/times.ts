import { TZDate, tzOffset } from '@date-fns/tz';

// The wall-clock readings need no time-zone library, so the pages that only show times load them
// without it (clock.ts); the conversions below need @date-fns/tz.
import { clockWithSecondsIn } from './clock.ts';
export { clockIn, clockWithSecondsIn, compareOccurrences } from './clock.ts';

/**
 * The start and end of an event's occurrence on a community-local day: the first start's
 * wall-clock time on that day in the community's zone, and the event's length unchanged. The
 * calendar files and the structured data of the event pages both time occurrences with it.
 */
export function occurrenceInstants(
  event: { startTime: string; endTime: string },
  day: string,
  timeZone: string,
): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = clockWithSecondsIn(event.startTime, timeZone).split(':').map(Number) as [
    number,
    number,
    number,
  ];
  const start = new Date(new TZDate(y, m - 1, d, hh, mm, ss, timeZone).getTime());
  const length = Math.max(0, Date.parse(event.endTime) - Date.parse(event.startTime));
  return { start, end: new Date(start.getTime() + length) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant as ISO 8601 local time with the zone's offset then: 2026-11-26T19:00:00-08:00. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = tzOffset(timeZone, instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** The instant of a wall-clock day and time (HH:mm) in a time zone, as an ISO string. */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime()).toISOString();
}
