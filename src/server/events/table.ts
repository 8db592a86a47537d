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
  createdAt: string;
  updatedAt: string;
}

export type EventRow = Selectable<EventsTable>;
