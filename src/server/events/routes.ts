import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { eventsContract as api } from '../../shared/contracts/events.ts';
import { todayIn } from '../../shared/dates.ts';
import {
  datePastIssue,
  EVENT_LIMITS,
  eventRuleIssues,
  keptCancellations,
  mergeEventPatch,
  type EventWithOccurrences,
} from '../../shared/events/events.ts';
import { recordAudit } from '../audit/record.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError, notFound, validationError } from '../http/errors.ts';
import { buildCalendar } from './ical.ts';
import { mailSettingOf, rsvpMails, storeRsvpMails } from './rsvp-mail.ts';
import { moveUpAfterCapacityChange, withRsvp } from './rsvp-queries.ts';
import type { EventRow } from './table.ts';
import {
  allEvents,
  cancelledDatesOf,
  deleteEvent,
  findEvent,
  insertEvent,
  listEvents,
  setCancellation,
  toEventInput,
  toEventWithOccurrences,
  updateEvent,
} from './queries.ts';

/**
 * POST /api/events answers invalid input in the shape the events screen has always read:
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
    const community = await app.community.read();
    return { today: todayIn(community.timeZone), community };
  };

  /**
   * Events as answered: each with its replies' counts (one read for the page) and, for a signed-in
   * caller, their own replies. The response cache keeps anonymous answers only, so `myRsvp` is never
   * served to anyone else.
   */
  const answered = async (request: FastifyRequest, events: EventWithOccurrences[]) => {
    const { community } = await communityToday();
    return withRsvp(app.db, events, {
      timeZone: community.timeZone,
      userId: request.session?.user.id ?? null,
    });
  };
  const answerOne = async (request: FastifyRequest, row: EventRow) =>
    (await answered(request, [toEventWithOccurrences(row)]))[0]!;

  app.route({
    ...routeOf(api.list),
    handler: async (request) => {
      const { from, to, limit, order } = request.query;
      const { community } = await communityToday();
      const listed = await listEvents(
        app.db,
        { from, to },
        limit ?? EVENT_LIMITS.defaultFetch,
        community.timeZone,
        order,
      );
      return {
        data: await withRsvp(app.db, listed, {
          timeZone: community.timeZone,
          userId: request.session?.user.id ?? null,
        }),
      };
    },
  });

  const sendCalendar = async (reply: FastifyReply, events: EventRow[], disposition: string) => {
    const { community } = await communityToday();
    const body = buildCalendar(events, {
      timeZone: community.timeZone,
      calendarName: community.name,
      publicUrl: app.config.publicUrl,
    });
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', disposition)
      .header('Cache-Control', 'no-cache')
      .send(body);
  };
  // /api/events.ics is a sibling of /api/events, never taken for /api/events/:id.
  app.route({
    ...routeOf(api.calendar),
    handler: async (_request, reply) =>
      sendCalendar(reply, await allEvents(app.db), 'inline; filename="events.ics"'),
  });

  // "Add to calendar" on an event's page: the same calendar writer with that one event (and its
  // repetitions as an RRULE). '/:id.ics' is matched before '/:id', as the router prefers the longer
  // static suffix.
  app.route({
    ...routeOf(api.oneCalendar),
    handler: async (request, reply) => {
      const row = await findEvent(app.db, request.params.id);
      if (!row) throw notFound('Event');
      return sendCalendar(reply, [row], 'attachment; filename="event.ics"');
    },
  });

  app.route({
    ...routeOf(api.one),
    handler: async (request) => {
      const row = await findEvent(app.db, request.params.id);
      if (!row) throw notFound('Event');
      return { data: await answerOne(request, row) };
    },
  });

  app.route({
    ...routeOf(api.create),
    errorHandler: creationErrorHandler,
    handler: async (request, reply) => {
      const { today } = await communityToday();
      const past = datePastIssue(request.body.date, today);
      if (past) throw new HttpError(400, past.message, [past]);
      const row = await insertEvent(app.db, request.body);
      await recordAudit(request, { action: 'create', kind: 'event', objectId: row.id, summary: row.title });
      return reply
        .status(201)
        .send({ status: true as const, message: [], data: await answerOne(request, row) });
    },
  });

  app.route({
    ...routeOf(api.update),
    handler: async (request) => {
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
      // Cancelled days that are no longer occurrences (the date or repeat changed) are dropped.
      const cancelled = keptCancellations(merged, cancelledDatesOf(stored));
      const row = await updateEvent(app.db, stored.id, merged, cancelled);
      if (!row) throw notFound('Event');
      await recordAudit(request, { action: 'update', kind: 'event', objectId: row.id, summary: row.title });
      // More places (or no limit now): the waitlists move up, and those who moved up are mailed.
      if (request.body.rsvp && row.rsvpEnabled === 1 && placesGrew(stored, row)) {
        const setting = await mailSettingOf(app);
        await moveUpAfterCapacityChange(app.db, row, async (trx, date, movedUp) => {
          await storeRsvpMails(app, trx, rsvpMails(setting, row, date, 'moved-up', movedUp));
        });
        void app.outbox.kick();
      }
      return { data: await answerOne(request, row), message: 'Event updated successfully' };
    },
  });

  // One day of a repeating event: PUT cancels it, DELETE restores it. Both are idempotent and answer
  // the event; the day must be one the event occurs on.
  for (const [contract, cancelled] of [
    [api.cancelDay, true],
    [api.restoreDay, false],
  ] as const) {
    app.route({
      ...routeOf(contract),
      handler: async (request) => {
        const { id, date } = request.params;
        const result = await setCancellation(app.db, app.config.database.kind, id, date, cancelled);
        if (result.outcome === 'not-found') throw notFound('Event');
        if (result.outcome === 'refused') throw new HttpError(400, result.issue.message, [result.issue]);
        await recordAudit(request, {
          action: 'update',
          kind: 'event',
          objectId: id,
          summary: `${result.row.title}: ${date} ${cancelled ? 'cancelled' : 'restored'}`,
        });
        return {
          data: await answerOne(request, result.row),
          message: cancelled ? 'Occurrence cancelled' : 'Occurrence restored',
        };
      },
    });
  }

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      const deleted = await deleteEvent(app.db, request.params.id);
      if (!deleted) throw notFound('Event');
      await recordAudit(request, {
        action: 'delete',
        kind: 'event',
        objectId: deleted.id,
        summary: deleted.title,
      });
      return reply.status(204).send();
    },
  });
};

/** True when an event's capacity went up or was removed (replies on both before and after). */
function placesGrew(before: EventRow, after: EventRow): boolean {
  if (after.rsvpCapacity === before.rsvpCapacity) return false;
  return (
    after.rsvpCapacity === null || (before.rsvpCapacity !== null && after.rsvpCapacity > before.rsvpCapacity)
  );
}

export default eventsRoutes;
