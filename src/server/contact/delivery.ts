import type { FastifyInstance } from 'fastify';
import type { Community } from '../../shared/community/community.ts';
import type { Db } from '../db/connection.ts';
import type { Envelope, MailFollower } from '../mail/outbox.ts';
import type { Smtp } from '../mail/send.ts';
import { insertOutboxRows, OUTBOX_STATUS, outboxRow, type OutgoingMail } from '../mail/queries.ts';
import type { OutboxRow } from '../mail/table.ts';
import { contactMailText, contactRecipient } from './mail.ts';
import { findContactMessage, followOutbox, pendingWithoutMail, STATUS } from './queries.ts';
import type { ContactMessageRow } from './table.ts';

// One retry rule for every mail the site sends: the outbox's.
export { backoffMs, MAX_DELIVERY_ATTEMPTS } from '../mail/backoff.ts';

/**
 * Contact messages are mailed by the stored outbox (docs/product/announcements.md; docs/operating.md, "Running several processes"): the message and its mail are
 * written in one transaction before the 201, and the outbox claims, retries and throttles it like
 * any other mail, once across every process. Who receives it and the community's name are read when
 * the mail leaves, so a manager changed in Settings gets the messages still waiting. The message's
 * own status (the staff inbox shows it) follows its mail's.
 */
export function contactMail(
  app: FastifyInstance,
  smtp: Smtp,
  message: ContactMessageRow,
  community: Community,
): OutgoingMail {
  return {
    kind: 'contact',
    to: contactRecipient(smtp, community),
    subject: message.subject,
    text: contactMailText(message, { name: community.name, publicUrl: app.config.publicUrl }),
    contactMessageId: message.id,
  };
}

/**
 * Where mail for the board goes when a domain has something to tell it (a resident's answer to a
 * violation notice): the contact messages' recipient, or null when no mail leaves this site.
 */
export function boardRecipient(app: FastifyInstance, community: Community): string | null {
  return app.config.smtp ? contactRecipient(app.config.smtp, community) : null;
}

export function contactFollower(app: FastifyInstance): MailFollower {
  return {
    prepare: async (row: OutboxRow, envelope: Envelope): Promise<Envelope> => {
      const message = row.contactMessageId
        ? await findContactMessage(app.db, row.contactMessageId)
        : undefined;
      if (!message || !app.config.smtp) return envelope;
      const community = await app.community.read();
      return {
        ...envelope,
        to: contactRecipient(app.config.smtp, community),
        replyTo: { name: message.name, address: message.email },
        text: contactMailText(message, { name: community.name, publicUrl: app.config.publicUrl }),
      };
    },
    settled: async (row: OutboxRow) => {
      if (!row.contactMessageId) return;
      await followOutbox(app.db, row.contactMessageId, {
        status:
          row.status === OUTBOX_STATUS.sent
            ? STATUS.delivered
            : row.status === OUTBOX_STATUS.failed
              ? STATUS.failed
              : STATUS.pending,
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt,
        lastError: row.lastError,
        deliveredAt: row.sentAt,
      });
    },
  };
}

/**
 * Messages stored by an earlier version (its own retry loop) and still pending get their mail in
 * the outbox, keeping their attempt count; a unique key makes this safe when processes start together.
 */
export async function adoptPendingMessages(app: FastifyInstance, db: Db = app.db): Promise<number> {
  const smtp = app.config.smtp;
  if (!smtp) return 0;
  const host = new URL(app.config.publicUrl).hostname || 'localhost';
  const community = await app.community.read();
  const waiting = await pendingWithoutMail(db);
  await insertOutboxRows(
    db,
    waiting.map((message) => ({
      ...outboxRow(contactMail(app, smtp, message, community), host),
      attempts: message.attempts,
      nextAttemptAt: message.nextAttemptAt ?? message.createdAt,
    })),
  );
  return waiting.length;
}
