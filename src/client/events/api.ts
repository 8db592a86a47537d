import type { EventInput, EventWithOccurrences } from '../../shared/events.ts';
import { ApiRequestError, apiFetch } from '../api/client.ts';

/** The body the API takes: the shared input with the instants already computed. */
export type EventBody = Omit<EventInput, 'repeatUntil'> & { repeatUntil: string | null };

interface CreatedEvent {
  status: boolean;
  message: { message: string }[];
  data: EventWithOccurrences;
}

export async function createEvent(body: EventBody): Promise<EventWithOccurrences> {
  const result = await apiFetch<CreatedEvent>('/api/events', { method: 'POST', body });
  // The spec's server may also answer a refused creation with status false.
  if (!result.status) throw new ApiRequestError(200, 'Failed to create event', result);
  return result.data;
}

export const updateEvent = (id: string, body: EventBody) =>
  apiFetch<{ data: EventWithOccurrences; message: string }>(`/api/events/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

export const deleteEvent = (id: string) =>
  apiFetch<void>(`/api/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
