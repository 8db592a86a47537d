import { z } from 'zod';

/** Texts and limits of the password-reset flow, shared by the server and the screens. */

/** How long a mailed reset link works. */
export const RESET_LINK_MINUTES = 60;

/** The one answer to POST /api/auth/forgot-password, whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works for one hour.';

export const RESET_DONE_MESSAGE = 'Your password has been reset. Please sign in with your new password.';

export const RESET_TOKEN_MESSAGES = {
  unknown: 'This password reset link is not valid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
} as const;

/** GET /api/auth/password-reset: whether the site can mail reset links at all. */
export const passwordResetAvailabilitySchema = z.object({ mailEnabled: z.boolean() });
export type PasswordResetAvailability = z.infer<typeof passwordResetAvailabilitySchema>;

/** What forgot-password (202) and reset-password (200) answer: a sentence for the page to show. */
export const resetMessageSchema = z.object({ message: z.string() });
