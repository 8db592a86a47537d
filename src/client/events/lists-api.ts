import type { AnswerOf } from '../../shared/contract.ts';
import type { eventsContract } from '../../shared/contracts/events.ts';
import {
  allUpcomingEventsPath,
  dayEventsPath,
  eventsPath,
  monthEventsPath,
  pastEventsPath,
  upcomingEventsPath,
} from '../../shared/events/paths.ts';
import type { EventsQuery } from '../../shared/events/events.ts';
import { apiPath } from '../transport/api-path.ts';

// The GET paths are built in src/shared/events/paths.ts, where the server reads the same ones to render
// /events with its data; here they get the type of their answer. Apart from api.ts so that a page
// reading only a list (the home page's next events) loads no endpoint table and no writes.
const events = (path: string) => apiPath<AnswerOf<typeof eventsContract.list>>(path);
export const eventsIn = (query: EventsQuery) => events(eventsPath(query));
export const eventsOfMonth = (day: string) => events(monthEventsPath(day));
export const nextEvents = (today: string) => events(upcomingEventsPath(today));
export const pastEvents = (today: string) => events(pastEventsPath(today));
export const eventsFrom = (today: string) => events(allUpcomingEventsPath(today));
export const eventsOnDay = (day: string) => events(dayEventsPath(day));
