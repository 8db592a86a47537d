import type { eventsContract } from '../../shared/contracts/events.ts';
import { EVENTS } from '../../shared/endpoints/events.ts';
import type { EventInput, EventWithOccurrences } from '../../shared/events/events.ts';
import { ApiRequestError } from '../transport/client.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof eventsContract>(EVENTS);

// The list reads are in lists-api.ts, which needs no endpoint table: the home page loads it alone.
export { eventsFrom, eventsIn, eventsOfMonth, eventsOnDay, nextEvents, pastEvents } from './lists-api.ts';

/** One event with all its days (its own page). */
export const eventById = (id: string) => api.one.address({ params: { id } });
/** The single-event iCalendar file ("Add to calendar"). */
export const eventCalendarFile = (id: string) => api.oneCalendar.address({ params: { id } });

/** The body the API takes: the shared input with the instants already computed. */
export type EventBody = Omit<EventInput, 'repeatUntil'> & { repeatUntil: string | null };

export async function createEvent(body: EventBody): Promise<EventWithOccurrences> {
  const result = await api.create.call({ body });
  // The events API reports a refused creation in its body too ({ status: false, message }), so a
  // 2xx answer with status false is a failure with the server's messages.
  if (!result.status) throw new ApiRequestError(200, 'Failed to create event', result);
  return result.data;
}

export const updateEvent = (id: string, body: EventBody) => api.update.call({ params: { id }, body });

export const deleteEvent = (id: string) => api.remove.call({ params: { id } });

/** Cancels one day of a repeating event (PUT), or restores it (DELETE). */
export const setDayCancelled = (id: string, date: string, cancelled: boolean) =>
  (cancelled ? api.cancelDay : api.restoreDay).call({ params: { id, date } });
