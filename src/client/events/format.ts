import { formatClock, MONTHS } from '../../shared/dates.ts';
import { clockIn } from '../../shared/events/clock.ts';

export { formatClock };

// Names are spelled out here rather than taken from Intl so the server's and the browser's HTML
// match exactly whatever ICU version each one runs (the months: src/shared/dates.ts).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return { y, month: MONTHS[m - 1]!, d, weekday };
}

/** "Monday, May 17", or with the year "Monday, May 17, 2030". */
export function formatDay(day: string, withYear = false): string {
  const { y, month, d, weekday } = parts(day);
  return withYear ? `${weekday}, ${month} ${d}, ${y}` : `${weekday}, ${month} ${d}`;
}

/** "May 2030" for any day of the month. */
export function formatMonth(day: string): string {
  const { y, month } = parts(day);
  return `${month} ${y}`;
}

/** "6:00 PM - 8:00 PM" in the community's time zone. */
export function formatTimeRange(event: { startTime: string; endTime: string }, timeZone: string): string {
  return `${formatClock(clockIn(event.startTime, timeZone))} - ${formatClock(clockIn(event.endTime, timeZone))}`;
}

/** A calendar day as the local midnight Date react-day-picker works with (no time zone involved). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function dateToDay(date: Date): string {
  return [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
}
