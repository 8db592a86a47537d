import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HONEYPOT_FIELD, type contactSchema } from '../../shared/contact/contact.ts';
import type { InboxPatch } from '../../shared/contact/inbox.ts';
import { recordAudit } from '../audit/record.ts';
import { newId, nowIso } from '../db/ids.ts';
import { notFound } from '../http/errors.ts';
import { withIds } from '../http/serialize.ts';
import { contactMail } from './delivery.ts';
import { deleteInboxMessage, updateInboxMessage } from './inbox-queries.ts';
import { insertContactMessage } from './queries.ts';

/**
 * The contact messages' writes, each whole: a visitor's message stored with its mail in the outbox
 * (one transaction; the outbox mails it, so a mail server that is down never loses a message, and
 * of several processes exactly one mails it), and the admins' marks and deletions with their audit
 * entries.
 */

/** A visitor's message, answered with the receipt the route sends (201). */
export async function sendContactMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  input: z.output<typeof contactSchema>,
) {
  const { name, email, subject, message } = input;
  const receipt = { name, email, subject, message };
  if (input[HONEYPOT_FIELD]) {
    // A bot filled the hidden field: it gets the same answer as a person, and nothing is kept.
    request.log.info('contact message with the honeypot field filled: dropped');
    return withIds({ id: newId(), ...receipt, createdAt: nowIso() });
  }
  // The SMTP settings themselves (the mail goes to SMTP_CONTACT_TO when set): present exactly when
  // mail can leave (mailEnabled).
  const smtp = app.config.smtp;
  const community = smtp ? await app.community.read() : null;
  const row = await app.db.transaction().execute(async (trx) => {
    const stored = await insertContactMessage(trx, { ...receipt, ip: request.ip });
    // Without SMTP the message waits alone; it gets its mail once SMTP is configured (adopted at start).
    if (smtp && community) {
      await app.outbox.store(trx, [contactMail(app, smtp, stored, community)]);
    }
    return stored;
  });
  void app.outbox.kick();
  return withIds({ id: row.id, ...receipt, createdAt: row.createdAt });
}

/** A message marked read or unread, archived or brought back. */
export async function markInboxMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  changes: InboxPatch,
) {
  const updated = await updateInboxMessage(app.db, id, changes);
  if (!updated) throw notFound('Message');
  const what = [
    changes.read === undefined ? null : changes.read ? 'read' : 'unread',
    changes.archived === undefined ? null : changes.archived ? 'archived' : 'back in the inbox',
  ].filter(Boolean);
  await recordAudit(request, {
    action: 'update',
    kind: 'contact-message',
    objectId: updated.id,
    summary: `Marked ${what.join(' and ')}: "${updated.subject}" from ${updated.email}`,
  });
  return updated;
}

export async function removeInboxMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  const deleted = await deleteInboxMessage(app.db, id);
  if (!deleted) throw notFound('Message');
  await recordAudit(request, {
    action: 'delete',
    kind: 'contact-message',
    objectId: deleted.id,
    summary: `"${deleted.subject}" from ${deleted.email}`,
  });
}
