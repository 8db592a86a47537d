import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsContract as api } from '../../shared/contracts/events.ts';
import { RSVP_MESSAGES } from '../../shared/events/rsvp.ts';
import { spreadsheetCsv } from '../csv/spreadsheet-csv.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { cancelledDatesOf, findEvent } from './queries.ts';
import { mailSettingOf, rsvpMails, storeRsvpMails } from './rsvp-mail.ts';
import { cancelReply, occurrenceCounts, repliesOf, replyTo } from './rsvp-queries.ts';
import { isOccurrence, occurrenceRefusal, REFUSAL_MESSAGES } from './rsvp-rules.ts';
import type { EventRow } from './table.ts';

const notOccurrence = () =>
  new HttpError(400, RSVP_MESSAGES.notOccurrence, [{ path: 'date', message: RSVP_MESSAGES.notOccurrence }]);

/** A CSV file name from the event's title and the day: letters, digits and dashes only. */
function csvName(event: EventRow, date: string): string {
  const title = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${title || 'event'}-${date}-replies.csv`;
}

/**
 * Replies to events (docs/product/events-rsvp.md): a resident replies to one occurrence, changes
 * the guests or cancels; staff read who replied, as JSON or CSV.
 */
const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The event, taking replies, on a day it occurs (refusals in the order the checks matter). */
  async function replyTarget(id: string, date: string, { open }: { open: boolean }) {
    const event = await findEvent(app.db, id);
    if (!event) throw notFound('Event');
    if (event.rsvpEnabled !== 1) throw new HttpError(409, RSVP_MESSAGES.off);
    if (!isOccurrence(event, date)) throw notOccurrence();
    if (open) {
      const { timeZone } = await app.community.read();
      const refusal = occurrenceRefusal(
        { ...event, cancelledDates: cancelledDatesOf(event), closesBefore: event.rsvpClosesBefore },
        date,
        timeZone,
      );
      if (refusal) throw new HttpError(409, REFUSAL_MESSAGES[refusal]);
    }
    return event;
  }

  app.route({
    ...routeOf(api.reply),
    handler: async (request) => {
      const caller = callerOf(request);
      if (caller.emailVerifiedAt === null) throw new HttpError(403, RSVP_MESSAGES.unverified);
      const { date, guests } = request.body;
      const event = await replyTarget(request.params.id, date, { open: true });
      const setting = await mailSettingOf(app);
      const result = await replyTo(event, date, caller.id, guests, app.db, async (trx, done) => {
        const confirmation = done.changed
          ? rsvpMails(setting, event, date, done.status, [{ ...caller, guests }])
          : [];
        const movedUp = rsvpMails(setting, event, date, 'moved-up', done.movedUp);
        await storeRsvpMails(app, trx, [...confirmation, ...movedUp]);
      });
      void app.outbox.kick();
      return {
        status: result.status,
        ...(result.position !== undefined ? { position: result.position } : {}),
        guests: result.guests,
        counts: result.counts,
      };
    },
  });

  app.route({
    ...routeOf(api.cancelReply),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { date } = request.query;
      // A cancellation is always taken, even once replies have closed: a place freed is a place.
      const event = await replyTarget(request.params.id, date, { open: false });
      const setting = await mailSettingOf(app);
      await cancelReply(event, date, caller.id, app.db, async (trx, movedUp) => {
        await storeRsvpMails(app, trx, rsvpMails(setting, event, date, 'moved-up', movedUp));
      });
      void app.outbox.kick();
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.replies),
    handler: async (request, reply) => {
      const { date, format } = request.query;
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw notFound('Event');
      if (!isOccurrence(event, date)) throw notOccurrence();
      const items = await repliesOf(app.db, event.id, date);
      const wantsCsv =
        format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));
      if (wantsCsv) {
        const csv = spreadsheetCsv(
          ['Name', 'Email', 'Guests', 'People', 'Status', 'Waitlist position', 'Replied at'],
          items.map((r) => [
            r.name,
            r.email,
            String(r.guests),
            String(1 + r.guests),
            r.status,
            r.position === null ? '' : String(r.position),
            r.repliedAt,
          ]),
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvName(event, date)}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      }
      const counts = await occurrenceCounts(app.db, event.id, date, event.rsvpCapacity);
      return { items, ...counts };
    },
  });
};

export default rsvpRoutes;
