import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noContent } from '../../shared/api.ts';
import {
  SUBSCRIBERS_PAGE,
  subscriberListQuerySchema,
  subscriberListSchema,
} from '../../shared/subscriptions.ts';
import { recordAudit } from '../audit/record.ts';
import { notFound } from '../http/errors.ts';
import {
  countConfirmedSubscribers,
  listSubscribers,
  listSubscribersPage,
  removeSubscriber,
  toSubscriber,
} from './queries.ts';

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** /api/subscribers: the announcement list for admins (count, CSV export, remove an address). */
const subscriberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { config: { access: 'admin' as const } };

  app.get(
    '/',
    {
      ...adminOnly,
      schema: { querystring: subscriberListQuerySchema, response: { 200: subscriberListSchema } },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      if (limit !== undefined || cursor !== undefined) {
        const page = await listSubscribersPage(app.db, { limit, cursor }, SUBSCRIBERS_PAGE, toSubscriber);
        return { count: await countConfirmedSubscribers(app.db), ...page };
      }
      const items = (await listSubscribers(app.db)).map(toSubscriber);
      return { count: items.filter((item) => item.status === 'confirmed').length, items };
    },
  );

  app.get(
    '/export.csv',
    { ...adminOnly, schema: { response: { 200: z.string() } } },
    async (request, reply) => {
      const rows = (await listSubscribers(app.db)).filter((row) => row.status === 'confirmed');
      const lines = [
        'email,source,confirmed_at',
        ...rows.map((row) => [row.email, row.source, row.confirmedAt].map(csvField).join(',')),
      ];
      await recordAudit(request, {
        action: 'export',
        kind: 'subscriber',
        objectId: null,
        summary: `exported ${rows.length} subscribers`,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  app.delete(
    '/:id',
    { ...adminOnly, schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const row = await removeSubscriber(app.db, request.params.id);
      if (!row) throw notFound('Subscriber');
      await recordAudit(request, {
        action: 'delete',
        kind: 'subscriber',
        objectId: row.id,
        summary: `removed ${row.email} from the announcement list`,
      });
      return reply.status(204).send();
    },
  );
};

export default subscriberAdminRoutes;
