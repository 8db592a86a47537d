import type { FastifyInstance } from 'fastify';
import { formatLongDay, formatClockIn } from '../../shared/dates.ts';
import { occurrenceInstants } from '../../shared/events/times.ts';
import type { RsvpStatus } from '../../shared/events/rsvp.ts';
import { mailEnabled } from '../community/public.ts';
import type { Db } from '../db/connection.ts';
import type { OutgoingMail } from '../mail/queries.ts';
import { buildOccurrenceCalendar } from './ical.ts';
import type { EventRow } from './table.ts';

/**
 * The mails of event replies (docs/product/events-rsvp.md): the confirmation of a reply and the
 * move-up from the waitlist, each with the occurrence as an .ics file written by the calendar
 * feed's writer, and the reminder the day before. All through the outbox, only when the site sends mail.
 */

export type RsvpMailKind = RsvpStatus | 'moved-up' | 'reminder';

export interface RsvpRecipient {
  email: string;
  username: string;
  guests: number;
}

const SUBJECTS: Record<RsvpMailKind, (title: string) => string> = {
  going: (title) => `You are going: ${title}`,
  waitlisted: (title) => `On the waitlist: ${title}`,
  'moved-up': (title) => `A place opened up: you are going to ${title}`,
  reminder: (title) => `Tomorrow: ${title}`,
};

const OPENINGS: Record<RsvpMailKind, string> = {
  going: 'Your reply is recorded: you are going.',
  waitlisted:
    'The event is full, so you are on the waitlist. If a place opens up for your party, you move up and we mail you.',
  'moved-up': 'A place opened up and you have moved up from the waitlist: you are going.',
  reminder: 'A reminder: you are going tomorrow.',
};

export interface MailSetting {
  community: { name: string; timeZone: string };
  publicUrl: string;
}

/** What the mails need of the site, read before a reply's transaction (which then reads nothing else). */
export async function mailSettingOf(app: FastifyInstance): Promise<MailSetting> {
  const community = await app.community.read();
  return { community, publicUrl: app.config.publicUrl };
}

/** The mails for some people about one occurrence, ready for the outbox. */
export function rsvpMails(
  { community, publicUrl }: MailSetting,
  event: EventRow,
  day: string,
  kind: RsvpMailKind,
  recipients: RsvpRecipient[],
): OutgoingMail[] {
  if (recipients.length === 0) return [];
  const { start } = occurrenceInstants(event, day, community.timeZone);
  const when = `${formatLongDay(day)}, ${formatClockIn(community.timeZone, start)}`;
  const link = `${publicUrl}/events/${encodeURIComponent(event.id)}`;
  const calendar = buildOccurrenceCalendar(event, day, {
    timeZone: community.timeZone,
    calendarName: community.name,
    publicUrl: publicUrl,
  });
  return recipients.map((r) => ({
    kind: 'event-rsvp' as const,
    to: r.email,
    subject: SUBJECTS[kind](event.title),
    text: [
      `Hello ${r.username},`,
      '',
      OPENINGS[kind],
      '',
      `${event.title}`,
      `When: ${when}`,
      `Where: ${event.location}`,
      `Your party: ${1 + r.guests} ${r.guests === 0 ? 'person' : 'people'} (you and ${r.guests} ${r.guests === 1 ? 'guest' : 'guests'})`,
      '',
      `To change or cancel your reply: ${link}`,
      '',
      `${community.name}`,
    ].join('\n'),
    // The calendar file only where the person has a place (or may get one): not a second copy for a reminder.
    ...(kind === 'reminder'
      ? {}
      : {
          attachments: [
            { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8', content: calendar },
          ],
        }),
  }));
}

/** Stores the mails in `db` (the caller's transaction, or the app's database) when mail is on. */
export async function storeRsvpMails(app: FastifyInstance, db: Db, mails: OutgoingMail[]): Promise<boolean> {
  if (!mailEnabled(app) || mails.length === 0) return false;
  await app.outbox.store(db, mails);
  return true;
}
