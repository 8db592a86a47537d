import type { AuthResponse, LoginInput, RegisterInput } from '../../shared/auth.ts';
import { apiFetch } from '../api/client.ts';

export const signIn = (input: LoginInput) =>
  apiFetch<AuthResponse>('/api/auth/login', { method: 'POST', body: input });

export const signUp = (input: RegisterInput) =>
  apiFetch<AuthResponse>('/api/auth/register', { method: 'POST', body: input });
