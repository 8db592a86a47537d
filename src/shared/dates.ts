import { zoneFormat } from './zone-formats.ts';

/** Today's calendar day in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/** The calendar day an instant falls on in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string, instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  const format = zoneFormat(
    'day',
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(instant);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day in YYYY-MM-DD form (rejects 2026-02-30). */
export function isValidDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A YYYY-MM-DD day moved by a number of days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A YYYY-MM-DD day moved by a number of years, as text for comparing days: 29 February may become
 * a day the year lacks, which still compares between the 28th and 1 March.
 */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Month names, spelled out here rather than taken from Intl (see formatLongDay). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The one way a date is shown to a person, on pages, in mails and in PDFs (docs/product/site.md,
 * "Dates"): the long form, "November 26, 2026". Written out rather than through Intl so the server
 * and every browser produce the same characters (a hydrated page must match its HTML).
 */
export function formatLongDay(day: string): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const month = MONTHS[m - 1];
  return month ? `${month} ${d}, ${y}` : day;
}

/** The long date of the community day an instant falls on: "November 26, 2026". */
export function formatLongDateIn(timeZone: string, instant: string | Date): string {
  return formatLongDay(dayIn(timeZone, new Date(instant)));
}

/** An instant's wall-clock time in a time zone as "5:28 PM" (a plain space, the same everywhere). */
export function formatClockIn(timeZone: string, instant: string | Date): string {
  const format = zoneFormat(
    'clock',
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  return formatClock(format.format(new Date(instant)));
}

/** A wall-clock "18:30" as people read it: "6:30 PM". */
export function formatClock(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant as a person reads it: "November 26, 2026, 5:28 PM" in the community's time zone. */
export function formatLongDateTimeIn(timeZone: string, instant: string | Date): string {
  return `${formatLongDateIn(timeZone, instant)}, ${formatClockIn(timeZone, instant)}`;
}

/**
 * A time zone as people name it: "Pacific Time" for America/Los_Angeles (the generic name, right in
 * summer and winter alike), never the IANA name, which is for configuration. Falls back to the IANA
 * name only where the runtime has no name for the zone.
 */
export function timeZoneName(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) return timeZone;
    // Zones without a generic name come back as an offset ("GMT+00:00", "GMT+05:30").
    if (!name.startsWith('GMT')) return name;
    return name === 'GMT' || name === 'GMT+00:00' ? 'UTC' : name.replace('GMT', 'UTC');
  } catch {
    return timeZone;
  }
}
