import {
  cancellationIssue,
  type EventInput,
  type EventItem,
  type EventWithOccurrences,
  type RuleIssue,
} from '../../shared/events.ts';
import { compareOccurrences } from '../../shared/event-times.ts';
import { occurrencesOf, type DayRange } from '../../shared/recurrence.ts';
import type { Db } from '../db/connection.ts';
import { deleteById, findById, insertStamped, updateStamped } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { EventRow } from './table.ts';

/** The stored cancelled days; a value that is not a list of days (a hand-edited row) reads as none. */
export function cancelledDatesOf(row: EventRow): string[] {
  try {
    const value: unknown = JSON.parse(row.cancelledDates);
    return Array.isArray(value) ? value.filter((day): day is string => typeof day === 'string') : [];
  } catch {
    return [];
  }
}

const toEventItem = (row: EventRow): EventItem => withIds({ ...row, cancelledDates: cancelledDatesOf(row) });

/** An event with the days it occurs on: in a range, or all of them (from its date to repeatUntil). */
export function toEventWithOccurrences(row: EventRow, range: DayRange = {}): EventWithOccurrences {
  return { ...toEventItem(row), occurrences: occurrencesOf(row, range) };
}

/** The stored fields in the shape of a validated body, for merging a PATCH into. */
export function toEventInput(row: EventRow): EventInput {
  return {
    title: row.title,
    description: row.description,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    type: row.type as EventInput['type'],
    repeat: row.repeat as EventInput['repeat'],
    repeatUntil: row.repeatUntil,
  };
}

/**
 * The events that occur in a range, each with its days in the range, ordered by first occurrence
 * (then wall-clock start time in the community's time zone, then title). The database narrows the
 * candidates by day; the shared recurrence rule decides the days, so no engine-specific date
 * arithmetic is needed.
 */
export async function listEvents(
  db: Db,
  range: DayRange,
  limit: number,
  timeZone: string,
): Promise<EventWithOccurrences[]> {
  let query = db.selectFrom('events').selectAll();
  if (range.to) query = query.where('date', '<=', range.to);
  if (range.from) {
    const from = range.from;
    query = query.where((eb) =>
      eb.or([
        eb('date', '>=', from),
        eb.and([
          eb('repeat', '!=', 'none'),
          eb('repeatUntil', 'is not', null),
          eb('repeatUntil', '>=', from),
        ]),
      ]),
    );
  }
  const rows = await query.execute();
  return rows
    .map((row) => toEventWithOccurrences(row, range))
    .filter((event) => event.occurrences.length > 0)
    .sort(
      (a, b) =>
        compareOccurrences(
          { day: a.occurrences[0]!, startTime: a.startTime, title: a.title },
          { day: b.occurrences[0]!, startTime: b.startTime, title: b.title },
          timeZone,
        ) || a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}

/** Every event, oldest first (the calendar feed). */
export function allEvents(db: Db): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().orderBy('date').orderBy('id').execute();
}

export const findEvent = (db: Db, id: string) => findById(db, 'events', id);

export const insertEvent = (db: Db, input: EventInput) => insertStamped(db, 'events', input);

/** Writes a whole event and the cancelled days it keeps (those still among its occurrences). */
export const updateEvent = (db: Db, id: string, input: EventInput, cancelledDates: string[]) =>
  updateStamped(db, 'events', id, { ...input, cancelledDates: JSON.stringify(cancelledDates) });

export type CancellationChange =
  { outcome: 'not-found' } | { outcome: 'refused'; issue: RuleIssue } | { outcome: 'done'; row: EventRow };

/**
 * Cancels (or restores) one day of a repeating event. The check and the write share a transaction,
 * with the row locked on PostgreSQL (SQLite has one writer), so two staff members cancelling
 * different days at once both keep theirs.
 */
export function setCancellation(
  db: Db,
  engine: 'sqlite' | 'postgres',
  id: string,
  day: string,
  cancelled: boolean,
): Promise<CancellationChange> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('events').selectAll().where('id', '=', id);
    if (engine === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return { outcome: 'not-found' };
    const issue = cancellationIssue(row, day);
    if (issue) return { outcome: 'refused', issue };
    const others = cancelledDatesOf(row).filter((d) => d !== day);
    const days = (cancelled ? [...others, day] : others).sort();
    const changed = await updateStamped(trx, 'events', id, { cancelledDates: JSON.stringify(days) });
    return changed ? { outcome: 'done', row: changed } : { outcome: 'not-found' };
  });
}

export const deleteEvent = (db: Db, id: string) => deleteById(db, 'events', id);
