import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { addDays, todayIn } from '../../shared/dates.ts';
import { mailEnabled } from '../community/public.ts';
import { scheduleJob } from '../coordination/jobs.ts';
import { cancelledDatesOf } from './queries.ts';
import { mailSettingOf, rsvpMails, storeRsvpMails } from './rsvp-mail.ts';

/**
 * The reminder the day before (docs/product/events-rsvp.md): on the community's day before an
 * occurrence, everyone going to it is mailed once. The occurrence's row is claimed by one
 * conditional UPDATE (reminded_at still null) in the transaction that stores the mails, so a
 * second run, or a second process, finds nothing left to send; the job lease keeps the runs apart.
 */
export async function sendRsvpReminders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  if (!mailEnabled(app)) return 0;
  const setting = await mailSettingOf(app);
  const tomorrow = addDays(todayIn(setting.community.timeZone, now), 1);
  const due = await app.db
    .selectFrom('eventRsvpOccurrences as o')
    .innerJoin('events as e', 'e.id', 'o.eventId')
    .selectAll('e')
    .where('o.date', '=', tomorrow)
    .where('o.remindedAt', 'is', null)
    .where('o.going', '>', 0)
    .where('e.rsvpEnabled', '=', 1)
    .execute();
  let sent = 0;
  for (const event of due) {
    if (cancelledDatesOf(event).includes(tomorrow)) continue;
    sent += await app.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('eventRsvpOccurrences')
        .set({ remindedAt: now.toISOString() })
        .where('eventId', '=', event.id)
        .where('date', '=', tomorrow)
        .where('remindedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return 0;
      const going = await trx
        .selectFrom('eventRsvps as r')
        .innerJoin('users as u', 'u.id', 'r.userId')
        .select(['u.email', 'u.username', 'r.guests'])
        .where('r.eventId', '=', event.id)
        .where('r.date', '=', tomorrow)
        .where('r.status', '=', 'going')
        .execute();
      const mails = rsvpMails(setting, event, tomorrow, 'reminder', going);
      await storeRsvpMails(app, trx, mails);
      return mails.length;
    });
  }
  if (sent > 0) void app.outbox.kick();
  return sent;
}

/** Looks every 15 minutes, so a reminder goes out early on the day before, whichever process runs it. */
const rsvpReminders: FastifyPluginAsync = async (app) => {
  scheduleJob(app, {
    name: 'event-rsvp-reminders',
    everyMs: 15 * 60_000,
    run: () => sendRsvpReminders(app).then(() => {}),
  });
};

export default rsvpReminders;
