import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Timestamps are ISO 8601 strings in UTC on both engines, so one query sorts and compares them
// the same way on SQLite and PostgreSQL. Event days are community-local `YYYY-MM-DD` strings.

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface HoaMembersTable {
  id: string;
  fName: string;
  lName: string;
  title: string | null;
  imgUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LinksTable {
  id: string;
  title: string;
  link: string;
  createdAt: string;
  updatedAt: string;
}

export interface IssuesTable {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface EventsTable {
  id: string;
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  type: string;
  repeat: string;
  repeatUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolsTable {
  id: string;
  name: string;
  type: string;
  district: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  direction: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FaqsTable {
  id: string;
  category: string;
  question: string;
  answer: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewsTable {
  id: string;
  title: string;
  description: string;
  type: string | null;
  image: string | null;
  link: string | null;
  date: string;
  createdAt: string;
  updatedAt: string;
}

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

export interface PasswordResetsTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  kind: string;
  objectId: string | null;
  summary: string;
  createdAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  hoaMembers: HoaMembersTable;
  links: LinksTable;
  issues: IssuesTable;
  events: EventsTable;
  schools: SchoolsTable;
  faqs: FaqsTable;
  news: NewsTable;
  contactMessages: ContactMessagesTable;
  passwordResets: PasswordResetsTable;
  auditLog: AuditLogTable;
  settings: SettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
