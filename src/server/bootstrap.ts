import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../shared/auth.ts';
import { hashPassword } from './auth/passwords.ts';
import { deleteUserSessions } from './auth/sessions.ts';
import { findUserByEmail, findTakenField, insertUser, updateUser } from './users/queries.ts';

/**
 * Makes sure an ADMIN account with this email exists, creating it or promoting it.
 * An existing account keeps its password unless `resetPassword` is set.
 */
export async function ensureAdmin(
  app: FastifyInstance,
  admin: { email: string; password: string; username: string },
  { resetPassword = false } = {},
): Promise<'created' | 'promoted' | 'unchanged'> {
  const problem = passwordProblem(admin.password);
  if (problem) throw new Error(`Admin password: ${problem}`);
  const existing = await findUserByEmail(app.db, admin.email);
  if (existing) {
    const changes: { role?: string; passwordHash?: string } = {};
    if (existing.role !== 'ADMIN') changes.role = 'ADMIN';
    if (resetPassword) changes.passwordHash = await hashPassword(admin.password);
    if (Object.keys(changes).length === 0) return 'unchanged';
    await updateUser(app.db, existing.id, changes);
    if (changes.passwordHash) await deleteUserSessions(app.db, existing.id);
    return changes.role ? 'promoted' : 'unchanged';
  }
  if ((await findTakenField(app.db, admin.email, admin.username)) === 'username') {
    throw new Error(`Admin username "${admin.username}" is taken by another account; set ADMIN_USERNAME`);
  }
  await insertUser(app.db, {
    username: admin.username,
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'ADMIN',
  });
  return 'created';
}
