import type { PublicUser } from '../../shared/auth.ts';
import type { Role } from '../../shared/roles.ts';
import { apiFetch } from '../api/client.ts';

export const USERS_PATH = '/api/user';

export const updateUserRole = (id: string, role: Role) =>
  apiFetch<PublicUser>(`${USERS_PATH}/${encodeURIComponent(id)}`, { method: 'POST', body: { role } });

export const deleteUser = (id: string) =>
  apiFetch<void>(`${USERS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
