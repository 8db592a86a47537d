import type { z } from 'zod';
import type {
  AuthResponse,
  forgotPasswordSchema,
  LoginInput,
  PublicUser,
  RegisterInput,
  resetPasswordSchema,
} from '../../shared/auth.ts';
import type { PasswordResetAvailability } from '../../shared/password-reset.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';

export const signIn = (input: LoginInput) =>
  apiFetch<AuthResponse>('/api/auth/login', { method: 'POST', body: input });

export const signUp = (input: RegisterInput) =>
  apiFetch<AuthResponse>('/api/auth/register', { method: 'POST', body: input });

export const signOut = () => apiFetch<void>('/api/auth/logout', { method: 'POST' });

/** The signed-in user as the server knows them now (a 401 means the session has ended). */
export const fetchMe = (signal?: AbortSignal) => apiFetch<PublicUser>('/api/auth/me', { signal });

/** Whether the site can mail reset links; without mail the sign-in page shows the manager's contacts. */
export const passwordResetAvailability = apiPath<PasswordResetAvailability>('/api/auth/password-reset');

export const requestResetLink = (input: z.infer<typeof forgotPasswordSchema>) =>
  apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input });

export const resetPassword = (input: z.infer<typeof resetPasswordSchema>) =>
  apiFetch<{ message: string }>('/api/auth/reset-password', { method: 'POST', body: input });
