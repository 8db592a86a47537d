import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionsContract as api } from '../../shared/contracts/subscriptions.ts';
import {
  SUBSCRIBE_ANSWER,
  SUBSCRIBE_ANSWER_NO_MAIL,
  SUBSCRIPTION_TOKEN_MESSAGES,
} from '../../shared/subscriptions.ts';
import { mailEnabled } from '../community/public.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError } from '../http/errors.ts';
import { subscribe } from './commands.ts';
import {
  confirmSubscription,
  issueUnsubscribeToken,
  reissueConfirmToken,
  unsubscribeByToken,
} from './queries.ts';

/**
 * /api/subscriptions (docs/product/announcements.md), all public: subscribe (double opt-in), confirm, and the one-click
 * unsubscribe of RFC 8058 that mail programs POST to.
 */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The tokens of confirmation and unsubscribe links are made by the outbox as their mails leave.
  app.outbox.issueTokens('subscription-confirm', (id) => reissueConfirmToken(app.db, id));
  app.outbox.issueTokens('unsubscribe', (id) => issueUnsubscribeToken(app.db, id));

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` as a form; the token is in the URL,
  // so the body is read only to be accepted.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  // The contact form's limit, counted apart: each subscription may mail a stranger's address.
  const limit = app.rateLimit({
    max: app.config.contactRateLimit,
    timeWindow: 60 * 60 * 1000,
    groupId: 'subscribe',
  }) as onRequestAsyncHookHandler;

  app.route({
    ...routeOf(api.subscribe),
    preHandler: limit,
    handler: async (request, reply) => {
      // The same answer whether the address is new, waiting, confirmed or unsubscribed: the form
      // tells no one who is on the list. The mail is stored before the answer (the outbox); without
      // SMTP it waits there, and the answer says so.
      await subscribe(app, request.body.email);
      return reply
        .status(202)
        .send({ message: mailEnabled(app) ? SUBSCRIBE_ANSWER : SUBSCRIBE_ANSWER_NO_MAIL });
    },
  });

  app.route({
    ...routeOf(api.confirm),
    handler: async (request, reply) => {
      const result = await confirmSubscription(app.db, request.body.token);
      if (result === 'unknown') throw new HttpError(400, SUBSCRIPTION_TOKEN_MESSAGES.unknown);
      if (result === 'expired') throw new HttpError(400, SUBSCRIPTION_TOKEN_MESSAGES.expired);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.unsubscribe),
    handler: async (request, reply) => {
      // Using a link again answers 204 again: the address is off the list either way.
      const row = await unsubscribeByToken(app.db, request.query.token);
      if (!row) throw new HttpError(400, SUBSCRIPTION_TOKEN_MESSAGES.unsubscribeUnknown);
      request.log.info({ subscriberId: row.id }, 'unsubscribed');
      return reply.status(204).send();
    },
  });
};

export default subscriptionRoutes;
