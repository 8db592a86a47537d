import { sql } from 'kysely';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import type { Account, UserListFilter } from '../../shared/account.ts';
import type { PublicUser } from '../../shared/auth.ts';
import type { StaffUser } from '../../shared/users.ts';
import { normalizeRole, residentStatusOf, type Role } from '../../shared/roles.ts';
import { residentDecisionFor } from '../../shared/policies.ts';
import type { Db } from '../db/connection.ts';
import { insertStamped, updateStamped } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import { homeLinksOf, membershipOf } from '../homes/links.ts';
import type { HomeLink } from '../../shared/homes/homes.ts';
import type { UserRow } from './table.ts';
import { withdrawRepliesOf } from '../events/rsvp-queries.ts';

/** The user as the API shows it: never the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return withIds({ ...identityOf(row), createdAt: row.createdAt });
}

/** An account as the admins' users screen lists it: with the address its owner gave and its home. */
export function toStaffUser(row: UserRow, homes: Map<string, HomeLink>): StaffUser {
  return { ...toPublicUser(row), address: row.address ?? null, ...membershipOf(row, homes) };
}

/** One account as the users screen shows it, its home read with it. */
export async function staffUserOf(db: Db, row: UserRow): Promise<StaffUser> {
  return toStaffUser(row, await homeLinksOf(db, [row]));
}

/** What both views of an account say of who it is and where it stands. */
function identityOf(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: normalizeRole(row.role) ?? 'USER',
    emailVerified: row.emailVerifiedAt !== null,
    residentStatus: residentStatusOf(row.role, row.residentStatus),
  };
}

/** The account as its owner sees it (GET /api/account and every account write), with its home. */
export async function accountOf(db: Db, row: UserRow): Promise<Account> {
  return withIds({
    ...identityOf(row),
    address: row.address,
    notifications: { news: row.notifyNews === 1, events: row.notifyEvents === 1 },
    ...membershipOf(row, await homeLinksOf(db, [row])),
    phone: row.phone,
    directory: {
      listed: row.directoryListed === 1,
      showEmail: row.directoryShowEmail === 1,
      showPhone: row.directoryShowPhone === 1,
      showAddress: row.directoryShowAddress === 1,
    },
  });
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

/** Which of the two an existing account already has (the email first), or undefined when neither. */
export async function findTakenField(
  db: Db,
  email: string,
  username: string,
): Promise<'email' | 'username' | undefined> {
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
  return undefined;
}

/** Whether an account other than `exceptId` has this username (in any case). */
export async function isUsernameTaken(db: Db, username: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(db.fn('lower', ['username']), '=', username.trim().toLowerCase())
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertUser(
  db: Db,
  input: { username: string; email: string; passwordHash: string; role: Role; emailVerifiedAt?: string },
): Promise<UserRow> {
  return insertStamped(db, 'users', {
    username: input.username.trim(),
    email: input.email.trim().toLowerCase(),
    passwordHash: input.passwordHash,
    role: input.role,
    // Written out, so the row answered is the row stored (a new account: unverified, no address).
    emailVerifiedAt: input.emailVerifiedAt ?? null,
    address: null,
    residentStatus: 'none',
    notifyNews: 0,
    notifyEvents: 0,
  });
}

/** The columns an account's owner or an admin may change. */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'role'
    | 'passwordHash'
    | 'username'
    | 'email'
    | 'emailVerifiedAt'
    | 'address'
    | 'residentStatus'
    | 'notifyNews'
    | 'notifyEvents'
    | 'homeId'
    | 'homeRelation'
    | 'phone'
    | 'directoryListed'
    | 'directoryShowEmail'
    | 'directoryShowPhone'
    | 'directoryShowAddress'
  >
>;

/** Accounts whose request to be approved as residents waits for an admin (`residentDecisionFor`'s rule). */
export async function countResidentRequests(db: Db): Promise<number> {
  const pending = await db
    .selectFrom('users')
    .select(['role', 'residentStatus'])
    .where('residentStatus', '=', 'pending')
    .execute();
  return pending.filter((account) => residentDecisionFor(account) === 'decide').length;
}

export function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  return updateStamped(db, 'users', id, changes);
}

/**
 * Ends every session of a user. A session hangs off its account (deleted with it by the foreign
 * key), and a role change or a new password ends them, so this is part of changing the account.
 */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Ends every session of a user but the ones given (those that made the change that ends the rest). */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  ...keepSessionIds: string[]
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionIds.length > 0) query = query.where('id', 'not in', keepSessionIds);
  await query.execute();
}

const STAFF_ROLES = ['MODERATOR', 'ADMIN'];

const USERS_ORDER: Keyset<UserRow> = {
  columns: ['createdAt', 'id'],
  order: 'desc',
  key: (row) => [row.createdAt, row.id],
};

/**
 * A page of the users list (docs/api.md, Paging), newest first, in the order of users_order_idx;
 * optionally only those with a resident status (staff count as approved), whose email is (or is not)
 * verified, or whose username or email holds `q` (any case).
 */
export async function listUsersPage(
  db: Db,
  filter: UserListFilter,
  page: PageRequest,
  defaultLimit: number,
): Promise<Page<StaffUser>> {
  const rows = await keysetPage(usersQuery(db, filter), USERS_ORDER, page, defaultLimit, (row) => row);
  const homes = await homeLinksOf(db, rows.items);
  return { ...rows, items: rows.items.map((row) => toStaffUser(row, homes)) };
}

function usersQuery(db: Db, filter: UserListFilter) {
  let query = db.selectFrom('users').selectAll();
  const { residentStatus, emailVerified, q } = filter;
  if (q) {
    // The same on both engines: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII.
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('username')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('email')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (residentStatus === 'approved') {
    query = query.where((eb) =>
      eb.or([eb('residentStatus', '=', 'approved'), eb('role', 'in', STAFF_ROLES)]),
    );
  } else if (residentStatus) {
    query = query.where('residentStatus', '=', residentStatus).where('role', 'not in', STAFF_ROLES);
  }
  if (emailVerified !== undefined) {
    query = query.where('emailVerifiedAt', emailVerified ? 'is not' : 'is', null);
  }
  return query;
}

export type GuardedChange =
  { outcome: 'done'; before: UserRow } | { outcome: 'not-found' } | { outcome: 'last-admin' };

/**
 * Runs a change to one account that must never leave the site without an admin. The admins are
 * locked (PostgreSQL) or the write is serialised (SQLite has one writer), so two admins demoting
 * each other at the same moment cannot both succeed.
 */
async function withAdminGuard(
  db: Db,
  engine: 'sqlite' | 'postgres',
  id: string,
  removesAdmin: (target: UserRow) => boolean,
  change: (trx: Db, target: UserRow) => Promise<void>,
): Promise<GuardedChange> {
  return db.transaction().execute(async (trx) => {
    let admins = trx.selectFrom('users').select('id').where('role', '=', 'ADMIN');
    if (engine === 'postgres') admins = admins.forUpdate();
    const adminIds = (await admins.execute()).map((row) => row.id);
    const target = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!target) return { outcome: 'not-found' };
    if (removesAdmin(target) && adminIds.filter((adminId) => adminId !== id).length === 0) {
      return { outcome: 'last-admin' };
    }
    await change(trx, target);
    return { outcome: 'done', before: target };
  });
}

/** Sets a user's role and ends their sessions, so the new rights apply from their next sign-in. */
export function changeUserRole(
  db: Db,
  engine: 'sqlite' | 'postgres',
  id: string,
  role: Role,
): Promise<GuardedChange> {
  return withAdminGuard(
    db,
    engine,
    id,
    (target) => normalizeRole(target.role) === 'ADMIN' && role !== 'ADMIN',
    async (trx, target) => {
      if (target.role === role) return;
      await updateUser(trx, id, { role });
      await deleteUserSessions(trx, id);
    },
  );
}

/** Deletes an account; its sessions and reset links go with it (their foreign keys cascade). */
export function deleteUser(db: Db, engine: 'sqlite' | 'postgres', id: string): Promise<GuardedChange> {
  return withAdminGuard(
    db,
    engine,
    id,
    (target) => normalizeRole(target.role) === 'ADMIN',
    async (trx) => {
      // Event replies give their places back first (docs/product/events-rsvp.md).
      await withdrawRepliesOf(trx, id);
      await trx.deleteFrom('users').where('id', '=', id).execute();
    },
  );
}

/** Verified accounts that chose news by mail (docs/product/announcements.md: they need no second confirmation). */
export function newsReaders(db: Db): Promise<{ email: string }[]> {
  return db
    .selectFrom('users')
    .select('email')
    .where('notifyNews', '=', 1)
    .where('emailVerifiedAt', 'is not', null)
    .execute();
}

/** True when a verified account with this address has chosen news by email. */
export async function isNewsReader(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('notifyNews', '=', 1)
    .where('emailVerifiedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns news mail off for the account with this address (an unsubscribe applies to the account too). */
export async function stopNewsMail(db: Db, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ notifyNews: 0, updatedAt: new Date().toISOString() })
    .where('email', '=', email.toLowerCase())
    .where('notifyNews', '=', 1)
    .execute();
}
