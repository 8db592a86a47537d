import { z } from 'zod';
import { MAX, MIN } from './limits.ts';
import type { Role } from './roles.ts';

/** The user as the API returns it; never carries a password hash. */
export interface PublicUser {
  id: string;
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface AuthResponse {
  token: string;
  user: PublicUser;
}

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

// Each field reports one message, the first rule it breaks, in the order of spec section 5.
export function emailProblem(value: string): string | null {
  if (value.length === 0) return 'Email is required';
  if (value.length > MAX.email) return 'Email cannot exceed 254 characters';
  if (value.includes('..')) return 'Email contains consecutive dots';
  if (value.startsWith('.') || value.endsWith('.')) return 'Email cannot start or end with a dot';
  if (!EMAIL_PATTERN.test(value)) return 'Please enter a valid email address';
  return null;
}

export function passwordProblem(value: string): string | null {
  if (value.length === 0) return 'Password is required';
  if (value.length < MIN.password) return 'Password must be at least 6 characters';
  if (value.length > MAX.password) return 'Password cannot exceed 128 characters';
  if (/\s/.test(value)) return 'Password cannot contain spaces';
  if (value.includes('..')) return 'Password contains consecutive dots';
  if (value.startsWith('.') || value.endsWith('.')) return 'Password cannot start or end with a dot';
  return null;
}

export function usernameProblem(value: string): string | null {
  if (value.length === 0) return 'Username is required';
  if (/\s/.test(value)) return 'Username cannot contain spaces';
  if (value.length < MIN.username) return 'Username must be at least 4 characters';
  if (value.length > MAX.username) return 'Username cannot exceed 20 characters';
  if (!USERNAME_PATTERN.test(value))
    return 'Username can only contain letters, numbers, underscores, dots and hyphens';
  if (value.startsWith('-') || value.endsWith('-')) return 'Username cannot start or end with a hyphen';
  return null;
}

function checkedString(requiredMessage: string, problem: (value: string) => string | null) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Must be text') })
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export const emailField = checkedString('Email is required', emailProblem);
export const passwordField = checkedString('Password is required', passwordProblem);
export const usernameField = checkedString('Username is required', usernameProblem);

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .refine((body) => body.confirmPassword === '' || body.password === body.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
    password: passwordField,
    confirmPassword: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .refine((body) => body.confirmPassword === '' || body.password === body.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
