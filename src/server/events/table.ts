import type { Generated, Selectable } from 'kysely';

/**
 * Events. `date` and `repeatUntil` are community-local days YYYY-MM-DD; `startTime` and `endTime`
 * ISO instants of the first occurrence.
 */
export interface EventsTable {
  id: string;
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  type: string;
  repeat: string;
  repeatUntil: string | null;
  /** The cancelled days of a repeating event: a JSON array of YYYY-MM-DD, ascending ('[]' for none). */
  cancelledDates: Generated<string>;
  /** Replies (docs/product/events-rsvp.md): 1 when the event takes them. */
  rsvpEnabled: Generated<number>;
  /** Most people going per occurrence (guests count); null for no limit. */
  rsvpCapacity: Generated<number | null>;
  /** Replies close this many hours before an occurrence's start; null: at the start. */
  rsvpClosesBefore: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
}

export type EventRow = Selectable<EventsTable>;

/** One occurrence that has had replies: its people going and waitlisted, the queue's next number. */
export interface EventRsvpOccurrencesTable {
  eventId: string;
  date: string;
  going: Generated<number>;
  waitlist: Generated<number>;
  nextPosition: Generated<number>;
  remindedAt: Generated<string | null>;
}

/** One person's reply to one occurrence. */
export interface EventRsvpsTable {
  id: string;
  eventId: string;
  date: string;
  userId: string;
  guests: number;
  /** going | waitlisted */
  status: string;
  /** The waitlist number while waitlisted; null while going. */
  position: number | null;
  repliedAt: string;
  updatedAt: string;
}

export type EventRsvpRow = Selectable<EventRsvpsTable>;
