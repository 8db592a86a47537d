import { z } from 'zod';
import { storedIds } from './api.ts';
import { confirmPasswordField, emailField, passwordField, usernameField } from './auth.ts';
import { optionalText, queryBoolean, requiredText } from './fields.ts';
import { MAX } from './limits.ts';
import { RESIDENT_STATUSES, ROLES } from './roles.ts';
import { HOME_RELATIONS, homeMembershipFields } from './homes/homes.ts';
import { cursorField, limitField } from './paging/paging.ts';
import { directoryChoicesSchema, directoryPatchSchema, phoneField } from './directory/directory.ts';

/** Shapes of a signed-in person's own account (docs/product/accounts.md: /api/account, /api/auth/verify-email). */

/** Words for a resident status, the same on the account page, the dashboard and the users screen. */
export const RESIDENT_STATUS_TEXT = {
  none: 'Not a verified resident',
  pending: 'Resident request waiting for approval',
  approved: 'Approved resident',
} as const;

/** How long a mailed verification link works. */
export const VERIFY_LINK_HOURS = 24;

/** GET /api/account and what every account write answers. */
export const accountSchema = z.object({
  ...storedIds,
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  address: z.string().nullable(),
  residentStatus: z.enum(RESIDENT_STATUSES),
  notifications: z.object({ news: z.boolean(), events: z.boolean() }),
  ...homeMembershipFields,
  /** The phone number the person gave (for the directory), or null. */
  phone: z.string().nullable(),
  /** What the person shows in the residents' directory (all off until they choose). */
  directory: directoryChoicesSchema,
});
export type Account = z.infer<typeof accountSchema>;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const addressField = requiredText('Address', MAX.address);

/** The fields PATCH /api/account changes (at least one is sent). */
const ACCOUNT_PATCH_FIELDS = ['username', 'address', 'notifications', 'phone', 'directory'] as const;

/** PATCH /api/account: any of its fields, at least one; a blank address or phone clears it. */
export const accountPatchSchema = z
  .object({
    username: usernameField.optional(),
    address: optionalText('Address', MAX.address).optional(),
    phone: phoneField.optional(),
    directory: directoryPatchSchema.optional(),
    notifications: z
      .object(
        { news: flag('News').optional(), events: flag('Events').optional() },
        {
          error: 'Notifications must be an object',
        },
      )
      .optional(),
  })
  .refine(
    (body) => ACCOUNT_PATCH_FIELDS.some((field) => body[field] !== undefined),
    'Send at least one field to change',
  );
export type AccountPatch = z.input<typeof accountPatchSchema>;

const currentPasswordField = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(MAX.password, 'Password cannot exceed 128 characters');

/** POST /api/account/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((body) => body.confirmPassword === '' || body.newPassword === body.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /api/account/email: the new address, confirmed with the password; verified before it applies. */
export const emailChangeSchema = z.object({ email: emailField, password: currentPasswordField });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** DELETE /api/account. */
export const accountDeleteSchema = z.object({ password: currentPasswordField });
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** POST /api/account/resident-request. */
export const residentRequestSchema = z.object({ address: addressField });
export type ResidentRequest = z.infer<typeof residentRequestSchema>;

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'Verification token is required' })
    .min(1, 'Verification token is required')
    .max(200),
});

export const VERIFY_TOKEN_MESSAGES = {
  unknown: 'This verification link is not valid. Please request a new one from your account page.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please request a new one from your account page.',
} as const;

/** What POST /api/account/email answers (202). */
export const accountMessageSchema = z.object({ message: z.string() });

export const EMAIL_CHANGE_SENT = (email: string) =>
  `We have sent a link to ${email}. Your email changes when you open it (within ${VERIFY_LINK_HOURS} hours).`;

export const ACCOUNT_CONFLICTS = {
  noMail: 'This site does not send email, so an address cannot be verified. Ask an admin for help.',
  alreadyVerified: 'Your email address is already verified.',
  sameEmail: 'This is already your email address.',
  tooManyLinks: 'Several links were sent recently. Please use one of them or try again later.',
  alreadyResident: 'You are already an approved resident.',
  lastAdmin: 'This is the last admin account: make another user an admin before deleting it.',
} as const;

export const WRONG_PASSWORD = 'Current password is incorrect';

// ---- Admin: the users screen --------------------------------------------------------------------

export const RESIDENT_CONFLICTS = {
  staff: 'Moderators and admins count as approved residents through their role.',
  tooManyResetLinks:
    'This account already has three unused reset links. Please use one of them or try again later.',
} as const;

export const ADMIN_RESET_SENT = (email: string) =>
  `A link to reset the password was mailed to ${email}. It works once, for one hour.`;

/**
 * POST /api/user/:id/resident. Approving with a `homeId` links the resident to that home (as
 * `relation`, owner unless told); approving without one leaves them with no home; declining unlinks.
 * The same call moves a resident to another home or unlinks them (`homeId: null`).
 */
export const residentDecisionSchema = z
  .object({
    approved: z.boolean({
      error: (issue) =>
        issue.input === undefined ? 'Approved is required' : 'Approved must be true or false',
    }),
    homeId: z
      .string({ error: 'Home must be a home id or null' })
      .max(100, 'Home not found')
      .nullable()
      .optional(),
    relation: z.enum(HOME_RELATIONS, { error: 'Relation must be owner or tenant' }).optional(),
  })
  .refine((body) => body.approved || !body.homeId, {
    message: 'A declined request links no home',
    path: ['homeId'],
  });
export type ResidentDecision = z.infer<typeof residentDecisionSchema>;

/** POST /api/user/:id/password-reset without SMTP: the one-time link to hand over. */
export const resetUrlSchema = z.object({ resetUrl: z.string() });
export type ResetHandOver = z.infer<typeof resetUrlSchema> | z.infer<typeof accountMessageSchema>;

/** GET /api/user filters. */
export const userListQuerySchema = z.object({
  residentStatus: z
    .enum(RESIDENT_STATUSES, { error: 'Resident status must be none, pending or approved' })
    .optional(),
  emailVerified: queryBoolean().optional(),
  /** Part of a username or email address, any case. */
  q: z.string().trim().max(MAX.email, `Search cannot exceed ${MAX.email} characters`).optional(),
  /**
   * Paging (docs/api.md, Paging): a page of `limit` accounts (default 100), newest first, and a
   * `Link: <...>; rel="next"` header says where the next starts.
   */
  limit: limitField.optional(),
  cursor: cursorField(2).optional(),
});

/** Who the users list holds: the query without its paging. */
export type UserListFilter = Omit<z.output<typeof userListQuerySchema>, 'limit' | 'cursor'>;

/** GET /api/user's page when the caller names no limit. */
export const USERS_PAGE = 100;
