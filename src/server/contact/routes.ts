import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactReceiptSchema, contactSchema, HONEYPOT_FIELD } from '../../shared/contact.ts';
import { newId, nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import { ContactDelivery } from './delivery.ts';
import { createContactMailer } from './mail.ts';
import { insertContactMessage } from './queries.ts';

/**
 * POST /api/contact: anyone may send. The message is stored first and answered with 201; mailing
 * it is the delivery loop's job, so a mail server that is down never loses a message.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.rateLimit({
    max: app.config.contactRateLimit,
    timeWindow: 60 * 60 * 1000,
  }) as onRequestAsyncHookHandler;

  const smtp = app.config.smtp;
  const delivery = smtp
    ? new ContactDelivery(app, smtp, createContactMailer(smtp), app.config.mailRetryMs, app.mailWindow)
    : null;
  if (delivery) {
    app.addHook('onReady', async () => delivery.start());
    app.addHook('onClose', async () => delivery.stop());
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
    const row = await insertContactMessage(app.db, { ...receipt, ip: request.ip });
    void delivery?.kick();
    return reply.status(201).send(withIds({ id: row.id, ...receipt, createdAt: row.createdAt }));
  });
};

export default contactRoutes;
