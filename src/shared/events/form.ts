import { z } from 'zod';
import { isValidDay } from '../dates.ts';
import {
  datePastIssue,
  EVENT_MESSAGES,
  eventFieldsSchema,
  repeatUntilIssue,
  type RuleIssue,
} from './events.ts';
import { CLOCK_PATTERN, clockField } from '../fields.ts';
import { RSVP_LIMITS, RSVP_MESSAGES } from './rsvp.ts';

/**
 * The staff form for an event: a day and two wall-clock times (HH:mm) that the client turns into
 * instants in the community's time zone (zonedInstant in dates.ts), checked with the model's rules.
 */

/** The form's starting values: the product's defaults for a new event. */
export const EVENT_DEFAULTS = {
  startClock: '18:00',
  endClock: '20:00',
  type: 'Social',
  repeat: 'none',
} as const;

/** '' (empty: no limit) or a whole number from min to max, as typed in a number field. */
const countIn = (min: number, max: number) => (value: string) =>
  value.trim() === '' || (/^\d{1,6}$/.test(value.trim()) && +value >= min && +value <= max);

const countOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * Replies (RSVP): off, or on with an optional capacity (people, guests included) and an optional
 * number of hours before the start when replies close. The bounds and messages are the API's
 * (src/shared/events/rsvp.ts); the numbers are checked only when replies are on.
 */
const rsvpFormSchema = z
  .object({ enabled: z.boolean(), capacity: z.string(), closesBefore: z.string() })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    if (!countIn(RSVP_LIMITS.capacityMin, RSVP_LIMITS.capacityMax)(value.capacity))
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: RSVP_MESSAGES.capacityInvalid });
    if (!countIn(0, RSVP_LIMITS.closesBeforeMax)(value.closesBefore))
      ctx.addIssue({ code: 'custom', path: ['closesBefore'], message: RSVP_MESSAGES.closesBeforeInvalid });
  })
  .transform((value) =>
    value.enabled
      ? {
          enabled: true,
          capacity: countOrNull(value.capacity),
          closesBefore: countOrNull(value.closesBefore),
        }
      : { enabled: false, capacity: null, closesBefore: null },
  );

export interface EventFormContext {
  /** Today in the community's time zone. */
  today: string;
  /** When editing: the stored date, which may stay even if it has passed (a running series). */
  originalDate?: string;
}

export function eventFormSchema(context: EventFormContext) {
  const fields = eventFieldsSchema.shape;
  return z
    .object({
      title: fields.title,
      description: fields.description,
      date: fields.date,
      startClock: clockField(EVENT_MESSAGES.startRequired, EVENT_MESSAGES.clockInvalid),
      endClock: clockField(EVENT_MESSAGES.endRequired, EVENT_MESSAGES.clockInvalid),
      location: fields.location,
      type: fields.type,
      repeat: fields.repeat,
      repeatUntil: z.string().trim(),
      rsvp: rsvpFormSchema,
    })
    .superRefine((value, ctx) => {
      const add = (issue: RuleIssue | null) => {
        if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      };
      if (isValidDay(value.date) && value.date !== context.originalDate)
        add(datePastIssue(value.date, context.today));
      // Both times are on the event's day, so HH:mm strings compare like the instants.
      if (
        CLOCK_PATTERN.test(value.startClock) &&
        CLOCK_PATTERN.test(value.endClock) &&
        value.endClock <= value.startClock
      )
        add({ path: 'endClock', message: EVENT_MESSAGES.endBeforeStart });
      add(repeatUntilIssue({ ...value, repeatUntil: value.repeatUntil || null }));
    });
}

/** What the form's fields hold. */
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;
