import type { Generated, Selectable } from 'kysely';

/**
 * The stored outbox: one row per mail, written before the request that caused it is answered, sent
 * by the background sender (`outbox.ts`).
 */
export interface MailOutboxTable {
  id: string;
  /** announcement | subscription-confirm | account */
  kind: string;
  announcementId: string | null;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** JSON object of extra headers, e.g. List-Unsubscribe. */
  headers: string | null;
  /** `<id@host>`, fixed at insert: every attempt at this mail carries the same Message-ID. */
  messageId: string;
  /**
   * pending: waiting (or claimed under a lease, not yet handed to SMTP); sending: being handed to
   * the mail server; sent: the server accepted it; failed: given up (refused too often, or interrupted
   * while sending, see README).
   */
  status: string;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  leaseUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  /** The contact message this mail delivers (kind `contact`); its status follows the mail's. */
  contactMessageId: Generated<string | null>;
}

export type OutboxRow = Selectable<MailOutboxTable>;
