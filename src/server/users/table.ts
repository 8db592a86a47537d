import type { Selectable } from 'kysely';

/** Accounts. Emails are stored lower-cased; roles upper-cased (USER, MODERATOR, ADMIN). */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: string;
  createdAt: string;
  updatedAt: string;
}

export type UserRow = Selectable<UsersTable>;
