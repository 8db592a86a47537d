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
