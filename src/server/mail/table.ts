import type { Generated, Selectable } from 'kysely';

/**
 * The stored outbox: one row per mail, written before the request that caused it is answered, sent
 * by the background sender (`outbox.ts`).
 */
export interface MailOutboxTable {
  id: string;
  /** announcement | subscription-confirm | account | arc-request | contact */
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
   * while sending, see docs/product/announcements.md).
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
  /**
   * What the one-time token this mail carries is for (password-reset, verify-email,
   * subscription-confirm, unsubscribe), or null for a mail without one. The stored bodies and headers
   * hold TOKEN_SLOT where the token goes: the sender makes the token as the mail leaves, keeps only
   * its hash, and fills it in in memory, so no stored row ever holds a usable token.
   */
  tokenPurpose: Generated<string | null>;
  /** The record the token opens: an account_tokens row, or a subscribers row. */
  tokenRecordId: Generated<string | null>;
  /**
   * The account whose address the mail goes to, looked up again as it leaves (the recipient's
   * follower does it), so a mail about an ACC request reaches the resident's current address.
   */
  recipientUserId: Generated<string | null>;
  /** JSON array of { filename, contentType, content } (text files: an event's .ics); null for none. */
  attachments: Generated<string | null>;
}

export type OutboxRow = Selectable<MailOutboxTable>;
