import {
  allUpcomingEventsPath,
  dayEventsPath,
  eventsPath,
  monthEventsPath,
  pastEventsPath,
  upcomingEventsPath,
} from '../../shared/events/paths.ts';
import type { AnswerOf } from '../../shared/contract.ts';
import type { eventsContract } from '../../shared/contracts/events.ts';
import { EVENTS } from '../../shared/endpoints/events.ts';
import type { EventInput, EventsQuery, EventWithOccurrences } from '../../shared/events/events.ts';
import { apiPath } from '../transport/api-path.ts';
import { ApiRequestError } from '../transport/client.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof eventsContract>(EVENTS);

// The GET paths are built in src/shared/events/paths.ts, where the server reads the same ones to render
// /events with its data; here they get the type of their answer.
const events = (path: string) => apiPath<AnswerOf<typeof eventsContract.list>>(path);
export const eventsIn = (query: EventsQuery) => events(eventsPath(query));
export const eventsOfMonth = (day: string) => events(monthEventsPath(day));
export const nextEvents = (today: string) => events(upcomingEventsPath(today));
export const pastEvents = (today: string) => events(pastEventsPath(today));
export const eventsFrom = (today: string) => events(allUpcomingEventsPath(today));
/** One event with all its days (its own page). */
export const eventById = (id: string) => api.one.address({ params: { id } });
/** The single-event iCalendar file ("Add to calendar"). */
export const eventCalendarFile = (id: string) => api.oneCalendar.address({ params: { id } });
export const eventsOnDay = (day: string) => events(dayEventsPath(day));

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

/** Reply to one occurrence (`date`) with `guests`, or change the guests of one's reply. */
export const replyTo = (id: string, date: string, guests: number) =>
  api.reply.call({ params: { id }, body: { date, guests } });

/** Cancel one's reply to an occurrence (the first waitlisted party that fits moves up). */
export const cancelReply = (id: string, date: string) =>
  api.cancelReply.call({ params: { id }, query: { date } });

/** Who replied to an occurrence (staff). */
export const repliesOf = (id: string, date: string) =>
  api.replies.address({ params: { id }, query: { date } });

/** The same list as a CSV download (a plain link: the session cookie goes with it). */
export const repliesCsv = (id: string, date: string) => `${repliesOf(id, date)}&format=csv`;
