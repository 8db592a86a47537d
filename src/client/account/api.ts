import type {
  Account,
  AccountDelete,
  AccountPatch,
  EmailChange,
  PasswordChange,
  ResidentRequest,
} from '../../shared/account.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';

/** The signed-in person's own account (docs/product/accounts.md). */
export const accountPath = apiPath<Account>('/api/account');

export const updateAccount = (input: AccountPatch) =>
  apiFetch<Account>(accountPath, { method: 'PATCH', body: input });

export const changePassword = (input: PasswordChange) =>
  apiFetch<void>('/api/account/password', { method: 'POST', body: input });

export const changeEmail = (input: EmailChange) =>
  apiFetch<{ message: string }>('/api/account/email', { method: 'POST', body: input });

export const resendVerification = () => apiFetch<void>('/api/account/verify-email', { method: 'POST' });

export const requestResidentStatus = (input: ResidentRequest) =>
  apiFetch<Account>('/api/account/resident-request', { method: 'POST', body: input });

export const deleteAccount = (input: AccountDelete) =>
  apiFetch<void>(accountPath, { method: 'DELETE', body: input });

/** Public: uses the token of a mailed verification link. */
export const verifyEmail = (token: string) =>
  apiFetch<void>('/api/auth/verify-email', { method: 'POST', body: { token } });
