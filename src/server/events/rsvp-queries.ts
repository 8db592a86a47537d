import { sql } from 'kysely';
import type { EventWithOccurrences } from '../../shared/events/events.ts';
import type { MyRsvp, RsvpCounts, RsvpOccurrence, RsvpStatus } from '../../shared/events/rsvp.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { occurrenceRefusal } from './rsvp-rules.ts';
import type { EventRow } from './table.ts';

/**
 * Replies to events (docs/product/events-rsvp.md). Every change to an occurrence's replies runs in
 * one transaction that first updates the occurrence's row in event_rsvp_occurrences: PostgreSQL
 * makes any other writer of that row wait until this one commits, SQLite has one writer at a time,
 * so the replies to one occurrence are taken one after the other. Places are then taken with a
 * conditional UPDATE (going + n <= capacity): the database, not a count read before, decides.
 */

const sizeOf = (guests: number) => 1 + guests;

/**
 * Fills in `rsvp` on a page of events: the counts of the listed occurrences in one query for the
 * page (none at all when no event on it takes replies), and the caller's own replies in one more.
 */
export async function withRsvp(
  db: Db,
  events: EventWithOccurrences[],
  options: { timeZone: string; userId: string | null; now?: number },
): Promise<EventWithOccurrences[]> {
  const open = events.filter((e) => e.rsvp !== null);
  if (open.length === 0) return events;
  const ids = open.map((e) => e.id);
  const days = open.flatMap((e) => e.occurrences).sort();
  const counts = new Map<string, { going: number; waitlist: number }>();
  if (days.length > 0) {
    const stored = await db
      .selectFrom('eventRsvpOccurrences')
      .select(['eventId', 'date', 'going', 'waitlist'])
      .where('eventId', 'in', ids)
      .where('date', '>=', days[0]!)
      .where('date', '<=', days.at(-1)!)
      .execute();
    for (const c of stored) counts.set(`${c.eventId}|${c.date}`, c);
  }
  const mine = options.userId ? await myRepliesOf(db, options.userId, ids) : new Map<string, MyRsvp>();
  const now = options.now ?? Date.now();
  return events.map((event) => {
    const settings = event.rsvp;
    if (!settings) return event;
    const occurrences: Record<string, RsvpOccurrence> = {};
    const myRsvp: Record<string, MyRsvp> = {};
    for (const day of event.occurrences) {
      const c = counts.get(`${event.id}|${day}`);
      occurrences[day] = {
        going: Number(c?.going ?? 0),
        capacity: settings.capacity,
        waitlist: Number(c?.waitlist ?? 0),
        closed:
          occurrenceRefusal({ ...event, closesBefore: settings.closesBefore }, day, options.timeZone, now) !==
          null,
      };
      const own = mine.get(`${event.id}|${day}`);
      if (own) myRsvp[day] = own;
    }
    return { ...event, rsvp: { ...settings, occurrences, ...(options.userId ? { myRsvp } : {}) } };
  });
}

/** A person's replies to some events, with the place in the queue of those waitlisted. */
async function myRepliesOf(db: Db, userId: string, eventIds: string[]): Promise<Map<string, MyRsvp>> {
  const rows = await db
    .selectFrom('eventRsvps as r')
    .select(['r.eventId', 'r.date', 'r.status', 'r.guests'])
    .select((eb) =>
      eb
        .selectFrom('eventRsvps as w')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('w.eventId', '=', 'r.eventId')
        .whereRef('w.date', '=', 'r.date')
        .where('w.status', '=', 'waitlisted')
        .whereRef('w.position', '<=', 'r.position')
        .as('place'),
    )
    .where('r.userId', '=', userId)
    .where('r.eventId', 'in', eventIds)
    .execute();
  return new Map(
    rows.map((r) => [
      `${r.eventId}|${r.date}`,
      {
        status: r.status as RsvpStatus,
        guests: r.guests,
        ...(r.status === 'waitlisted' ? { position: Number(r.place) } : {}),
      },
    ]),
  );
}

/** Someone whose waitlisted reply moved up to going: they are mailed. */
export interface MovedUp {
  userId: string;
  email: string;
  username: string;
  guests: number;
}

export interface ReplyResult {
  status: RsvpStatus;
  guests: number;
  position?: number;
  counts: RsvpCounts;
  movedUp: MovedUp[];
  /** False when the same reply was already stored (nothing changed, nothing to mail). */
  changed: boolean;
}

type Trx = Db;

/** Locks the occurrence's row (made if it is the first reply) and takes the next queue number. */
async function lockOccurrence(trx: Trx, eventId: string, date: string) {
  await trx
    .insertInto('eventRsvpOccurrences')
    .values({ eventId, date })
    .onConflict((oc) => oc.columns(['eventId', 'date']).doNothing())
    .execute();
  const row = await trx
    .updateTable('eventRsvpOccurrences')
    .set((eb) => ({ nextPosition: eb('nextPosition', '+', 1) }))
    .where('eventId', '=', eventId)
    .where('date', '=', date)
    .returning(['going', 'waitlist', 'nextPosition'])
    .executeTakeFirstOrThrow();
  return { queueNumber: Number(row.nextPosition) - 1 };
}

/**
 * Adds `delta` people going, only while they fit: one conditional UPDATE, true when it took them.
 * A negative delta (a cancellation, fewer guests) always succeeds.
 */
async function takePlaces(trx: Trx, eventId: string, date: string, delta: number, capacity: number | null) {
  let query = trx
    .updateTable('eventRsvpOccurrences')
    .set((eb) => ({ going: eb('going', '+', delta) }))
    .where('eventId', '=', eventId)
    .where('date', '=', date);
  if (capacity !== null && delta > 0) query = query.where(sql<boolean>`going + ${delta} <= ${capacity}`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function addWaiting(trx: Trx, eventId: string, date: string, delta: number) {
  await trx
    .updateTable('eventRsvpOccurrences')
    .set((eb) => ({ waitlist: eb('waitlist', '+', delta) }))
    .where('eventId', '=', eventId)
    .where('date', '=', date)
    .execute();
}

/**
 * Moves up the waitlist, in queue order, every party that fits in the places left (a party too
 * large is passed over, and keeps its place for later). Same transaction as the change that freed
 * the places.
 */
async function moveUp(trx: Trx, eventId: string, date: string, capacity: number | null): Promise<MovedUp[]> {
  const waiting = await trx
    .selectFrom('eventRsvps as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['r.id', 'r.userId', 'r.guests', 'u.email', 'u.username'])
    .where('r.eventId', '=', eventId)
    .where('r.date', '=', date)
    .where('r.status', '=', 'waitlisted')
    .orderBy('r.position')
    .execute();
  const moved: MovedUp[] = [];
  for (const party of waiting) {
    if (!(await takePlaces(trx, eventId, date, sizeOf(party.guests), capacity))) continue;
    await addWaiting(trx, eventId, date, -sizeOf(party.guests));
    await trx
      .updateTable('eventRsvps')
      .set({ status: 'going', position: null, updatedAt: nowIso() })
      .where('id', '=', party.id)
      .execute();
    moved.push({ userId: party.userId, email: party.email, username: party.username, guests: party.guests });
  }
  return moved;
}

async function countsOf(
  trx: Trx,
  eventId: string,
  date: string,
  capacity: number | null,
): Promise<RsvpCounts> {
  const row = await trx
    .selectFrom('eventRsvpOccurrences')
    .select(['going', 'waitlist'])
    .where('eventId', '=', eventId)
    .where('date', '=', date)
    .executeTakeFirst();
  return { going: Number(row?.going ?? 0), capacity, waitlist: Number(row?.waitlist ?? 0) };
}

async function placeOf(trx: Trx, eventId: string, date: string, position: number): Promise<number> {
  const row = await trx
    .selectFrom('eventRsvps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('eventId', '=', eventId)
    .where('date', '=', date)
    .where('status', '=', 'waitlisted')
    .where('position', '<=', position)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A reply (or a change of guests) to one occurrence. New: going if the party fits, else at the back
 * of the waitlist. Going with more guests: stays going if the larger party fits, else goes to the
 * back of the waitlist. Fewer guests, or a waitlisted reply changed: places freed are offered to the
 * waitlist in order.
 */
export function replyTo(
  event: EventRow,
  date: string,
  userId: string,
  guests: number,
  db: Db,
  /** Runs in the transaction before it commits (the mails go in the outbox with the change). */
  whenDone: (trx: Trx, result: ReplyResult) => Promise<void>,
) {
  const capacity = event.rsvpCapacity;
  return db.transaction().execute(async (trx): Promise<ReplyResult> => {
    const { queueNumber } = await lockOccurrence(trx, event.id, date);
    const existing = await trx
      .selectFrom('eventRsvps')
      .selectAll()
      .where('eventId', '=', event.id)
      .where('date', '=', date)
      .where('userId', '=', userId)
      .executeTakeFirst();
    const size = sizeOf(guests);
    const now = nowIso();
    let status: RsvpStatus;
    let position: number | null = null;
    let movedUp: MovedUp[] = [];
    let changed = true;
    if (!existing) {
      if (await takePlaces(trx, event.id, date, size, capacity)) {
        status = 'going';
      } else {
        status = 'waitlisted';
        position = queueNumber;
        await addWaiting(trx, event.id, date, size);
      }
      await trx
        .insertInto('eventRsvps')
        .values({
          id: newId(),
          eventId: event.id,
          date,
          userId,
          guests,
          status,
          position,
          repliedAt: now,
          updatedAt: now,
        })
        .execute();
    } else {
      const old = sizeOf(existing.guests);
      changed = existing.guests !== guests;
      if (existing.status === 'going') {
        if (await takePlaces(trx, event.id, date, size - old, capacity)) {
          status = 'going';
        } else {
          // The larger party no longer fits: its places go back, and it waits at the back.
          await takePlaces(trx, event.id, date, -old, capacity);
          await addWaiting(trx, event.id, date, size);
          status = 'waitlisted';
          position = queueNumber;
        }
      } else {
        await addWaiting(trx, event.id, date, size - old);
        status = 'waitlisted';
        position = existing.position;
      }
      await trx
        .updateTable('eventRsvps')
        .set({ guests, status, position, updatedAt: now })
        .where('id', '=', existing.id)
        .execute();
    }
    if (changed) movedUp = await moveUp(trx, event.id, date, capacity);
    // This reply itself may have moved up (a waitlisted party that now fits).
    const self = movedUp.find((m) => m.userId === userId);
    if (self) {
      status = 'going';
      position = null;
      movedUp = movedUp.filter((m) => m !== self);
    }
    const counts = await countsOf(trx, event.id, date, capacity);
    const place =
      status === 'waitlisted' && position !== null ? await placeOf(trx, event.id, date, position) : null;
    const result = {
      status,
      guests,
      ...(place !== null ? { position: place } : {}),
      counts,
      movedUp,
      changed,
    };
    await whenDone(trx, result);
    return result;
  });
}

/** Cancels a reply (nothing to do when there is none); the places freed go to the waitlist in order. */
export function cancelReply(
  event: EventRow,
  date: string,
  userId: string,
  db: Db,
  whenDone: (trx: Trx, movedUp: MovedUp[]) => Promise<void>,
): Promise<MovedUp[]> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('eventRsvps')
      .select(['id'])
      .where('eventId', '=', event.id)
      .where('date', '=', date)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!existing) return [];
    await lockOccurrence(trx, event.id, date);
    const removed = await trx
      .deleteFrom('eventRsvps')
      .where('id', '=', existing.id)
      .returning(['status', 'guests'])
      .executeTakeFirst();
    if (!removed) return [];
    const size = sizeOf(removed.guests);
    if (removed.status === 'going') await takePlaces(trx, event.id, date, -size, event.rsvpCapacity);
    else await addWaiting(trx, event.id, date, -size);
    const movedUp = await moveUp(trx, event.id, date, event.rsvpCapacity);
    await whenDone(trx, movedUp);
    return movedUp;
  });
}

/**
 * After staff raise (or remove) the capacity: each occurrence with a waitlist offers the new places
 * to it in order; `whenDone` mails those who moved up, in each day's transaction.
 */
export async function moveUpAfterCapacityChange(
  db: Db,
  event: EventRow,
  whenDone: (trx: Trx, date: string, movedUp: MovedUp[]) => Promise<void>,
): Promise<void> {
  const days = await db
    .selectFrom('eventRsvpOccurrences')
    .select('date')
    .where('eventId', '=', event.id)
    .where('waitlist', '>', 0)
    .execute();
  for (const { date } of days) {
    await db.transaction().execute(async (trx) => {
      await lockOccurrence(trx, event.id, date);
      await whenDone(trx, date, await moveUp(trx, event.id, date, event.rsvpCapacity));
    });
  }
}

export interface ReplyListRow {
  name: string;
  email: string;
  guests: number;
  status: RsvpStatus;
  position: number | null;
  repliedAt: string;
}

/** An occurrence's replies for staff: going in reply order, then the waitlist in queue order. */
export async function repliesOf(db: Db, eventId: string, date: string): Promise<ReplyListRow[]> {
  const rows = await db
    .selectFrom('eventRsvps as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['u.username', 'u.email', 'r.guests', 'r.status', 'r.position', 'r.repliedAt', 'r.id'])
    .where('r.eventId', '=', eventId)
    .where('r.date', '=', date)
    .execute();
  const going = rows
    .filter((r) => r.status === 'going')
    .sort((a, b) => a.repliedAt.localeCompare(b.repliedAt) || a.id.localeCompare(b.id));
  const waiting = rows
    .filter((r) => r.status === 'waitlisted')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return [
    ...going.map((r) => ({
      name: r.username,
      email: r.email,
      guests: r.guests,
      status: 'going' as const,
      position: null,
      repliedAt: r.repliedAt,
    })),
    ...waiting.map((r, i) => ({
      name: r.username,
      email: r.email,
      guests: r.guests,
      status: 'waitlisted' as const,
      position: i + 1,
      repliedAt: r.repliedAt,
    })),
  ];
}

export const occurrenceCounts = (db: Db, eventId: string, date: string, capacity: number | null) =>
  countsOf(db, eventId, date, capacity);

/**
 * Before an account is deleted (in its transaction): its replies give their places back and the
 * waitlists move up, so the counts stay true once the replies cascade away. Those who move up are
 * not mailed from here (the account deletion has no mail of its own to send with).
 */
export async function withdrawRepliesOf(trx: Db, userId: string): Promise<void> {
  const replies = await trx
    .selectFrom('eventRsvps as r')
    .innerJoin('events as e', 'e.id', 'r.eventId')
    .select(['r.id', 'r.eventId', 'r.date', 'e.rsvpCapacity'])
    .where('r.userId', '=', userId)
    .execute();
  for (const reply of replies) {
    await lockOccurrence(trx, reply.eventId, reply.date);
    const removed = await trx
      .deleteFrom('eventRsvps')
      .where('id', '=', reply.id)
      .returning(['status', 'guests'])
      .executeTakeFirst();
    if (!removed) continue;
    const size = sizeOf(removed.guests);
    if (removed.status === 'going')
      await takePlaces(trx, reply.eventId, reply.date, -size, reply.rsvpCapacity);
    else await addWaiting(trx, reply.eventId, reply.date, -size);
    await moveUp(trx, reply.eventId, reply.date, reply.rsvpCapacity);
  }
}
