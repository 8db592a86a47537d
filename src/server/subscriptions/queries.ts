import type { Subscriber } from '../../shared/subscriptions.ts';
import { CONFIRM_LINK_HOURS } from '../../shared/subscriptions.ts';
import { hashToken, newToken } from '../auth/sessions.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import { newId, nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import { isNewsReader, newsReaders, stopNewsMail } from '../users/queries.ts';
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
 * A subscription request from the public form. Answers the id of the subscriber whose confirmation
 * link is to be mailed, or null when no mail is due: the address is already confirmed through the
 * form, or a link went out recently. An unsubscribed address stays unsubscribed until its owner
 * confirms. The link's stored hash is of a token no one holds until the outbox makes the real one
 * as the mail leaves (`reissueConfirmToken`).
 */
export async function requestSubscription(db: Db, rawEmail: string): Promise<string | null> {
  const email = rawEmail.toLowerCase();
  const now = new Date();
  const link = {
    confirmTokenHash: hashToken(newToken()),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3600_000).toISOString(),
    confirmSentAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const row = await findByEmail(db, email);
  if (!row) {
    const id = newId();
    await db
      .insertInto('subscribers')
      .values({
        id,
        email,
        status: 'pending',
        source: 'form',
        confirmedAt: null,
        unsubscribedAt: null,
        createdAt: now.toISOString(),
        ...link,
      })
      // Two requests for a new address at once: the first's row gets the one mail.
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    return id;
  }
  if (row.status === 'confirmed' && row.source === 'form') return null;
  if (row.confirmSentAt && now.getTime() - Date.parse(row.confirmSentAt) < RESEND_AFTER_MS) return null;
  await db.updateTable('subscribers').set(link).where('id', '=', row.id).execute();
  return row.id;
}

/**
 * The token a confirmation mail carries, made as it leaves: its hash replaces the stored one (the
 * link of an earlier attempt stops working). Undefined when the link was used, withdrawn by an
 * unsubscribe or expired meanwhile.
 */
export async function reissueConfirmToken(db: Db, subscriberId: string): Promise<string | undefined> {
  const token = newToken();
  const result = await db
    .updateTable('subscribers')
    .set({ confirmTokenHash: hashToken(token) })
    .where('id', '=', subscriberId)
    .where('confirmTokenHash', 'is not', null)
    .where('confirmExpiresAt', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : undefined;
}

/**
 * A new unsubscribe token for one announcement mail to this subscriber, made as the mail leaves;
 * only its hash is stored, and kept, so the link keeps working. Undefined when the address left the
 * list after the announcement was queued: it gets no more announcements.
 */
export async function issueUnsubscribeToken(db: Db, subscriberId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscribers')
    .select('status')
    .where('id', '=', subscriberId)
    .executeTakeFirst();
  if (row?.status !== 'confirmed') return undefined;
  const token = newToken();
  await db
    .insertInto('unsubscribeTokens')
    .values({ tokenHash: hashToken(token), subscriberId, createdAt: nowIso() })
    .execute();
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

/** The unsubscribe link (of any mail ever sent): the row it took off the list, or undefined for an unknown token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<SubscriberRow | undefined> {
  const row = await db
    .selectFrom('unsubscribeTokens')
    .innerJoin('subscribers', 'subscribers.id', 'unsubscribeTokens.subscriberId')
    .selectAll('subscribers')
    .where('unsubscribeTokens.tokenHash', '=', hashToken(token))
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
 * Puts one address's resident choice into the list: `reads` is true when a verified account with
 * that address has `notifications.news` on. Such an address is confirmed without a mailed link; an
 * `account` row whose resident turned news off (or is no longer verified, or is gone) is
 * unsubscribed. A form subscription is never touched by this.
 */
async function applyReaderChoice(
  db: Db,
  email: string,
  reads: boolean,
  row: SubscriberRow | undefined,
): Promise<void> {
  const now = nowIso();
  if (reads && !row) {
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
        confirmedAt: now,
        unsubscribedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  } else if (reads && row && row.status !== 'confirmed') {
    // Every unsubscribe turns the account's choice off, so a choice that is on was made since.
    await db
      .updateTable('subscribers')
      .set({ status: 'confirmed', source: 'account', confirmedAt: now, unsubscribedAt: null, updatedAt: now })
      .where('id', '=', row.id)
      .execute();
  } else if (!reads && row?.source === 'account' && row.status === 'confirmed') {
    await db
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Brings the choice of the account(s) with these addresses into the list. Called by every write
 * that changes it (a news choice, a verified or changed email, a deleted account), so reading the
 * list never has to write.
 */
export async function syncNewsReader(db: Db, ...emails: string[]): Promise<void> {
  for (const email of new Set(emails.map((e) => e.toLowerCase()))) {
    await applyReaderChoice(db, email, await isNewsReader(db, email), await findByEmail(db, email));
  }
}

/**
 * Brings every resident's choice into the list at once: before an announcement is queued, so one
 * made with the database changed behind the site's back (a restore, a script) still reaches the
 * right addresses.
 */
export async function syncNewsReaders(db: Db): Promise<void> {
  const readers = new Set((await newsReaders(db)).map((r) => r.email.toLowerCase()));
  const rows = await db.selectFrom('subscribers').selectAll().execute();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  for (const email of readers) await applyReaderChoice(db, email, true, byEmail.get(email));
  for (const row of rows) {
    if (!readers.has(row.email)) await applyReaderChoice(db, row.email, false, row);
  }
}

/** Every address on the list, newest first. Reads only: the writes that change it keep it current. */
export function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db
    .selectFrom('subscribers')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('email', 'desc')
    .execute();
}

/** How many addresses are confirmed (the count beside a page of the list). */
export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('subscribers')
    .select(db.fn.countAll().as('n'))
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const SUBSCRIBERS_ORDER: Keyset<SubscriberRow> = {
  columns: ['createdAt', 'email'],
  order: 'desc',
  key: (row) => [row.createdAt, row.email],
};

/** A page of the list (docs/api.md, Paging), newest first, in the order of subscribers_order_idx. */
export function listSubscribersPage<T>(
  db: Db,
  page: PageRequest,
  defaultLimit: number,
  map: (row: SubscriberRow) => T,
): Promise<Page<T>> {
  return keysetPage(db.selectFrom('subscribers').selectAll(), SUBSCRIBERS_ORDER, page, defaultLimit, map);
}

/** The addresses an announcement goes to now (after bringing the residents' choices in). */
export async function confirmedSubscribers(db: Db): Promise<SubscriberRow[]> {
  await syncNewsReaders(db);
  return db
    .selectFrom('subscribers')
    .selectAll()
    .where('status', '=', 'confirmed')
    .orderBy('email')
    .execute();
}
