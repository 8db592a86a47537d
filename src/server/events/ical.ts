import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import { occurrenceInstants } from '../../shared/events/times.ts';
import { cancelledDatesOf } from './queries.ts';
import type { EventRow } from './table.ts';

/**
 * The events as an iCalendar (RFC 5545) feed. Times are local to the community's time zone
 * (DTSTART;TZID=...) with a VTIMEZONE built from the runtime's time-zone data, so a weekly
 * 18:00 event stays at 18:00 across daylight-saving changes, as it does on the site. Repeating
 * events carry an RRULE whose meaning matches src/shared/events/recurrence.ts: RFC 5545 itself skips
 * invalid dates (a monthly event on the 31st, a yearly one on 29 February), as the site does.
 * Cancelled days of a repeating event are its EXDATEs.
 */
export interface CalendarOptions {
  timeZone: string;
  calendarName: string;
  /** Absolute address of the site: the UIDs' domain and each event's URL. */
  publicUrl: string;
}

const CRLF = '\r\n';

/** `uid`: the UID of the one event written (an occurrence's own, see buildOccurrenceCalendar). */
export function buildCalendar(events: EventRow[], options: CalendarOptions, uid?: string): string {
  const host = new URL(options.publicUrl).hostname || 'localhost';
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.calendarName)}//Community Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${options.calendarName} Events`)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...vtimezone(options.timeZone, yearsNeeded(events)),
  ];
  for (const event of events) lines.push(...vevent(event, options, host, uid));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * One occurrence of an event as a calendar file (the attachment of a reply's mail): the event as a
 * one-off on that day, with a UID of its own so that it sits beside the whole series, not over it.
 */
export function buildOccurrenceCalendar(event: EventRow, day: string, options: CalendarOptions): string {
  const { start, end } = occurrenceInstants(event, day, options.timeZone);
  const occurrence: EventRow = {
    ...event,
    date: day,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    repeat: 'none',
    repeatUntil: null,
    cancelledDates: '[]',
  };
  return buildCalendar([occurrence], options, `${event.id}-${day}`);
}

function vevent(event: EventRow, options: CalendarOptions, host: string, uid = event.id): string[] {
  const { timeZone } = options;
  // The stored day is the anchor (the site's calendar uses it); the start's wall-clock time and
  // the event's length come from the instants.
  const { start, end } = occurrenceInstants(event, event.date, timeZone);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${uid}@${host}`,
    `DTSTAMP:${utcStamp(new Date(event.updatedAt))}`,
    `CREATED:${utcStamp(new Date(event.createdAt))}`,
    `LAST-MODIFIED:${utcStamp(new Date(event.updatedAt))}`,
    `DTSTART;TZID=${timeZone}:${localStamp(start, timeZone)}`,
    `DTEND;TZID=${timeZone}:${localStamp(end, timeZone)}`,
  ];
  const rule = recurrenceRule(event, timeZone);
  if (rule) {
    lines.push(rule);
    // A cancelled day is an exception to the rule: EXDATE names the start of that occurrence, in
    // the same zone and form as DTSTART, as RFC 5545 asks.
    const cancelled = cancelledDatesOf(event);
    if (cancelled.length > 0) {
      const starts = cancelled.map((day) =>
        localStamp(occurrenceInstants(event, day, timeZone).start, timeZone),
      );
      lines.push(`EXDATE;TZID=${timeZone}:${starts.join(',')}`);
    }
  }
  lines.push(
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `CATEGORIES:${escapeText(event.type)}`,
    `URL:${new URL(`/events/${encodeURIComponent(event.id)}`, options.publicUrl).toString()}`,
    'END:VEVENT',
  );
  return lines;
}

/**
 * The RRULE of a repeating event. BYMONTHDAY (and BYMONTH for yearly) restate what DTSTART already
 * implies; spelling them out keeps clients that would otherwise clamp the 31st or 29 February to
 * the end of a shorter month (some libraries do) on RFC 5545's skip rule.
 */
function recurrenceRule(event: EventRow, timeZone: string): string | null {
  if (!event.repeatUntil) return null;
  const month = Number(event.date.slice(5, 7));
  const day = Number(event.date.slice(8, 10));
  const freq = {
    weekly: 'FREQ=WEEKLY',
    monthly: `FREQ=MONTHLY;BYMONTHDAY=${day}`,
    yearly: `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${day}`,
  }[event.repeat];
  if (!freq) return null;
  // UNTIL is inclusive and, with a TZID start, in UTC: the end of the last day, local time.
  const lastMoment = zonedDate(event.repeatUntil, '23:59:59', timeZone);
  return `RRULE:${freq};UNTIL=${utcStamp(lastMoment)}`;
}

/** Consecutive years, first to last. */
interface YearRange {
  first: number;
  last: number;
}

/**
 * The years the feed's events touch (each event from its date to its last repetition, a year of
 * margin either side for events that cross New Year in another offset), merged into ranges. Only
 * these years get time-zone observances: one event centuries ahead costs a few lines, not every
 * year in between.
 */
export function yearsNeeded(events: EventRow[]): YearRange[] {
  const thisYear = new Date().getUTCFullYear();
  const spans = [{ first: thisYear, last: thisYear }];
  for (const event of events) {
    spans.push({
      first: Number(event.date.slice(0, 4)),
      last: Number((event.repeatUntil ?? event.date).slice(0, 4)),
    });
  }
  spans.sort((a, b) => a.first - b.first);
  const ranges: YearRange[] = [];
  for (const span of spans) {
    const first = span.first - 1;
    const last = span.last + 1;
    const previous = ranges.at(-1);
    if (previous && first <= previous.last + 1) previous.last = Math.max(previous.last, last);
    else ranges.push({ first, last });
  }
  return ranges;
}

/**
 * A VTIMEZONE listing each offset change in the given years, one observance per change (RFC 5545
 * section 3.6.5: DTSTART is the onset in the local time before the change). Each range starts
 * with an observance of the offset in force at its start, so a gap between ranges (years without
 * events) is never misread.
 */
function vtimezone(timeZone: string, ranges: YearRange[]): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', onset: Date, from: number, to: number) => {
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${basicLocal(new Date(onset.getTime() + from * 60_000))}`,
      `TZOFFSETFROM:${formatOffset(from)}`,
      `TZOFFSETTO:${formatOffset(to)}`,
      `TZNAME:${escapeText(zoneName(timeZone, onset))}`,
      `END:${kind}`,
    );
  };
  for (const range of ranges) {
    const start = new Date(Date.UTC(range.first, 0, 1));
    const end = new Date(Date.UTC(range.last, 11, 31, 23, 59, 59));
    const initial = tzOffset(timeZone, start);
    const changes = tzScan(timeZone, { start, end });
    observance(changes[0] && changes[0].change < 0 ? 'DAYLIGHT' : 'STANDARD', start, initial, initial);
    for (const change of changes) {
      const before = change.offset - change.change;
      observance(change.change > 0 ? 'DAYLIGHT' : 'STANDARD', change.date, before, change.offset);
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function zoneName(timeZone: string, instant: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The instant of a wall-clock day and time (HH:mm:ss) in a time zone. */
function zonedDate(day: string, clock: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = clock.split(':').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss ?? 0, timeZone).getTime());
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDDTHHMMSS of a Date's UTC fields (callers shift it to local time first). */
function basicLocal(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

function utcStamp(date: Date): string {
  return `${basicLocal(date)}Z`;
}

/** An instant as local date-time (no zone designator) in a time zone. */
function localStamp(instant: Date, timeZone: string): string {
  return basicLocal(new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000));
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as \n, no other controls. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

const encoder = new TextEncoder();

/** Content lines longer than 75 octets continue on lines that start with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space counts
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}
