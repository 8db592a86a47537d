import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactReceiptSchema, contactSchema, HONEYPOT_FIELD } from '../../shared/contact.ts';
import { newId, nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import { adoptPendingMessages, contactFollower, contactMail } from './delivery.ts';
import { insertContactMessage } from './queries.ts';

/**
 * POST /api/contact: anyone may send. The message and its mail in the outbox are stored in one
 * transaction and answered with 201; mailing it is the outbox's job, so a mail server that is down
 * never loses a message, and of several processes exactly one mails it.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.rateLimit({
    max: app.config.contactRateLimit,
    timeWindow: 60 * 60 * 1000,
    groupId: 'contact',
  }) as onRequestAsyncHookHandler;

  const smtp = app.config.smtp;
  app.outbox.follow('contact', contactFollower(app));
  if (smtp) {
    app.addHook('onReady', async () => {
      if ((await adoptPendingMessages(app)) > 0) void app.outbox.kick();
    });
  }

  const schema = { body: contactSchema, response: { 201: contactReceiptSchema } };
  app.post('/', { config: { access: 'public' }, schema, preHandler: limit }, async (request, reply) => {
    const { name, email, subject, message } = request.body;
    const receipt = { name, email, subject, message };
    if (request.body[HONEYPOT_FIELD]) {
      // A bot filled the hidden field: it gets the same answer as a person, and nothing is kept.
      request.log.info('contact message with the honeypot field filled: dropped');
      return reply.status(201).send(withIds({ id: newId(), ...receipt, createdAt: nowIso() }));
    }
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
    return reply.status(201).send(withIds({ id: row.id, ...receipt, createdAt: row.createdAt }));
  });
};

export default contactRoutes;
