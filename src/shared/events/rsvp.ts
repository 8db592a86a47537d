import { z } from 'zod';
import { idParamsSchema } from '../api.ts';
import { isValidDay } from '../dates.ts';
import { RSVP_LIMITS, RSVP_MESSAGES } from './rsvp-limits.ts';

/**
 * Replies to events (docs/product/events-rsvp.md): the settings staff give an event, what a resident
 * sends to reply to one occurrence, and what the API answers about replies.
 */

// In a module of their own, so a public page can read them without loading zod.
export { RSVP_LIMITS, RSVP_MESSAGES } from './rsvp-limits.ts';

// ---------------------------------------------------------------------------------------------
// The settings, on POST/PATCH /api/events

const wholeInRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * `rsvp` in an event's body. Absent on POST: replies off; absent on PATCH: left as is. A capacity or
 * closing left out (or null) means no limit, and replies closing at the start.
 */
export const rsvpSettingsInputSchema = z.object(
  {
    enabled: z.boolean({ error: RSVP_MESSAGES.enabledInvalid }),
    capacity: wholeInRange(RSVP_LIMITS.capacityMin, RSVP_LIMITS.capacityMax, RSVP_MESSAGES.capacityInvalid)
      .nullish()
      .transform((value) => value ?? null),
    closesBefore: wholeInRange(0, RSVP_LIMITS.closesBeforeMax, RSVP_MESSAGES.closesBeforeInvalid)
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: RSVP_MESSAGES.settingsInvalid },
);
export type RsvpSettingsInput = z.output<typeof rsvpSettingsInputSchema>;

// ---------------------------------------------------------------------------------------------
// What an event answer carries

export const RSVP_STATUSES = ['going', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** One occurrence's counts, in people (each reply is 1 + its guests). */
export const rsvpOccurrenceSchema = z.object({
  going: z.number(),
  capacity: z.number().nullable(),
  waitlist: z.number(),
  /** Past, cancelled, or replies closed (closesBefore hours before the start, or the start itself). */
  closed: z.boolean(),
});
export type RsvpOccurrence = z.infer<typeof rsvpOccurrenceSchema>;

/** The caller's own reply to one occurrence; `position` (1 = first) while waitlisted. */
export const myRsvpSchema = z.object({
  status: z.enum(RSVP_STATUSES),
  guests: z.number(),
  position: z.number().optional(),
});
export type MyRsvp = z.infer<typeof myRsvpSchema>;

/** `rsvp` on every event answer: null when the event takes no replies. */
export const eventRsvpSchema = z
  .object({
    enabled: z.literal(true),
    capacity: z.number().nullable(),
    closesBefore: z.number().nullable(),
    /** One entry per day in the event's `occurrences`. */
    occurrences: z.record(z.string(), rsvpOccurrenceSchema),
    /** Signed in only, and only the days the caller replied to. */
    myRsvp: z.record(z.string(), myRsvpSchema).optional(),
  })
  .nullable();
export type EventRsvp = z.infer<typeof eventRsvpSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /api/events/:id/rsvp, DELETE /api/events/:id/rsvp?date=, GET /api/events/:id/rsvps?date=

const occurrenceDay = z
  .string({
    error: (issue) => (issue.input === undefined ? RSVP_MESSAGES.dateRequired : RSVP_MESSAGES.dateInvalid),
  })
  .trim()
  .min(1, RSVP_MESSAGES.dateRequired)
  .refine(isValidDay, RSVP_MESSAGES.dateInvalid);

export const rsvpInputSchema = z.object({
  date: occurrenceDay,
  guests: wholeInRange(0, RSVP_LIMITS.guestsMax, RSVP_MESSAGES.guestsInvalid),
});
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

export const rsvpParamsSchema = idParamsSchema;
export const rsvpDateQuerySchema = z.object({ date: occurrenceDay });
/** The staff list's query: `format=csv` asks for the CSV as `Accept: text/csv` does (a plain download link). */
export const rsvpListQuerySchema = rsvpDateQuerySchema.extend({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
});

export const rsvpCountsSchema = z.object({
  going: z.number(),
  capacity: z.number().nullable(),
  waitlist: z.number(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

/** PUT /api/events/:id/rsvp (200). */
export const rsvpReplySchema = z.object({
  status: z.enum(RSVP_STATUSES),
  position: z.number().optional(),
  guests: z.number(),
  counts: rsvpCountsSchema,
});
export type RsvpReply = z.infer<typeof rsvpReplySchema>;

/** GET /api/events/:id/rsvps?date= (staff): going first in reply order, then the waitlist in order. */
export const rsvpListItemSchema = z.object({
  name: z.string(),
  email: z.string(),
  guests: z.number(),
  status: z.enum(RSVP_STATUSES),
  /** Place on the waitlist (1 = next), or null when going. */
  position: z.number().nullable(),
  repliedAt: z.string(),
});
export type RsvpListItem = z.infer<typeof rsvpListItemSchema>;

export const rsvpListSchema = z.object({
  items: z.array(rsvpListItemSchema),
  going: z.number(),
  waitlist: z.number(),
  capacity: z.number().nullable(),
});
export type RsvpList = z.infer<typeof rsvpListSchema>;
