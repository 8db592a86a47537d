import { zoneFormat } from '../zone-formats.ts';

/**
 * Wall-clock readings of event instants in the community's time zone. An event keeps its wall-clock
 * time on every occurrence (18:00 stays 18:00 across a daylight-saving change), so the time of day
 * of its first start is the time of day of all of them.
 */
function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  return zoneFormat(
    'clock-seconds',
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
}

/** The wall-clock time of an instant in a time zone, HH:mm:ss. */
export function clockWithSecondsIn(instant: string, timeZone: string): string {
  return clockFormatter(timeZone).format(new Date(instant));
}

/** The wall-clock time of an instant in a time zone, HH:mm (the staff form's time inputs). */
export function clockIn(instant: string, timeZone: string): string {
  return clockWithSecondsIn(instant, timeZone).slice(0, 5);
}

/** Orders occurrences: by day, then by the event's wall-clock start, then by title. */
export function compareOccurrences(
  a: { day: string; startTime: string; title: string },
  b: { day: string; startTime: string; title: string },
  timeZone: string,
): number {
  return (
    a.day.localeCompare(b.day) ||
    clockWithSecondsIn(a.startTime, timeZone).localeCompare(clockWithSecondsIn(b.startTime, timeZone)) ||
    a.title.localeCompare(b.title)
  );
}
