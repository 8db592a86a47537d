import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DAYS } from '../../shared/limits.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { UserRow } from '../users/table.ts';

/** Only this digest is stored, so a copy of the database does not hold usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      tokenHash: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000).toISOString(),
    })
    .execute();
  return token;
}

export interface SessionUser {
  sessionId: string;
  user: UserRow;
}

/** The live session a token opens, with its user; undefined for an unknown or expired token. */
export async function findSession(db: Db, token: string): Promise<SessionUser | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    // The whole account row, so every reader of the session's user sees every column.
    .selectAll('users')
    .select('sessions.id as sessionId')
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.expiresAt', '>', nowIso())
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionId, ...user } = row;
  return { sessionId, user };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', nowIso()).execute();
}
