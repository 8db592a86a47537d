import type { Generated, Selectable } from 'kysely';

/** Contact messages: stored first, then mailed by the delivery loop, then read in the staff inbox. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** pending until the mail server accepted it, then delivered; failed after the last retry. */
  status: string;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  archivedAt: string | null;
  ip: string | null;
  createdAt: string;
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;
