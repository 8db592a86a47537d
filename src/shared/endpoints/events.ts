import { endpoint } from '../contract.ts';

/** The events API: the calendar, one event, the iCalendar feeds, and the admins' writes. */
export const EVENTS = {
  /** `?from=&to=&limit=`: the events occurring in a range, each with its days there. */
  list: endpoint('GET', '/api/events', 'public', { cache: true }),
  one: endpoint('GET', '/api/events/:id', 'public', { cache: true }),
  /** Every event as an iCalendar feed (Subscribe, Download). */
  calendar: endpoint('GET', '/api/events.ics', 'public', { cache: true }),
  /** One event as an iCalendar file (Add to calendar). */
  oneCalendar: endpoint('GET', '/api/events/:id.ics', 'public', { cache: true }),
  create: endpoint('POST', '/api/events', 'events.write'),
  update: endpoint('PATCH', '/api/events/:id', 'events.write'),
  remove: endpoint('DELETE', '/api/events/:id', 'events.write'),
  /** One day of a repeating event: PUT cancels it, DELETE restores it. */
  cancelDay: endpoint('PUT', '/api/events/:id/cancellations/:date', 'events.write'),
  restoreDay: endpoint('DELETE', '/api/events/:id/cancellations/:date', 'events.write'),
  /** Reply to one occurrence (`{ date, guests }`), or change the guests; a verified email is needed. */
  reply: endpoint('PUT', '/api/events/:id/rsvp', 'user'),
  /** `?date=`: cancel one's reply to that occurrence (the first waitlisted party that fits moves up). */
  cancelReply: endpoint('DELETE', '/api/events/:id/rsvp', 'user'),
  /** `?date=`: who replied to an occurrence, as JSON or (Accept: text/csv) a CSV file. */
  replies: endpoint('GET', '/api/events/:id/rsvps', 'events.replies'),
};
