import type { z } from 'zod';
import type { forgotPasswordSchema, resetPasswordSchema } from '../../shared/auth.ts';
import { apiFetch } from '../api/client.ts';

export const PASSWORD_RESET_AVAILABILITY_PATH = '/api/auth/password-reset';

export const requestResetLink = (input: z.infer<typeof forgotPasswordSchema>) =>
  apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input });

export const resetPassword = (input: z.infer<typeof resetPasswordSchema>) =>
  apiFetch<{ message: string }>('/api/auth/reset-password', { method: 'POST', body: input });
