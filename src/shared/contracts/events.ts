import { z } from 'zod';
import { idParamsSchema, noContent } from '../api.ts';
import { contract } from '../contract.ts';
import { EVENTS } from '../endpoints/events.ts';
import {
  cancellationParamsSchema,
  eventCreatedSchema,
  eventCreationRefusedSchema,
  eventInputSchema,
  eventPatchSchema,
  eventResponseSchema,
  eventsQuerySchema,
  eventsResponseSchema,
  eventUpdatedSchema,
} from '../events/events.ts';
import {
  rsvpDateQuerySchema,
  rsvpInputSchema,
  rsvpListQuerySchema,
  rsvpListSchema,
  rsvpParamsSchema,
  rsvpReplySchema,
} from '../events/rsvp.ts';

const calendarFile = (description: string) => ({
  produces: ['text/calendar'],
  responses: { 200: z.string().describe(description) },
});

export const eventsContract = {
  list: contract(EVENTS.list, { query: eventsQuerySchema, responses: { 200: eventsResponseSchema } }),
  one: contract(EVENTS.one, { params: idParamsSchema, responses: { 200: eventResponseSchema } }),
  calendar: contract(EVENTS.calendar, calendarFile('An iCalendar (RFC 5545) feed of every event')),
  oneCalendar: contract(EVENTS.oneCalendar, {
    params: idParamsSchema,
    ...calendarFile('An iCalendar (RFC 5545) file of one event'),
  }),
  // A refused creation answers in the shape the events screen has always read.
  create: contract(EVENTS.create, {
    body: eventInputSchema,
    responses: { 201: eventCreatedSchema, 400: eventCreationRefusedSchema },
  }),
  update: contract(EVENTS.update, {
    params: idParamsSchema,
    body: eventPatchSchema,
    responses: { 200: eventUpdatedSchema },
  }),
  remove: contract(EVENTS.remove, { params: idParamsSchema, responses: { 204: noContent } }),
  cancelDay: contract(EVENTS.cancelDay, {
    params: cancellationParamsSchema,
    responses: { 200: eventUpdatedSchema },
  }),
  restoreDay: contract(EVENTS.restoreDay, {
    params: cancellationParamsSchema,
    responses: { 200: eventUpdatedSchema },
  }),
  reply: contract(EVENTS.reply, {
    params: rsvpParamsSchema,
    body: rsvpInputSchema,
    responses: { 200: rsvpReplySchema },
  }),
  cancelReply: contract(EVENTS.cancelReply, {
    params: rsvpParamsSchema,
    query: rsvpDateQuerySchema,
    responses: { 204: noContent },
  }),
  replies: contract(EVENTS.replies, {
    params: rsvpParamsSchema,
    query: rsvpListQuerySchema,
    produces: ['application/json', 'text/csv'],
    // With Accept: text/csv (or ?format=csv) the same rows as a CSV file.
    responses: { 200: rsvpListSchema.or(z.string().describe('The replies as CSV')) },
  }),
};
