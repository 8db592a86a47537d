import {
  allUpcomingEventsPath,
  dayEventsPath,
  eventsPath,
  monthEventsPath,
  pastEventsPath,
  upcomingEventsPath,
} from '../../shared/event-paths.ts';
import type {
  EventInput,
  EventsQuery,
  EventsResponse,
  EventUpdated,
  EventWithOccurrences,
} from '../../shared/events.ts';
import { eventItemPath } from '../../shared/routes.ts';
import { apiPath } from '../api/api-path.ts';
import { ApiRequestError, apiFetch } from '../api/client.ts';
import { deleteAt, itemPath } from '../api/collection.ts';

// The GET paths are built in src/shared/event-paths.ts, where the server reads the same ones to render
// /events with its data; here they get the type of their answer.
const events = (path: string) => apiPath<EventsResponse>(path);
export const eventsIn = (query: EventsQuery) => events(eventsPath(query));
export const eventsOfMonth = (day: string) => events(monthEventsPath(day));
export const nextEvents = (today: string) => events(upcomingEventsPath(today));
export const pastEvents = (today: string) => events(pastEventsPath(today));
export const eventsFrom = (today: string) => events(allUpcomingEventsPath(today));
/** One event with all its days (its own page). */
export const eventById = (id: string) => apiPath<{ data: EventWithOccurrences }>(eventItemPath(id));
/** The single-event iCalendar file ("Add to calendar"). */
export const eventCalendarFile = (id: string) => `${eventItemPath(id)}.ics`;
export const eventsOnDay = (day: string) => events(dayEventsPath(day));

const EVENTS = '/api/events';

/** The body the API takes: the shared input with the instants already computed. */
export type EventBody = Omit<EventInput, 'repeatUntil'> & { repeatUntil: string | null };

interface CreatedEvent {
  status: boolean;
  message: { message: string }[];
  data: EventWithOccurrences;
}

export async function createEvent(body: EventBody): Promise<EventWithOccurrences> {
  const result = await apiFetch<CreatedEvent>(EVENTS, { method: 'POST', body });
  // The events API reports a refused creation in its body too ({ status: false, message }), so a
  // 2xx answer with status false is a failure with the server's messages.
  if (!result.status) throw new ApiRequestError(200, 'Failed to create event', result);
  return result.data;
}

export const updateEvent = (id: string, body: EventBody) =>
  apiFetch<EventUpdated>(itemPath(EVENTS, id), { method: 'PATCH', body });

export const deleteEvent = (id: string) => deleteAt(EVENTS, id);

/** Cancels one day of a repeating event (PUT), or restores it (DELETE). */
export const setDayCancelled = (id: string, day: string, cancelled: boolean) =>
  apiFetch<EventUpdated>(`${itemPath(EVENTS, id)}/cancellations/${day}`, {
    method: cancelled ? 'PUT' : 'DELETE',
  });
