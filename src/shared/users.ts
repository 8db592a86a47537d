import { z } from 'zod';
import { publicUserSchema } from './auth.ts';
import { normalizeRole, ROLES } from './roles.ts';
import { homeMembershipFields } from './homes/homes.ts';

/**
 * GET /api/user (admins): each account with the home address its owner gave (in a resident request
 * or on the account page), so an admin decides a request knowing where the person says they live,
 * and the home on the roll the account is linked to.
 */
export const staffUserSchema = publicUserSchema.extend({
  address: z.string().nullable(),
  ...homeMembershipFields,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const ROLE_MESSAGE = `Role must be one of ${ROLES.join(', ')}`;

/** POST/PATCH /api/user/:id: a role in any case ("moderator"), stored upper case. */
export const roleUpdateSchema = z.object({
  role: z
    .string({ error: (issue) => (issue.input === undefined ? 'Role is required' : ROLE_MESSAGE) })
    .max(20, ROLE_MESSAGE)
    .transform((value, ctx) => {
      const role = normalizeRole(value);
      if (!role) {
        ctx.addIssue({ code: 'custom', message: ROLE_MESSAGE });
        return z.NEVER;
      }
      return role;
    }),
});
