import type { eventsContract } from '../../shared/contracts/events.ts';
import { EVENTS } from '../../shared/endpoints/events.ts';
import type { RsvpList } from '../../shared/events/rsvp.ts';
import { apiPath } from '../transport/api-path.ts';
import { operations } from '../transport/operations.ts';

// Apart from api.ts, which the home page loads for its next events: replies are the event page's.
const api = operations<typeof eventsContract>(EVENTS);

/** Reply to one occurrence (`date`) with `guests`, or change the guests of one's reply. */
export const replyTo = (id: string, date: string, guests: number) =>
  api.reply.call({ params: { id }, body: { date, guests } });

/** Cancel one's reply to an occurrence (the first waitlisted party that fits moves up). */
export const cancelReply = (id: string, date: string) =>
  api.cancelReply.call({ params: { id }, query: { date } });

/** Who replied to an occurrence (staff): without `format=csv` the answer is always the JSON list. */
export const repliesOf = (id: string, date: string) =>
  apiPath<RsvpList>(api.replies.address({ params: { id }, query: { date } }));

/** The same list as a CSV download (a plain link: the session cookie goes with it). */
export const repliesCsv = (id: string, date: string) =>
  api.replies.address({ params: { id }, query: { date, format: 'csv' } });
