import type { FastifyInstance } from 'fastify';
import { newId } from '../../src/server/db/ids.ts';
import { zonedInstant } from '../../src/shared/event-times.ts';

/** The community's time zone in the default configuration the tests run with. */
export const TZ = 'America/Los_Angeles';

/** A valid POST /api/events body on a day, 18:00-20:00 community time. */
export function eventBodyOn(date: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Summer Picnic',
    description: 'Food and games in the park for the whole neighbourhood.',
    date,
    startTime: zonedInstant(date, '18:00', TZ),
    endTime: zonedInstant(date, '20:00', TZ),
    location: 'Community Park',
    type: 'Social',
    repeat: 'none',
    ...overrides,
  };
}

/** Rows the API would refuse (past or far-off dates), written straight to the database, 10:00-11:00. */
export async function insertEventRow(
  app: FastifyInstance,
  fields: Record<string, unknown> & { date: string },
) {
  const now = new Date().toISOString();
  const row = {
    id: newId(),
    title: 'Old event',
    description: 'Happened before.',
    startTime: zonedInstant(fields.date, '10:00', TZ),
    endTime: zonedInstant(fields.date, '11:00', TZ),
    location: 'Clubhouse',
    type: 'Social',
    repeat: 'none',
    repeatUntil: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  await app.db.insertInto('events').values(row).execute();
  return row;
}
