import { z } from 'zod';
import { addDays, isValidDay, todayIn } from './dates.ts';
import { requiredText } from './http.ts';
import { MAX } from './limits.ts';
import { REPEAT_OPTIONS, type Repeat } from './recurrence.ts';

export { REPEAT_OPTIONS, type Repeat };

export const EVENT_TYPES = ['Social', 'Educational', 'Sports', 'Cultural', 'Business'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LIMITS = {
  /** GET /api/events without ?limit= (spec section 7). */
  defaultFetch: 10,
  /** The most events one GET returns (DESIGN.md section 5). */
  maxFetch: 500,
  /** The Upcoming Events card lists this many (spec section 9). */
  upcomingCard: 3,
  /** How far repeatUntil may lie after the date: keeps every series, and each response, finite. */
  repeatYears: 10,
  /** How far ahead an event's date may lie: keeps the calendar feed's time-zone block small. */
  dateYearsAhead: 10,
} as const;

/** The form's starting values (spec section 5). */
export const EVENT_DEFAULTS = {
  startClock: '18:00',
  endClock: '20:00',
  type: 'Social',
  repeat: 'none',
} as const;

/** An event as the API returns it. */
export interface EventItem {
  id: string;
  _id: string;
  title: string;
  description: string;
  /** Community-local day of the (first) occurrence, YYYY-MM-DD. */
  date: string;
  /** ISO 8601 instants. */
  startTime: string;
  endTime: string;
  location: string;
  type: string;
  repeat: string;
  /** Last day a repetition may fall on, YYYY-MM-DD; null when repeat is none. */
  repeatUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/events items: the event and the days it occurs on within the requested range. */
export interface EventWithOccurrences extends EventItem {
  occurrences: string[];
}

export interface EventsResponse {
  data: EventWithOccurrences[];
}

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  locationRequired: 'Location is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real date in the form YYYY-MM-DD',
  datePast: 'Date cannot be in the past',
  dateTooFar: `Date cannot be more than ${EVENT_LIMITS.dateYearsAhead} years ahead`,
  startRequired: 'Start time is required',
  startInvalid: 'Start time must be a valid date and time',
  endRequired: 'End time is required',
  endInvalid: 'End time must be a valid date and time',
  endBeforeStart: 'End time must be after start time',
  clockInvalid: 'Time must be in the form HH:mm',
  typeRequired: 'Type is required',
  typeInvalid: `Type must be one of ${EVENT_TYPES.join(', ')}`,
  repeatRequired: 'Repeat is required',
  repeatInvalid: `Repeat must be one of ${REPEAT_OPTIONS.join(', ')}`,
  repeatUntilRequired: 'Repeat until is required for a repeating event',
  repeatUntilInvalid: 'Repeat until must be a real date in the form YYYY-MM-DD',
  repeatUntilBeforeDate: 'Repeat until cannot be before the event date',
  repeatUntilTooFar: `Repeat until cannot be more than ${EVENT_LIMITS.repeatYears} years after the event date`,
} as const;

const absent = (input: unknown) => input === undefined || input === null || input === '';

/** A required string with its own "required" message for absence (undefined, null or blank). */
function requiredString(requiredMessage: string, label: string) {
  return z
    .string({ error: (issue) => (absent(issue.input) ? requiredMessage : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage);
}

/**
 * The latest day an event may be on: 10 years after today where today is furthest ahead (UTC+14),
 * so the rule needs no time zone and never cuts a community's own tenth year short.
 */
function furthestEventDay(): string {
  return addYears(todayIn('Etc/GMT-14'), EVENT_LIMITS.dateYearsAhead);
}

const dayField = requiredString(EVENT_MESSAGES.dateRequired, 'Date')
  .refine(isValidDay, EVENT_MESSAGES.dateInvalid)
  .refine((day) => !isValidDay(day) || day <= furthestEventDay(), EVENT_MESSAGES.dateTooFar);

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;

/** An ISO 8601 date-time with a zone designator (Z or an offset) on a real calendar day. */
export function isIsoInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  return Boolean(match && isValidDay(match[1]!) && !Number.isNaN(Date.parse(value)));
}

function instantField(requiredMessage: string, invalidMessage: string, label: string) {
  return requiredString(requiredMessage, label)
    .refine(isIsoInstant, invalidMessage)
    .transform((value) => new Date(value).toISOString());
}

function choiceField<const T extends readonly string[]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string,
) {
  return z
    .string({ error: (issue) => (absent(issue.input) ? requiredMessage : invalidMessage) })
    .min(1, requiredMessage)
    .refine((value): value is T[number] => values.includes(value), invalidMessage);
}

const typeField = choiceField(EVENT_TYPES, EVENT_MESSAGES.typeRequired, EVENT_MESSAGES.typeInvalid);
const repeatField = choiceField(REPEAT_OPTIONS, EVENT_MESSAGES.repeatRequired, EVENT_MESSAGES.repeatInvalid);
const repeatUntilField = z
  .string({ error: EVENT_MESSAGES.repeatUntilInvalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** Field by field, without the rules that tie fields together (PATCH checks those after merging). */
export const eventFieldsSchema = z.object({
  title: requiredText('Title', MAX.title, EVENT_MESSAGES.titleRequired),
  description: requiredText('Description', MAX.text, EVENT_MESSAGES.descriptionRequired),
  date: dayField,
  startTime: instantField(EVENT_MESSAGES.startRequired, EVENT_MESSAGES.startInvalid, 'Start time'),
  endTime: instantField(EVENT_MESSAGES.endRequired, EVENT_MESSAGES.endInvalid, 'End time'),
  location: requiredText('Location', MAX.text, EVENT_MESSAGES.locationRequired),
  type: typeField,
  repeat: repeatField,
  repeatUntil: repeatUntilField,
});

export interface RuleIssue {
  path: string;
  message: string;
}

/** The repeat-until rule: required when repeating, a real day, not before the date, within the horizon. */
export function repeatUntilIssue(value: {
  date: string;
  repeat: string;
  repeatUntil: string | null;
}): RuleIssue | null {
  if (value.repeat === 'none') return null;
  const path = 'repeatUntil';
  if (!value.repeatUntil) return { path, message: EVENT_MESSAGES.repeatUntilRequired };
  if (!isValidDay(value.repeatUntil)) return { path, message: EVENT_MESSAGES.repeatUntilInvalid };
  if (!isValidDay(value.date)) return null;
  if (value.repeatUntil < value.date) return { path, message: EVENT_MESSAGES.repeatUntilBeforeDate };
  if (value.repeatUntil > addYears(value.date, EVENT_LIMITS.repeatYears))
    return { path, message: EVENT_MESSAGES.repeatUntilTooFar };
  return null;
}

/** Rules across fields of a whole event (start/end as ISO instants). */
export function eventRuleIssues(value: {
  date: string;
  startTime: string;
  endTime: string;
  repeat: string;
  repeatUntil: string | null;
}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const comparable = isIsoInstant(value.startTime) && isIsoInstant(value.endTime);
  if (comparable && Date.parse(value.endTime) <= Date.parse(value.startTime))
    issues.push({ path: 'endTime', message: EVENT_MESSAGES.endBeforeStart });
  const until = repeatUntilIssue(value);
  if (until) issues.push(until);
  return issues;
}

/** A one-off event keeps no repeatUntil. */
function normalizeRepeatUntil<T extends { repeat: string; repeatUntil: string | null }>(value: T): T {
  return value.repeat === 'none' ? { ...value, repeatUntil: null } : value;
}

/**
 * POST /api/events body. "Date not before today" needs the community's today, so the server
 * checks it with {@link datePastIssue} after this schema.
 */
export const eventInputSchema = eventFieldsSchema
  .superRefine((value, ctx) => {
    for (const issue of eventRuleIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform(normalizeRepeatUntil);
export type EventInput = z.infer<typeof eventInputSchema>;

/** PATCH /api/events/:id body: any subset of the fields; the merged event must pass the rules. */
export const eventPatchSchema = eventFieldsSchema.partial();
export type EventPatch = z.infer<typeof eventPatchSchema>;

export function mergeEventPatch(stored: EventInput, patch: EventPatch): EventInput {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return normalizeRepeatUntil({ ...stored, ...defined } as EventInput);
}

/** The spec's "date minimum today", today being the community's. */
export function datePastIssue(date: string, today: string): RuleIssue | null {
  return date < today ? { path: 'date', message: EVENT_MESSAGES.datePast } : null;
}

function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// The staff form: a day and two wall-clock times (HH:mm) the client turns into instants in the
// community's time zone (zonedInstant in dates.ts).

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function clockField(requiredMessage: string) {
  return requiredString(requiredMessage, 'Time').regex(CLOCK, EVENT_MESSAGES.clockInvalid);
}

export interface EventFormContext {
  /** Today in the community's time zone. */
  today: string;
  /** When editing: the stored date, which may stay even if it has passed (a running series). */
  originalDate?: string;
}

export function eventFormSchema(context: EventFormContext) {
  return z
    .object({
      title: eventFieldsSchema.shape.title,
      description: eventFieldsSchema.shape.description,
      date: dayField,
      startClock: clockField(EVENT_MESSAGES.startRequired),
      endClock: clockField(EVENT_MESSAGES.endRequired),
      location: eventFieldsSchema.shape.location,
      type: typeField,
      repeat: repeatField,
      repeatUntil: z.string().trim(),
    })
    .superRefine((value, ctx) => {
      const add = (issue: RuleIssue | null) => {
        if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      };
      if (isValidDay(value.date) && value.date !== context.originalDate)
        add(datePastIssue(value.date, context.today));
      // Both times are on the event's day, so HH:mm strings compare like the instants.
      if (CLOCK.test(value.startClock) && CLOCK.test(value.endClock) && value.endClock <= value.startClock)
        add({ path: 'endClock', message: EVENT_MESSAGES.endBeforeStart });
      add(repeatUntilIssue({ ...value, repeatUntil: value.repeatUntil || null }));
    });
}
/** What the form's fields hold, and what it hands on once valid (type and repeat narrowed). */
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;
export type EventFormOutput = z.output<ReturnType<typeof eventFormSchema>>;

// ---------------------------------------------------------------------------------------------
// GET /api/events query and the paths the pages read (the server prefetches the same ones).

const queryDay = (name: string) =>
  z
    .string({ error: `${name} must be a date in the form YYYY-MM-DD` })
    .refine(isValidDay, `${name} must be a date in the form YYYY-MM-DD`)
    .optional();

const LIMIT_MESSAGE = 'limit must be a whole number of at least 1';

export const eventsQuerySchema = z
  .object({
    from: queryDay('from'),
    to: queryDay('to'),
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^\d{1,9}$/, LIMIT_MESSAGE)
      .transform(Number)
      .refine((n) => n >= 1, LIMIT_MESSAGE)
      // Asking for more than the most we send is asking for "all": the answer is capped, not refused.
      .transform((n) => Math.min(n, EVENT_LIMITS.maxFetch))
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from cannot be after to', path: ['to'] });

export interface EventsQuery {
  from?: string;
  to?: string;
  limit?: number;
}

/** The GET path for a query, its parameters always in one order so it is one cache key. */
export function eventsPath(query: EventsQuery = {}): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const search = params.toString();
  return search ? `/api/events?${search}` : '/api/events';
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
  eventsPath({ to: addDays(today, -1), limit: EVENT_LIMITS.maxFetch });
/** Events occurring today or later, all of them (the staff screen's Upcoming tab). */
export const allUpcomingEventsPath = (today: string) =>
  eventsPath({ from: today, limit: EVENT_LIMITS.maxFetch });

/** What /events is rendered with on the server: the current month and the upcoming card. */
export function eventsPageDataPaths(today: string): string[] {
  return [monthEventsPath(today), upcomingEventsPath(today)];
}
