import type { PublicUser } from '../../shared/auth.ts';
import type { ResetHandOver } from '../../shared/account.ts';
import type { Role } from '../../shared/roles.ts';
import { apiFetch } from '../api/client.ts';
import { apiList, deleteAt, itemPath } from '../api/collection.ts';

/** Accounts, newest first. Users are never created here: people register themselves. */
export const userList = apiList<PublicUser>('/api/user');

export const updateUserRole = (id: string, role: Role) =>
  apiFetch<PublicUser>(itemPath(userList.path, id), { method: 'POST', body: { role } });

export const deleteUser = (id: string) => deleteAt(userList.path, id);

/** Approves (true) or declines (false) a resident; the person is mailed the outcome. */
export const decideResident = (id: string, approved: boolean) =>
  apiFetch<PublicUser>(`${itemPath(userList.path, id)}/resident`, { method: 'POST', body: { approved } });

/** Mails a reset link (`{ message }`), or without SMTP answers the link to hand over (`{ resetUrl }`). */
export const sendResetLink = (id: string) =>
  apiFetch<ResetHandOver>(`${itemPath(userList.path, id)}/password-reset`, { method: 'POST' });
