import type { Selectable } from 'kysely';

/**
 * The announcement list. A row is kept after an unsubscribe (status `unsubscribed`): that is how an
 * unsubscribe is honoured for ever, until the person opts in again themselves.
 */
export interface SubscribersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** pending | confirmed | unsubscribed */
  status: string;
  /** form: the public form (double opt-in); account: a verified resident's notification choice. */
  source: string;
  /**
   * SHA-256 of the open confirmation link's token; null once used. The outbox replaces it with the
   * hash of the token it mails as the confirmation mail leaves.
   */
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  confirmSentAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SubscriberRow = Selectable<SubscribersTable>;

/**
 * The unsubscribe links mailed to an address: one token per announcement mail, made as the mail
 * leaves, kept only as its SHA-256 digest and kept for good, so the link in any earlier mail still
 * works (all it can do is take that address off the list).
 */
export interface UnsubscribeTokensTable {
  tokenHash: string;
  subscriberId: string;
  createdAt: string;
}
