import type { PublicUser } from '../../shared/auth.ts';
import type { Role } from '../../shared/roles.ts';
import { apiFetch } from '../api/client.ts';
import { apiList, deleteAt, itemPath } from '../api/collection.ts';

/** Accounts, newest first. Users are never created here: people register themselves. */
export const userList = apiList<PublicUser>('/api/user');

export const updateUserRole = (id: string, role: Role) =>
  apiFetch<PublicUser>(itemPath(userList.path, id), { method: 'POST', body: { role } });

export const deleteUser = (id: string) => deleteAt(userList.path, id);
