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
  /** SHA-256 of the open confirmation link's token; null once used. */
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  confirmSentAt: string | null;
  /**
   * Put in every announcement's unsubscribe link. Kept as is (not a digest): the mails must carry
   * it, and all it can do is take this address off the list.
   */
  unsubscribeToken: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SubscriberRow = Selectable<SubscribersTable>;
