import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../shared/auth.ts';
import { hashPassword } from './auth/passwords.ts';
import {
  deleteUserSessions,
  findTakenField,
  findUserByEmail,
  insertUser,
  updateUser,
} from './users/queries.ts';

/**
 * What ensureAdmin found: it created the account, promoted an existing one (only when asked),
 * left an existing admin as it was, or left an existing non-admin account as it was.
 */
export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged' | 'not-admin';

/**
 * Makes sure an ADMIN account with this email exists. At start-up (the default) it only creates
 * one: an existing account with that email keeps its role, because anyone can register with an
 * address the operator configures (or kept after the admin's account was deleted), and a restart
 * must not make that person an admin. `promoteExisting` is the operator's deliberate command
 * (npm run create-admin): it promotes the account and sets the given password.
 */
export async function ensureAdmin(
  app: FastifyInstance,
  admin: { email: string; password: string; username: string },
  { promoteExisting = false } = {},
): Promise<EnsureAdminOutcome> {
  const problem = passwordProblem(admin.password);
  if (problem) throw new Error(`Admin password: ${problem}`);
  const existing = await findUserByEmail(app.db, admin.email);
  if (existing) {
    if (!promoteExisting) return existing.role === 'ADMIN' ? 'unchanged' : 'not-admin';
    await updateUser(app.db, existing.id, {
      role: 'ADMIN',
      passwordHash: await hashPassword(admin.password),
    });
    await deleteUserSessions(app.db, existing.id);
    return existing.role === 'ADMIN' ? 'unchanged' : 'promoted';
  }
  if ((await findTakenField(app.db, admin.email, admin.username)) === 'username') {
    throw new Error(`Admin username "${admin.username}" is taken by another account; set ADMIN_USERNAME`);
  }
  await insertUser(app.db, {
    username: admin.username,
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'ADMIN',
    // The operator typed this address into the server's configuration: there is no one to verify
    // it against, and an admin shown as "Not verified" on their own users screen is noise.
    emailVerifiedAt: new Date().toISOString(),
  });
  return 'created';
}
