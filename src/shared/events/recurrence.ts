/**
 * THE recurrence rule of the events calendar: the one function the server (GET /api/events), the
 * client (calendar, upcoming list, selected day) and the iCalendar feed's RRULE all agree on.
 *
 * Days are community-local calendar days `YYYY-MM-DD`; no time zone enters here, so the same event
 * falls on the same days wherever this runs.
 *
 * Rule for days a month or year lacks, as RFC 5545 (iCalendar) defines it: a recurrence instance
 * with an invalid date is skipped, never moved. A monthly event on the 31st occurs only in months
 * with 31 days (not on 30 April, not on 28 February); a yearly event on 29 February occurs only in
 * leap years. This is exactly what `RRULE:FREQ=MONTHLY` / `FREQ=YEARLY` with that DTSTART mean, so
 * the feed needs no extra rules and every calendar app shows the same days as the site.
 */
export const REPEAT_OPTIONS = ['none', 'weekly', 'monthly', 'yearly'] as const;

export interface RecurrenceSource {
  /** The first day, YYYY-MM-DD. */
  date: string;
  repeat: string;
  /** The last day a repetition may fall on, YYYY-MM-DD (ignored when repeat is none). */
  repeatUntil: string | null;
}

export interface DayRange {
  /** First day of the range, inclusive; open when absent. */
  from?: string | null;
  /** Last day of the range, inclusive; open when absent. */
  to?: string | null;
}

/** A safety net for rows written around the API (the API caps repeatUntil at 10 years). */
const MAX_OCCURRENCES = 5000;

interface Ymd {
  y: number;
  m: number; // 1-12
  d: number;
}

function parseDay(day: string): Ymd {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

function formatDay({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Whole days from a to b (b - a). */
function daysBetween(a: string, b: string): number {
  const pa = parseDay(a);
  const pb = parseDay(b);
  return Math.round((Date.UTC(pb.y, pb.m - 1, pb.d) - Date.UTC(pa.y, pa.m - 1, pa.d)) / 86_400_000);
}

function plusDays(day: string, days: number): string {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The days an event occurs on within a range, ascending. A one-off event occurs on its date; a
 * repeating one on its date and every week, month or year after it up to and including repeatUntil
 * (skipping months and years that lack the day, see above).
 */
export function occurrencesOf(event: RecurrenceSource, range: DayRange = {}): string[] {
  const from = range.from ?? null;
  const repeats = event.repeat !== 'none' && event.repeatUntil !== null;
  const last = repeats ? (event.repeatUntil as string) : event.date;
  const to = range.to && range.to < last ? range.to : last;
  if (to < event.date || (from !== null && from > to)) return [];
  const inRange = (day: string) => day >= event.date && (from === null || day >= from) && day <= to;

  if (!repeats) return inRange(event.date) ? [event.date] : [];

  const days: string[] = [];
  const start = parseDay(event.date);
  if (event.repeat === 'weekly') {
    // Jump straight to the first week at or after `from`.
    const skip = from !== null && from > event.date ? Math.ceil(daysBetween(event.date, from) / 7) : 0;
    for (let k = skip; days.length < MAX_OCCURRENCES; k += 1) {
      const day = plusDays(event.date, k * 7);
      if (day > to) break;
      if (inRange(day)) days.push(day);
    }
    return days;
  }

  const step = event.repeat === 'monthly' ? 1 : event.repeat === 'yearly' ? 12 : 0;
  if (step === 0) return inRange(event.date) ? [event.date] : [];
  let skip = 0;
  if (from !== null && from > event.date) {
    const f = parseDay(from);
    const months = (f.y - start.y) * 12 + (f.m - start.m);
    skip = Math.max(0, Math.floor(months / step) - 1);
  }
  for (let k = skip; days.length < MAX_OCCURRENCES; k += 1) {
    const index = start.m - 1 + k * step;
    const y = start.y + Math.floor(index / 12);
    const m = (index % 12) + 1;
    if (formatDay({ y, m, d: 1 }) > to) break;
    if (start.d > daysInMonth(y, m)) continue; // RFC 5545: an invalid date is skipped
    const day = formatDay({ y, m, d: start.d });
    if (day > to) break;
    if (inRange(day)) days.push(day);
  }
  return days;
}

/** The first day on or after `day` the event occurs, or null. */
export function nextOccurrence(event: RecurrenceSource, day: string): string | null {
  // Every repeat finds its next day within about a year (a leap day within 8), so scan in steps.
  for (let span = 400; ; span *= 8) {
    const to = plusDays(day, span);
    const [first] = occurrencesOf(event, { from: day, to });
    if (first) return first;
    const last = event.repeat !== 'none' && event.repeatUntil ? event.repeatUntil : event.date;
    if (to >= last) return null;
  }
}

/** The last day on or before `day` the event occurred, or null. */
export function previousOccurrence(event: RecurrenceSource, day: string): string | null {
  const days = occurrencesOf(event, { to: day });
  return days.length ? days[days.length - 1]! : null;
}
