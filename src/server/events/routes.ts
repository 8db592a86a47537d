import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { todayIn } from '../../shared/dates.ts';
import {
  datePastIssue,
  EVENT_LIMITS,
  eventInputSchema,
  eventPatchSchema,
  eventRuleIssues,
  eventsQuerySchema,
  mergeEventPatch,
  type EventWithOccurrences,
} from '../../shared/events.ts';
import { idParamsSchema } from '../../shared/http.ts';
import { occurrencesOf } from '../../shared/recurrence.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { loadCommunity } from '../community/queries.ts';
import { HttpError, notFound, validationError } from '../http/errors.ts';
import { buildCalendar } from './ical.ts';
import {
  allEvents,
  deleteEvent,
  findEvent,
  insertEvent,
  listEvents,
  toEventInput,
  toEventItem,
  updateEvent,
  type EventRow,
} from './queries.ts';

/** An event with every day it occurs on (from its date to repeatUntil). */
function withAllOccurrences(row: EventRow): EventWithOccurrences {
  return { ...toEventItem(row), occurrences: occurrencesOf(row) };
}

/**
 * POST /api/events answers invalid input in its own shape (DESIGN.md section 5):
 * 400 { status: false, message: [{ message }, ...] }. Everything else goes on to the app's handler.
 */
function creationErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  let messages: string[] | null = null;
  if (hasZodFastifySchemaValidationErrors(error)) {
    messages = (validationError(error).errors ?? []).map((e) => e.message);
  } else if (error instanceof HttpError && error.statusCode === 400) {
    messages = error.errors?.map((e) => e.message) ?? [error.message];
  } else if (error.statusCode === 400) {
    // A body that is not JSON at all: same { status: false, message: [...] } shape as other 400s here.
    messages = ['Request body is not valid JSON'];
  }
  if (!messages) throw error;
  const unique = [...new Set(messages)];
  return reply.status(400).send({ status: false, message: unique.map((message) => ({ message })) });
}

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const communityToday = async () => {
    const community = await loadCommunity(app);
    return { today: todayIn(community.timeZone), community };
  };

  app.get('/', { schema: { querystring: eventsQuerySchema } }, async (request) => {
    const { from, to, limit } = request.query;
    const { community } = await communityToday();
    const data = await listEvents(
      app.db,
      { from, to },
      limit ?? EVENT_LIMITS.defaultFetch,
      community.timeZone,
    );
    return { data };
  });

  // Registered under the /events prefix, '.ics' makes the path /api/events.ics: a sibling of
  // /api/events, never taken for /api/events/:id.
  app.get('.ics', async (_request, reply) => {
    const { community } = await communityToday();
    const body = buildCalendar(await allEvents(app.db), {
      timeZone: community.timeZone,
      calendarName: community.name,
      publicUrl: app.config.publicUrl,
    });
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="events.ics"')
      .header('Cache-Control', 'no-cache')
      .send(body);
  });

  app.get('/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const row = await findEvent(app.db, request.params.id);
    if (!row) throw notFound('Event');
    return { data: withAllOccurrences(row) };
  });

  // Guards run before validation so an anonymous or non-admin caller learns nothing about the body.
  app.post(
    '/',
    {
      schema: { body: eventInputSchema },
      preValidation: requireAdmin,
      errorHandler: creationErrorHandler,
    },
    async (request, reply) => {
      const { today } = await communityToday();
      const past = datePastIssue(request.body.date, today);
      if (past) throw new HttpError(400, past.message, [past]);
      const row = await insertEvent(app.db, request.body);
      await recordAudit(request, { action: 'create', kind: 'event', objectId: row.id, summary: row.title });
      return reply.status(201).send({ status: true, message: [], data: withAllOccurrences(row) });
    },
  );

  app.patch(
    '/:id',
    { schema: { params: idParamsSchema, body: eventPatchSchema }, preValidation: requireAdmin },
    async (request) => {
      const stored = await findEvent(app.db, request.params.id);
      if (!stored) throw notFound('Event');
      const merged = mergeEventPatch(toEventInput(stored), request.body);
      const issues = eventRuleIssues(merged);
      // A running series keeps its first date; moving an event to another day must not go back in time.
      if (merged.date !== stored.date) {
        const past = datePastIssue(merged.date, (await communityToday()).today);
        if (past) issues.unshift(past);
      }
      if (issues.length > 0) throw new HttpError(400, issues[0]!.message, issues);
      const row = await updateEvent(app.db, stored.id, merged);
      if (!row) throw notFound('Event');
      await recordAudit(request, { action: 'update', kind: 'event', objectId: row.id, summary: row.title });
      return { data: withAllOccurrences(row), message: 'Event updated successfully' };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema }, preValidation: requireAdmin },
    async (request, reply) => {
      const stored = await findEvent(app.db, request.params.id);
      if (!stored || !(await deleteEvent(app.db, stored.id))) throw notFound('Event');
      await recordAudit(request, {
        action: 'delete',
        kind: 'event',
        objectId: stored.id,
        summary: stored.title,
      });
      return reply.status(204).send();
    },
  );
};

export default eventsRoutes;
