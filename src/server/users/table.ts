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
  /** The home the resident is linked to (docs/product/homes.md); null when none. */
  homeId: Generated<string | null>;
  /** owner | tenant, with homeId; null without. */
  homeRelation: Generated<string | null>;
  /** The phone number the person gave for the directory; null when none. */
  phone: Generated<string | null>;
  /** 0/1: listed in the residents' directory, and which fields it shows (all off by default). */
  directoryListed: Generated<number>;
  directoryShowEmail: Generated<number>;
  directoryShowPhone: Generated<number>;
  directoryShowAddress: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export type UserRow = Selectable<UsersTable>;
