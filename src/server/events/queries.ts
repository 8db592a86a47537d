import {
  cancellationIssue,
  type EventInput,
  type EventItem,
  type EventWithOccurrences,
  type RuleIssue,
} from '../../shared/events/events.ts';
import { compareOccurrences } from '../../shared/events/times.ts';
import { sql } from 'kysely';
import { nextOccurrence, occurrencesOf, type DayRange } from '../../shared/events/recurrence.ts';
import type { Db } from '../db/connection.ts';
import { deleteById, findById, insertStamped, updateStamped } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { RsvpSettingsInput } from '../../shared/events/rsvp.ts';
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

/**
 * The event's reply settings, with no counts yet: `withRsvp` (rsvp-queries.ts) fills them in for a
 * page of events at once. Null when the event takes no replies.
 */
function rsvpSettingsOf(row: EventRow): EventItem['rsvp'] {
  if (row.rsvpEnabled !== 1) return null;
  return { enabled: true, capacity: row.rsvpCapacity, closesBefore: row.rsvpClosesBefore, occurrences: {} };
}

const toEventItem = (row: EventRow): EventItem => {
  const { rsvpEnabled: _on, rsvpCapacity: _capacity, rsvpClosesBefore: _closes, ...fields } = row;
  return withIds({ ...fields, cancelledDates: cancelledDatesOf(row), rsvp: rsvpSettingsOf(row) });
};

/** The columns of the reply settings, from the event body's `rsvp`. */
export function rsvpColumns(settings: RsvpSettingsInput) {
  return {
    rsvpEnabled: settings.enabled ? 1 : 0,
    rsvpCapacity: settings.capacity,
    rsvpClosesBefore: settings.closesBefore,
  };
}

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
 * (then wall-clock start time in the community's time zone, then title). The shared recurrence rule
 * decides the days, so no engine-specific date arithmetic is needed.
 *
 * What it reads is bounded by what it answers, not by the table (issue 28): the `limit`-th event
 * dated in the range (an index range read on `date`) bounds the answer's last first-day, so only the
 * events dated up to that day are read, plus the series that began before the range and still run
 * (a range read on the partial index of repeating events' `repeat_until`). Candidates are ranked by
 * their first day in the bounded range; only the `limit` answered are expanded over the whole range.
 */
export async function listEvents(
  db: Db,
  range: DayRange,
  limit: number,
  timeZone: string,
  order: 'asc' | 'desc' = 'asc',
): Promise<EventWithOccurrences[]> {
  if (order === 'desc') return listLatestEvents(db, range, limit, timeZone);
  const from = range.from ?? undefined;
  const to = range.to ?? undefined;
  let dated = db.selectFrom('events');
  if (from) dated = dated.where('date', '>=', from);
  if (to) dated = dated.where('date', '<=', to);
  // The day of the limit-th event dated in the range: no event whose first day in the range comes
  // later can be among the first `limit` (ties on that day are all read and ranked below).
  const cutoff = await dated
    .select('date')
    .orderBy('date')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  const until = cutoff?.date ?? to;
  const candidates = await (until ? dated.where('date', '<=', until) : dated).selectAll().execute();
  if (from) {
    candidates.push(
      ...(await db
        .selectFrom('events')
        .selectAll()
        // Spelled as the partial index events_repeating_until_idx is, so both engines use it.
        .where(sql<boolean>`repeat != 'none'`)
        .where('repeatUntil', '>=', from)
        .where('date', '<', from)
        .execute()),
    );
  }
  const ranked = candidates
    .map((row) => ({ row, first: firstDay(row, from, until) }))
    .filter((c): c is { row: EventRow; first: string } => c.first !== null)
    .sort(
      (a, b) =>
        compareOccurrences(
          { day: a.first, startTime: a.row.startTime, title: a.row.title },
          { day: b.first, startTime: b.row.startTime, title: b.row.title },
          timeZone,
        ) || a.row.id.localeCompare(b.row.id),
    )
    .slice(0, limit);
  return ranked.map(({ row }) => toEventWithOccurrences(row, range));
}

/**
 * The latest `limit` events dated in the range, newest first (the history of past events): the
 * limit-th newest date bounds the read from below, as the first-events read bounds it from above,
 * so ten years of events cost what one page of them does. An event is placed by its own date.
 */
async function listLatestEvents(
  db: Db,
  range: DayRange,
  limit: number,
  timeZone: string,
): Promise<EventWithOccurrences[]> {
  let dated = db.selectFrom('events');
  if (range.from) dated = dated.where('date', '>=', range.from);
  if (range.to) dated = dated.where('date', '<=', range.to);
  const cutoff = await dated
    .select('date')
    .orderBy('date', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  const rows = await (cutoff ? dated.where('date', '>=', cutoff.date) : dated).selectAll().execute();
  return rows
    .sort(
      (a, b) =>
        compareOccurrences(
          { day: b.date, startTime: b.startTime, title: b.title },
          { day: a.date, startTime: a.startTime, title: a.title },
          timeZone,
        ) || b.id.localeCompare(a.id),
    )
    .slice(0, limit)
    .map((row) => toEventWithOccurrences(row, range));
}

/** An event's first day in [from, until]: its own date when that is in it, else found by the rule. */
function firstDay(row: EventRow, from: string | undefined, until: string | undefined): string | null {
  if ((!from || row.date >= from) && (!until || row.date <= until)) return row.date;
  if (!from) return null;
  const next = until ? (occurrencesOf(row, { from, to: until })[0] ?? null) : nextOccurrence(row, from);
  return next;
}

/** Every event, oldest first (the calendar feed). */
export function allEvents(db: Db): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().orderBy('date').orderBy('id').execute();
}

export const findEvent = (db: Db, id: string) => findById(db, 'events', id);

export const insertEvent = (db: Db, { rsvp, ...input }: EventInput) =>
  insertStamped(db, 'events', { ...input, ...(rsvp ? rsvpColumns(rsvp) : {}) });

/** Writes a whole event and the cancelled days it keeps (those still among its occurrences). */
export const updateEvent = (db: Db, id: string, { rsvp, ...input }: EventInput, cancelledDates: string[]) =>
  updateStamped(db, 'events', id, {
    ...input,
    ...(rsvp ? rsvpColumns(rsvp) : {}),
    cancelledDates: JSON.stringify(cancelledDates),
  });

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
