import type { Selectable } from 'kysely';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { EventsTable } from '../db/schema.ts';
import type { EventInput, EventItem, EventWithOccurrences } from '../../shared/events.ts';
import { compareOccurrences } from '../../shared/event-times.ts';
import { occurrencesOf, type DayRange } from '../../shared/recurrence.ts';
import { withIds } from '../http/serialize.ts';

export type EventRow = Selectable<EventsTable>;

export function toEventItem(row: EventRow): EventItem {
  return withIds({
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    type: row.type,
    repeat: row.repeat,
    repeatUntil: row.repeatUntil,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
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
 * (then wall-clock start time in the community's time zone, then title). The database narrows the candidates by day; the shared
 * recurrence rule decides the days, so no engine-specific date arithmetic is needed.
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
    .map((row) => ({ ...toEventItem(row), occurrences: occurrencesOf(row, range) }))
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

export function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEvent(db: Db, input: EventInput): Promise<EventRow> {
  const now = nowIso();
  const row: EventRow = { id: newId(), ...input, createdAt: now, updatedAt: now };
  await db.insertInto('events').values(row).execute();
  return row;
}

export async function updateEvent(db: Db, id: string, input: EventInput): Promise<EventRow | undefined> {
  const result = await db
    .updateTable('events')
    .set({ ...input, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findEvent(db, id);
}

export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
