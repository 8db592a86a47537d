import type { Subscriber } from '../../shared/subscriptions.ts';
import { CONFIRM_LINK_HOURS } from '../../shared/subscriptions.ts';
import { hashToken, newToken } from '../auth/sessions.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import { newsReaders, stopNewsMail } from '../users/queries.ts';
import type { SubscriberRow } from './table.ts';

/** A new confirmation mail for one address at most this often, so the form cannot flood a mailbox. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

export const toSubscriber = (row: SubscriberRow): Subscriber =>
  withIds({
    id: row.id,
    email: row.email,
    status: row.status as Subscriber['status'],
    source: row.source as Subscriber['source'],
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
  });

function findByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
}

/** True when the address left the list (its own link, or an admin's removal) and has not opted in since. */
export async function isUnsubscribed(db: Db, email: string): Promise<boolean> {
  return (await findByEmail(db, email.toLowerCase()))?.status === 'unsubscribed';
}

/**
 * A subscription request from the public form. Answers the confirmation token to mail, or null when
 * no mail is due: the address is already confirmed through the form, or a link went out recently.
 * An unsubscribed address stays unsubscribed until its owner confirms.
 */
export async function requestSubscription(db: Db, rawEmail: string): Promise<string | null> {
  const email = rawEmail.toLowerCase();
  const now = new Date();
  const token = newToken();
  const link = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3600_000).toISOString(),
    confirmSentAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const row = await findByEmail(db, email);
  if (!row) {
    await db
      .insertInto('subscribers')
      .values({
        id: newId(),
        email,
        status: 'pending',
        source: 'form',
        unsubscribeToken: newToken(),
        confirmedAt: null,
        unsubscribedAt: null,
        createdAt: now.toISOString(),
        ...link,
      })
      // Two requests for a new address at once: the second finds the first's row next time.
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    return token;
  }
  if (row.status === 'confirmed' && row.source === 'form') return null;
  if (row.confirmSentAt && now.getTime() - Date.parse(row.confirmSentAt) < RESEND_AFTER_MS) return null;
  await db.updateTable('subscribers').set(link).where('id', '=', row.id).execute();
  return token;
}

export type ConfirmResult = 'confirmed' | 'unknown' | 'expired';

/** Spends a confirmation token: the address is confirmed (a form subscription from now on). */
export async function confirmSubscription(db: Db, token: string): Promise<ConfirmResult> {
  const row = await db
    .selectFrom('subscribers')
    .selectAll()
    .where('confirmTokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return 'unknown';
  const now = nowIso();
  if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) return 'expired';
  const result = await db
    .updateTable('subscribers')
    .set({
      status: 'confirmed',
      source: 'form',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: now,
      unsubscribedAt: null,
      updatedAt: now,
    })
    .where('id', '=', row.id)
    // Spent once: of two requests with the same token only one changes the row.
    .where('confirmTokenHash', '=', row.confirmTokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'confirmed' : 'unknown';
}

/** Takes an address off the list for good (its own link, or an admin); the account's news choice too. */
async function unsubscribe(db: Db, row: SubscriberRow): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('subscribers')
    .set({
      status: 'unsubscribed',
      unsubscribedAt: row.status === 'unsubscribed' ? row.unsubscribedAt : now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: now,
    })
    .where('id', '=', row.id)
    .execute();
  await stopNewsMail(db, row.email);
}

/** The unsubscribe link: the row it took off the list, or undefined for an unknown token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<SubscriberRow | undefined> {
  const row = await db
    .selectFrom('subscribers')
    .selectAll()
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
  if (row) await unsubscribe(db, row);
  return row;
}

/** An admin removes an address: the same as its owner unsubscribing. */
export async function removeSubscriber(db: Db, id: string): Promise<SubscriberRow | undefined> {
  const row = await db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) await unsubscribe(db, row);
  return row;
}

/**
 * Brings the residents' own choice (`notifications.news` of a verified account) into the list: such
 * an address is confirmed without a mailed link, and an `account` row whose resident turned news
 * off (or is no longer verified) is unsubscribed. A form subscription is never touched by this.
 */
export async function syncNewsReaders(db: Db): Promise<void> {
  const readers = new Set((await newsReaders(db)).map((r) => r.email.toLowerCase()));
  const rows = await db.selectFrom('subscribers').selectAll().execute();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const now = nowIso();
  for (const email of readers) {
    const row = byEmail.get(email);
    if (!row) {
      await db
        .insertInto('subscribers')
        .values({
          id: newId(),
          email,
          status: 'confirmed',
          source: 'account',
          confirmTokenHash: null,
          confirmExpiresAt: null,
          confirmSentAt: null,
          unsubscribeToken: newToken(),
          confirmedAt: now,
          unsubscribedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    } else if (row.status !== 'confirmed') {
      // Every unsubscribe turns the account's choice off, so a choice that is on was made since.
      await db
        .updateTable('subscribers')
        .set({
          status: 'confirmed',
          source: 'account',
          confirmedAt: now,
          unsubscribedAt: null,
          updatedAt: now,
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  const lapsed = rows
    .filter((row) => row.source === 'account' && row.status === 'confirmed' && !readers.has(row.email))
    .map((row) => row.id);
  if (lapsed.length > 0) {
    await db
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
      .where('id', 'in', lapsed)
      .execute();
  }
}

/** Every address on the list, newest first (after bringing the residents' choices in). */
export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  await syncNewsReaders(db);
  return db.selectFrom('subscribers').selectAll().orderBy('createdAt', 'desc').orderBy('email').execute();
}

/** The addresses an announcement goes to now, with their unsubscribe tokens. */
export async function confirmedSubscribers(db: Db): Promise<SubscriberRow[]> {
  await syncNewsReaders(db);
  return db
    .selectFrom('subscribers')
    .selectAll()
    .where('status', '=', 'confirmed')
    .orderBy('email')
    .execute();
}
