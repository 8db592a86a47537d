import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { OutboxRow } from './table.ts';

export const OUTBOX_STATUS = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
} as const;

/** What a one-time token mailed in a link does; each purpose has one issuer (`MailOutbox.issueTokens`). */
export type MailTokenPurpose = 'password-reset' | 'verify-email' | 'subscription-confirm' | 'unsubscribe';

/**
 * Where a mail's one-time token goes, in its text, HTML and headers. The stored mail holds this; the
 * sender puts the real token in its place in memory as the mail leaves. URL-safe, so it stands in a
 * link as it is, and it is no token: whoever reads it from a copy of the database gets nothing.
 */
export const TOKEN_SLOT = 'TOKEN-MADE-WHEN-SENT';

/** One mail to store: plain text always, HTML and extra headers when the kind of mail has them. */
/** A small text file a mail carries (an event's .ics), stored with the mail in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  kind: 'announcement' | 'subscription-confirm' | 'account' | 'arc-request' | 'contact' | 'event-rsvp';
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  announcementId?: string;
  /** For kind `contact`: the stored contact message this mail delivers. */
  contactMessageId?: string;
  /**
   * The one-time token the mail carries at TOKEN_SLOT: what it does and the record it opens. The
   * token itself is made when the mail leaves (a new one at every attempt), never stored.
   */
  token?: { purpose: MailTokenPurpose; recordId: string };
  /** The account whose current address the mail goes to, for a follower that looks it up as it leaves. */
  recipientUserId?: string | null;
  attachments?: MailAttachment[];
}

/** The row for a mail, with its Message-ID fixed now (`host` is the site's host name). */
export function outboxRow(mail: OutgoingMail, host: string): OutboxRow {
  const id = newId();
  const now = nowIso();
  return {
    id,
    kind: mail.kind,
    announcementId: mail.announcementId ?? null,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    messageId: `<${id}@${host}>`,
    status: OUTBOX_STATUS.pending,
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    sentAt: null,
    createdAt: now,
    contactMessageId: mail.contactMessageId ?? null,
    tokenPurpose: mail.token?.purpose ?? null,
    tokenRecordId: mail.token?.recordId ?? null,
    recipientUserId: mail.recipientUserId ?? null,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  };
}

/** Stores mails (in the caller's transaction when `db` is one); large batches go in chunks. */
export async function insertOutboxRows(db: Db, rows: OutboxRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('mailOutbox')
      .values(rows.slice(start, start + 200))
      // One mail per contact message, however many processes adopt an old message at once.
      .onConflict((oc) => oc.column('contactMessageId').doNothing())
      .execute();
  }
}

/**
 * Claims up to `limit` due mails for this worker: due means pending, its next attempt reached and no
 * live lease. On PostgreSQL the candidates are locked with SKIP LOCKED, so two processes never pick
 * the same rows; on SQLite the transaction itself is the only writer. A claimed row stays `pending`
 * (it has not reached the mail server) until `markSending`.
 */
export async function claimDueMail(
  db: Db,
  engine: 'sqlite' | 'postgres',
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<OutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('mailOutbox')
      .select('id')
      .where('status', '=', OUTBOX_STATUS.pending)
      .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]))
      .orderBy('nextAttemptAt')
      .orderBy('createdAt')
      .limit(limit);
    if (engine === 'postgres') query = query.forUpdate().skipLocked();
    const ids = (await query.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    await trx.updateTable('mailOutbox').set({ leaseUntil }).where('id', 'in', ids).execute();
    return trx
      .selectFrom('mailOutbox')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('nextAttemptAt')
      .orderBy('createdAt')
      .execute();
  });
}

/**
 * Marks the mail as being handed to the mail server, counting the attempt. From here until
 * `markSent` a crash leaves the row `sending`: whether the server got it is unknown.
 */
export async function markSending(db: Db, id: string, leaseUntil: string): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status: OUTBOX_STATUS.sending, leaseUntil, attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .execute();
}

export async function markSent(db: Db, id: string): Promise<OutboxRow | undefined> {
  return db
    .updateTable('mailOutbox')
    .set({
      status: OUTBOX_STATUS.sent,
      sentAt: nowIso(),
      leaseUntil: null,
      nextAttemptAt: null,
      lastError: null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The mail server refused or could not be reached: retry at `nextAttemptAt`, or give up when null. */
export async function markRefused(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: string | null,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('mailOutbox')
    .set({
      status: nextAttemptAt ? OUTBOX_STATUS.pending : OUTBOX_STATUS.failed,
      nextAttemptAt,
      leaseUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Gives claimed rows that were not attempted back (a clean stop), so the next worker takes them at once. */
export async function releaseClaims(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mailOutbox')
    .set({ leaseUntil: null })
    .where('id', 'in', ids)
    .where('status', '=', OUTBOX_STATUS.pending)
    .execute();
}

export const TOKEN_WITHDRAWN =
  'Not sent: its link was used, withdrawn or expired before the mail left (or the address left the list)';

export const INTERRUPTED =
  'Interrupted while being handed to the mail server (the process stopped): it may have been delivered, so it is not sent again';

/**
 * Rows left `sending` by a worker that died (its lease ran out): the mail server may or may not have
 * accepted them. They are marked failed and never sent again, so no one gets a mail twice; the
 * announcement counts show them as failed.
 */
export async function failInterrupted(db: Db, now: string): Promise<OutboxRow[]> {
  return db
    .updateTable('mailOutbox')
    .set({ status: OUTBOX_STATUS.failed, leaseUntil: null, nextAttemptAt: null, lastError: INTERRUPTED })
    .where('status', '=', OUTBOX_STATUS.sending)
    .where('leaseUntil', '<=', now)
    .returningAll()
    .execute();
}

/** How many mails wait to be sent (pending or being sent): the outbox depth metric. */
export async function outboxDepth(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', 'in', [OUTBOX_STATUS.pending, OUTBOX_STATUS.sending])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
