import { z } from 'zod';
import { storedIds } from './api.ts';
import { checkedText, EMAIL_PATTERN } from './fields.ts';
import { MAX, MIN } from './limits.ts';
import { RESIDENT_STATUSES, ROLES } from './roles.ts';

/**
 * The user as the API returns it. It has no field for a password hash, and the server serializes
 * every user through this schema, so a hash can never leave it.
 */
export const publicUserSchema = z.object({
  ...storedIds,
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The current email was proven by a mailed link. */
  emailVerified: z.boolean(),
  residentStatus: z.enum(RESIDENT_STATUSES),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What sign-up and sign-in answer: the session token and who it belongs to. */
export const authResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

// Each field reports one message, the first rule it breaks, in the order the sign-up form has always
// checked them, so the message a person sees does not change with the order the rules are written in.
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

export const emailField = checkedText('Email is required', emailProblem);
export const passwordField = checkedText('Password is required', passwordProblem);
export const usernameField = checkedText('Username is required', usernameProblem);

export const confirmPasswordField = z
  .string({ error: 'Confirm Password is required' })
  .min(1, 'Confirm Password is required');

/** A blank confirmation already has its own message; a different one does not match. */
function passwordsMatch<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((body) => body.confirmPassword === '' || body.password === body.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
}

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = passwordsMatch(
  z.object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);
