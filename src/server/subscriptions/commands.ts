import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/record.ts';
import { spreadsheetCsv } from '../csv/spreadsheet-csv.ts';
import { notFound } from '../http/errors.ts';
import { confirmationMail } from './mail.ts';
import { listSubscribers, removeSubscriber, requestSubscription } from './queries.ts';

/**
 * The announcement list's writes, each whole: a subscription asked for (the row and its
 * confirmation mail, stored in the outbox before the answer), the admins' export and removal with
 * their audit entries.
 */

/**
 * Asks for an address to be put on the list: the same outcome to the caller whether it is new,
 * waiting, confirmed or unsubscribed; a confirmation mail when there is something to confirm.
 */
export async function subscribe(app: FastifyInstance, email: string): Promise<void> {
  const subscriberId = await requestSubscription(app.db, email);
  if (!subscriberId) return;
  const { name } = await app.community.read();
  await app.outbox.send([
    confirmationMail(email.toLowerCase(), subscriberId, { name, publicUrl: app.config.publicUrl }),
  ]);
}

/** The confirmed addresses as CSV; an export is audited (it takes the addresses away). */
export async function exportSubscribers(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const rows = (await listSubscribers(app.db)).filter((row) => row.status === 'confirmed');
  const csv = spreadsheetCsv(
    ['email', 'source', 'confirmed_at'],
    rows.map((row) => [row.email, row.source, row.confirmedAt]),
  );
  await recordAudit(request, {
    action: 'export',
    kind: 'subscriber',
    objectId: null,
    summary: `exported ${rows.length} subscribers`,
  });
  return csv;
}

/** Takes an address off the list for good (kept as unsubscribed). */
export async function removeFromList(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  const row = await removeSubscriber(app.db, id);
  if (!row) throw notFound('Subscriber');
  await recordAudit(request, {
    action: 'delete',
    kind: 'subscriber',
    objectId: row.id,
    summary: `removed ${row.email} from the announcement list`,
  });
}
