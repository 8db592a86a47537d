import type { Generated, Selectable } from 'kysely';

/** Accounts. Emails are stored lower-cased; roles upper-cased (USER, MODERATOR, ADMIN). */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: string;
  /** When the current email was proven by a mailed link; null while unverified. */
  emailVerifiedAt: Generated<string | null>;
  /** Home address, as the resident gave it; null when not given. */
  address: Generated<string | null>;
  /** none | pending | approved, as stored; staff count as approved whatever this says. */
  residentStatus: Generated<string>;
  /** 0/1: the resident wants news and event announcements by mail. */
  notifyNews: Generated<number>;
  notifyEvents: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export type UserRow = Selectable<UsersTable>;
