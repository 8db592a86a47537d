import { z } from 'zod';
import { idParamsSchema, storedIds, timestamps } from '../api.ts';
import { addYears, isValidDay, todayIn } from '../dates.ts';
import { choiceField, instantField, isIsoInstant, queryDay, requiredText, requiredValue } from '../fields.ts';
import { EVENT_LIMITS } from './limits.ts';
import { MAX } from '../limits.ts';
import { occurrencesOf, REPEAT_OPTIONS, type RecurrenceSource } from './recurrence.ts';
import { eventRsvpSchema, rsvpSettingsInputSchema } from './rsvp.ts';

/**
 * The event model: its fields and the rules across them, what the API takes and answers. The staff
 * form's own schema is in event-form.ts, the GET paths the pages read in event-paths.ts.
 */

export const EVENT_TYPES = ['Social', 'Educational', 'Sports', 'Cultural', 'Business'] as const;

// In a module of their own, so the page table can read them without loading zod in the browser.
export { EVENT_LIMITS } from './limits.ts';

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
  cancelDayInvalid: 'The day must be a real date in the form YYYY-MM-DD',
  cancelNotRepeating: 'Only one day of a repeating event can be cancelled; delete a one-off event instead',
  cancelNotOccurrence: 'The event does not take place on that day',
} as const;

/**
 * The latest day an event may be on: 10 years after today where today is furthest ahead (UTC+14),
 * so the rule needs no time zone and never cuts a community's own tenth year short.
 */
function furthestEventDay(): string {
  return addYears(todayIn('Etc/GMT-14'), EVENT_LIMITS.dateYearsAhead);
}

/** Field by field, without the rules that tie fields together (PATCH checks those after merging). */
export const eventFieldsSchema = z.object({
  title: requiredText('Title', MAX.title, { required: EVENT_MESSAGES.titleRequired }),
  description: requiredText('Description', MAX.text, { required: EVENT_MESSAGES.descriptionRequired }),
  date: requiredValue(EVENT_MESSAGES.dateRequired, 'Date')
    .refine(isValidDay, EVENT_MESSAGES.dateInvalid)
    .refine((day) => !isValidDay(day) || day <= furthestEventDay(), EVENT_MESSAGES.dateTooFar),
  startTime: instantField(EVENT_MESSAGES.startRequired, EVENT_MESSAGES.startInvalid, 'Start time'),
  endTime: instantField(EVENT_MESSAGES.endRequired, EVENT_MESSAGES.endInvalid, 'End time'),
  location: requiredText('Location', MAX.text, { required: EVENT_MESSAGES.locationRequired }),
  type: choiceField(EVENT_TYPES, EVENT_MESSAGES.typeRequired, EVENT_MESSAGES.typeInvalid),
  repeat: choiceField(REPEAT_OPTIONS, EVENT_MESSAGES.repeatRequired, EVENT_MESSAGES.repeatInvalid),
  repeatUntil: z
    .string({ error: EVENT_MESSAGES.repeatUntilInvalid })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Replies (docs/product/events-rsvp.md): absent on POST means off, absent on PATCH leaves them. */
  rsvp: rsvpSettingsInputSchema.optional(),
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

/** An event's date may not be before today, today being the community's. */
export function datePastIssue(date: string, today: string): RuleIssue | null {
  return date < today ? { path: 'date', message: EVENT_MESSAGES.datePast } : null;
}

// ---------------------------------------------------------------------------------------------
// GET /api/events?from=&to=&limit=&order=

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
    // Which end of the range the limit keeps: the first events (the default, as the spec reads
    // the upcoming ones) or, with `desc`, the latest, newest first (the history of past events).
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from cannot be after to', path: ['to'] });
export type EventsQuery = z.output<typeof eventsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// What the API answers

/** An event as the API returns it. */
export const eventItemSchema = z.object({
  ...storedIds,
  title: z.string(),
  description: z.string(),
  /** Community-local day of the (first) occurrence, YYYY-MM-DD. */
  date: z.string(),
  /** ISO 8601 instants. */
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  type: z.string(),
  repeat: z.string(),
  /** Last day a repetition may fall on, YYYY-MM-DD; null when repeat is none. */
  repeatUntil: z.string().nullable(),
  /**
   * Days of a repeating event whose occurrence is cancelled, ascending. They stay in `occurrences`
   * (a cancelled day is shown as cancelled, not left out); this list marks them.
   */
  cancelledDates: z.array(z.string()),
  /** Replies and their counts per occurrence; null when the event takes no replies. */
  rsvp: eventRsvpSchema,
  ...timestamps,
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** The event and the days it occurs on (within the asked range, or all of them). */
export const eventWithOccurrencesSchema = eventItemSchema.extend({ occurrences: z.array(z.string()) });
export type EventWithOccurrences = z.infer<typeof eventWithOccurrencesSchema>;

/** GET /api/events */
export const eventsResponseSchema = z.object({ data: z.array(eventWithOccurrencesSchema) });
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/** GET /api/events/:id */
export const eventResponseSchema = z.object({ data: eventWithOccurrencesSchema });

/** POST /api/events (201); a refusal has the same keys, status false (400). */
export const eventCreatedSchema = z.object({
  status: z.literal(true),
  message: z.array(z.object({ message: z.string() })),
  data: eventWithOccurrencesSchema,
});
export const eventCreationRefusedSchema = z.object({
  status: z.literal(false),
  message: z.array(z.object({ message: z.string() })),
});

/** PATCH /api/events/:id */
export const eventUpdatedSchema = z.object({ data: eventWithOccurrencesSchema, message: z.string() });
export type EventUpdated = z.infer<typeof eventUpdatedSchema>;

// ---------------------------------------------------------------------------------------------
// Cancelling one day of a repeating event: PUT (cancel) and DELETE (restore)
// /api/events/:id/cancellations/:date

export const cancellationParamsSchema = idParamsSchema.extend({
  date: z
    .string({ error: EVENT_MESSAGES.cancelDayInvalid })
    .refine(isValidDay, EVENT_MESSAGES.cancelDayInvalid),
});

/** Why a day cannot be cancelled (or restored) for an event, or null when it can. */
export function cancellationIssue(event: RecurrenceSource, day: string): RuleIssue | null {
  if (event.repeat === 'none') return { path: 'date', message: EVENT_MESSAGES.cancelNotRepeating };
  if (occurrencesOf(event, { from: day, to: day }).length === 0)
    return { path: 'date', message: EVENT_MESSAGES.cancelNotOccurrence };
  return null;
}

/** The cancelled days that are still occurrences of the event (after its date or repeat changed). */
export function keptCancellations(event: RecurrenceSource, cancelled: readonly string[]): string[] {
  return [...new Set(cancelled)].filter((day) => cancellationIssue(event, day) === null).sort();
}
