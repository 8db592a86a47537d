import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { UserRow } from '../db/schema.ts';
import type { PublicUser } from '../../shared/auth.ts';
import { normalizeRole, type Role } from '../../shared/roles.ts';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    _id: row.id,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role) ?? 'USER',
    createdAt: row.createdAt,
  };
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored lower-cased, so the lookup is case-insensitive. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findTakenField(
  db: Db,
  email: string,
  username: string,
): Promise<'email' | 'username' | null> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) =>
      eb.or([
        eb('email', '=', email.trim().toLowerCase()),
        eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()),
      ]),
    )
    .execute();
  if (rows.some((r) => r.email === email.trim().toLowerCase())) return 'email';
  if (rows.length > 0) return 'username';
  return null;
}

export async function insertUser(
  db: Db,
  input: { username: string; email: string; passwordHash: string; role: Role },
): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    username: input.username.trim(),
    email: input.email.trim().toLowerCase(),
    passwordHash: input.passwordHash,
    role: input.role,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'role' | 'passwordHash'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
}
