import { occurrencesOf, type RecurrenceSource } from '../../shared/events/recurrence.ts';
import { RSVP_MESSAGES } from '../../shared/events/rsvp-limits.ts';
import { occurrenceInstants } from '../../shared/events/times.ts';
import type { EventWithOccurrences } from '../../shared/events/events.ts';

/** Why an occurrence takes no more replies, or null while it does. */
export type OccurrenceRefusal = 'cancelled' | 'past' | 'closed';

const HOUR_MS = 3_600_000;

/**
 * An occurrence stops taking replies when it is cancelled, once it has started, and `closesBefore`
 * hours before its start when the event says so. Counted on the occurrence's own start (the first
 * start's wall-clock time on that day, in the community's zone).
 */
export function occurrenceRefusal(
  event: Pick<EventWithOccurrences, 'startTime' | 'endTime' | 'cancelledDates'> & {
    closesBefore: number | null;
  },
  day: string,
  timeZone: string,
  now: number = Date.now(),
): OccurrenceRefusal | null {
  if (event.cancelledDates.includes(day)) return 'cancelled';
  const start = occurrenceInstants(event, day, timeZone).start.getTime();
  if (now >= start) return 'past';
  if (now >= start - (event.closesBefore ?? 0) * HOUR_MS) return 'closed';
  return null;
}

export const REFUSAL_MESSAGES: Record<OccurrenceRefusal, string> = {
  cancelled: RSVP_MESSAGES.cancelled,
  past: RSVP_MESSAGES.past,
  closed: RSVP_MESSAGES.closed,
};

/** True when the event occurs on the day (cancelled days included: they answer their own refusal). */
export function isOccurrence(event: RecurrenceSource, day: string): boolean {
  return occurrencesOf(event, { from: day, to: day }).length > 0;
}
